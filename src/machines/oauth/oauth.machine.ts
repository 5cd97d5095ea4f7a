import { assign, fromPromise, sendTo, setup } from 'xstate';
import { messages } from '../../domain/errors/messages.ts';
import { failureText } from '../auth/form-rules.ts';
import type { SessionUser, StartedSession } from '../auth/session-types.ts';
import { systemIds } from '../ids.ts';
import { notProvided } from '../not-provided.ts';

/** What the provider put in the app's callback URL (/auth/google/callback?code=&state=&iss=). */
export interface OAuthCallback {
  readonly code: string | null;
  readonly state: string | null;
  readonly iss: string | null;
  /** The provider's `error` (e.g. access_denied when the person cancelled). */
  readonly error: string | null;
}

/** What login or sign-up answered, as the services read it; either part may be missing. */
export interface OAuthAnswer {
  readonly token?: string | undefined;
  readonly refreshInMs?: number | undefined;
  readonly user?: Omit<SessionUser, 'currency'> | undefined;
}

/** The callback's code and state, checked present: what login and sign-up send. */
export interface OAuthCode {
  readonly code: string;
  readonly state: string;
  readonly iss: string | null;
}

export type OAuthEvent = { type: 'oauth.callback'; callback: OAuthCallback };

export interface OAuthContext {
  /** The spec's auth.oauth slice: loading, error, provider, profileComplete. */
  loading: boolean;
  error: string | null;
  provider: 'google';
  profileComplete: boolean;
  /** Set on success: the account's email is verified (the provider vouched for it). */
  verified: boolean;
  code: OAuthCode | null;
}

const initialContext: OAuthContext = {
  loading: false,
  error: null,
  provider: 'google',
  profileComplete: false,
  verified: false,
  code: null,
};

function completeAnswer(answer: OAuthAnswer | undefined): answer is Required<OAuthAnswer> {
  return answer?.token !== undefined && answer.token !== '' && answer.user !== undefined;
}

/** The session a complete answer starts: a verified trader with USD, as spec section 4 says. */
function sessionOf(answer: OAuthAnswer): StartedSession {
  const { token, refreshInMs, user } = answer as Required<OAuthAnswer>;
  return { token, refreshInMs, user: { ...user, currency: 'USD' } };
}

const callbackTransitions = [
  {
    guard: {
      type: 'hasCode',
      params: ({ event }: { event: OAuthEvent }) => event.callback,
    },
    target: '#oauth.loggingIn',
    actions: {
      type: 'takeCode',
      params: ({ event }: { event: OAuthEvent }) => event.callback,
    },
  },
  {
    target: '#oauth.failed',
    // Entered again from failed too: every failure removes the auth token.
    reenter: true,
    actions: { type: 'fail', params: messages.googleLoginFailed },
  },
] as const;

/** What login and sign-up do with an answer: start the session, or fail on an incomplete one. */
const onAnswer = (signedUp: boolean) =>
  [
    {
      guard: { type: 'completeAnswer', params: ({ event }: AnswerArgs) => event.output },
      target: 'succeeded',
      actions: [
        { type: 'startSession', params: ({ event }: AnswerArgs) => sessionOf(event.output) },
        { type: 'succeed', params: { signedUp } },
      ],
    },
    { target: 'failed', actions: { type: 'fail', params: messages.invalidOAuthResponse } },
  ] as const;

type AnswerArgs = { event: { output: OAuthAnswer } };

/**
 * Sign-in with Google (spec section 4): the app's callback page hands over what the provider sent
 * back; login is tried first and, when it fails, sign-up. A complete answer (user and token)
 * starts the trader's session, verified and in USD; anything else stores the error and removes
 * the auth token.
 */
export const oauthMachine = setup({
  types: { context: {} as OAuthContext, events: {} as OAuthEvent },
  actors: {
    login: fromPromise<OAuthAnswer, OAuthCode>(async () => notProvided('oauth.login')),
    signup: fromPromise<OAuthAnswer, OAuthCode>(async () => notProvided('oauth.signup')),
  },
  actions: {
    takeCode: assign((_, callback: OAuthCallback) => ({
      loading: true,
      error: null,
      code: { code: callback.code ?? '', state: callback.state ?? '', iss: callback.iss },
    })),
    fail: assign((_, message: string) => ({
      loading: false,
      error: message,
      verified: false,
      code: null,
    })),
    succeed: assign((_, params: { signedUp: boolean }) => ({
      loading: false,
      error: null,
      verified: true,
      code: null,
      // A Google sign-up has no phone yet: the profile still needs completing.
      ...(params.signedUp ? { profileComplete: false } : {}),
    })),
    startSession: sendTo(
      ({ system }) => system.get(systemIds.session),
      (_, session: StartedSession) => ({ type: 'session.started' as const, session }),
    ),
    removeAuthToken: () => notProvided('oauth.removeAuthToken'),
    goToApp: () => notProvided('oauth.goToApp'),
  },
  guards: {
    hasCode: (_, callback: OAuthCallback) =>
      callback.error === null && !!callback.code && !!callback.state,
    completeAnswer: (_, answer: OAuthAnswer | undefined) => completeAnswer(answer),
  },
}).createMachine({
  id: 'oauth',
  description:
    'Sign-in with Google: the callback’s code goes to login first, then to sign-up when login fails; a user and a token start the session (verified, USD), anything else stores the error and removes the auth token.',
  context: initialContext,
  initial: 'idle',
  states: {
    idle: {
      description: 'No Google sign-in under way.',
      on: { 'oauth.callback': callbackTransitions },
    },
    loggingIn: {
      description: 'POST user-login/google with the code and state.',
      invoke: {
        id: 'login',
        src: 'login',
        // biome-ignore lint/style/noNonNullAssertion: the way in stores the code.
        input: ({ context }) => context.code!,
        onDone: onAnswer(false),
        onError: { target: 'signingUp' },
      },
    },
    signingUp: {
      description: 'Login failed (no account yet): POST user-signup/google with the same code.',
      invoke: {
        id: 'signup',
        src: 'signup',
        // biome-ignore lint/style/noNonNullAssertion: the way in stores the code.
        input: ({ context }) => context.code!,
        onDone: onAnswer(true),
        onError: {
          target: 'failed',
          actions: {
            type: 'fail',
            params: ({ event }) => failureText(event.error, messages.oauthFailed),
          },
        },
      },
    },
    succeeded: {
      description: 'Signed in with Google: the session is started and the app opens.',
      entry: 'goToApp',
      on: { 'oauth.callback': callbackTransitions },
    },
    failed: {
      description: 'The sign-in failed: the error is shown and the auth token removed.',
      entry: 'removeAuthToken',
      on: { 'oauth.callback': callbackTransitions },
    },
  },
});
