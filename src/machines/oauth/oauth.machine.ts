import { assign, fromCallback, sendTo, setup } from 'xstate';
import { messages } from '../../domain/errors/messages.ts';
import { failureText } from '../auth/form-rules.ts';
import type { SessionUser, StartedSession } from '../auth/session-types.ts';
import { systemIds } from '../ids.ts';
import { notProvided, providedRequest } from '../not-provided.ts';
import {
  type ProfileCompletion,
  type ProfileCompletionError,
  profileCompletionError,
  profileCompletionTexts,
} from './profile-completion.ts';

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
  /** False while the account still needs the profile-completion step. */
  readonly profileComplete?: boolean | undefined;
  /** A password account has this email: its owner confirms once before Google is linked. */
  readonly linkRequired?: { readonly email: string; readonly message: string } | undefined;
  /** Two-factor sign-in is on: the code is asked with this challenge, as a password login does. */
  readonly challengeToken?: string | undefined;
}

/** The owner's proof for linking Google to the password account: the password or the mailed code. */
export interface LinkProof {
  readonly password?: string;
  readonly code?: string;
}

/** The two-factor step's call: the challenge and the code typed. */
export interface ChallengeCode {
  readonly challengeToken: string;
  readonly code: string;
}

export const oauthTexts = {
  proofMissing: 'Enter the account password or the emailed code.',
  linkFailed: 'The link could not be confirmed. Please try again.',
  codeMissing: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeFailed: 'That code did not work. Please try again.',
  linkCodeFailed: 'The code could not be sent. Please try again.',
} as const;

/** The callback's code and state, checked present: what login and sign-up send. */
export interface OAuthCode {
  readonly code: string;
  readonly state: string;
  readonly iss: string | null;
}

type OAuthCallbackEvent = { type: 'oauth.callback'; callback: OAuthCallback };

export type OAuthEvent =
  | OAuthCallbackEvent
  | { type: 'oauth.completeProfile'; details: ProfileCompletion }
  /** A signed-in page found the profile incomplete (the step was left, or the page reloaded). */
  | { type: 'oauth.resumeProfile' }
  /** The owner confirms linking Google to the password account. */
  | { type: 'oauth.confirmLink'; proof: LinkProof }
  /** The owner asks for a code mailed to the account instead of typing the password. */
  | { type: 'oauth.sendLinkCode' }
  /** The two-factor code (authenticator or recovery code). */
  | { type: 'oauth.submitCode'; code: string };

/** What the server saved in the profile step. */
export interface SavedProfile {
  readonly fullName: string;
}

export interface OAuthContext {
  /** The spec's auth.oauth slice: loading, error, provider, profileComplete. */
  loading: boolean;
  error: string | null;
  provider: 'google';
  profileComplete: boolean;
  /** Set on success: the account's email is verified (the provider vouched for it). */
  verified: boolean;
  code: OAuthCode | null;
  /** The profile-completion step: what was typed last, and what is wrong with it. */
  profileDraft: ProfileCompletion | null;
  profileError: ProfileCompletionError | null;
  /** The account waiting for its owner's confirmation (masked email), and what went wrong. */
  link: { email: string; message: string } | null;
  linkProof: LinkProof | null;
  linkError: string | null;
  linkCodeSent: boolean;
  /** The two-factor step: its challenge, the code being checked, and what went wrong. */
  challengeToken: string | null;
  secondCode: string | null;
  codeError: string | null;
}

const initialContext: OAuthContext = {
  loading: false,
  error: null,
  provider: 'google',
  profileComplete: false,
  verified: false,
  code: null,
  profileDraft: null,
  profileError: null,
  link: null,
  linkProof: null,
  linkError: null,
  linkCodeSent: false,
  challengeToken: null,
  secondCode: null,
  codeError: null,
};

function completeAnswer(answer: OAuthAnswer | undefined): answer is Required<OAuthAnswer> {
  return answer?.token !== undefined && answer.token !== '' && answer.user !== undefined;
}

/** The session a complete answer starts: a verified trader with USD, as spec section 4 says. */
function sessionOf(answer: OAuthAnswer, signedUp: boolean): StartedSession {
  const { token, refreshInMs, user } = answer as Required<OAuthAnswer>;
  return {
    token,
    refreshInMs,
    user: {
      ...user,
      currency: 'USD',
      profileComplete: profileCompleteOf(answer, signedUp),
      // A Google sign-up opened the account: the currency actor starts the new trader in rupees.
      ...(signedUp ? { newTrader: true } : {}),
    },
  };
}

const callbackTransitions = [
  {
    guard: {
      type: 'hasCode',
      params: ({ event }: { event: OAuthCallbackEvent }) => event.callback,
    },
    target: '#oauth.loggingIn',
    actions: {
      type: 'takeCode',
      params: ({ event }: { event: OAuthCallbackEvent }) => event.callback,
    },
  },
  {
    target: '#oauth.failed',
    // Entered again from failed too: every failure removes the auth token.
    reenter: true,
    actions: { type: 'fail', params: messages.googleLoginFailed },
  },
] as const;

/** The answer's steps before any session: the owner confirms the link, or the 2FA code. */
const linkStep = {
  guard: { type: 'linkAnswer', params: ({ event }: AnswerArgs) => event.output },
  target: '#oauth.confirmingLink',
  actions: { type: 'askLink', params: ({ event }: AnswerArgs) => event.output },
} as const;
const codeStep = {
  guard: { type: 'challengeAnswer', params: ({ event }: AnswerArgs) => event.output },
  target: '#oauth.secondFactor',
  actions: { type: 'askCode', params: ({ event }: AnswerArgs) => event.output },
} as const;

/**
 * What an answer with a session does: start it, first through the profile step when the
 * account's profile is incomplete (a Google sign-up), or fail on an incomplete answer.
 */
const sessionAnswer = (signedUp: boolean) => {
  const startSession = [
    { type: 'startSession', params: ({ event }: AnswerArgs) => sessionOf(event.output, signedUp) },
    {
      type: 'succeed',
      params: ({ event }: AnswerArgs) => ({
        profileComplete: profileCompleteOf(event.output, signedUp),
      }),
    },
  ] as const;
  return [
    {
      guard: { type: 'needsProfile', params: ({ event }: AnswerArgs) => event.output },
      target: '#oauth.completingProfile',
      actions: startSession,
    },
    {
      guard: { type: 'completeAnswer', params: ({ event }: AnswerArgs) => event.output },
      target: '#oauth.succeeded',
      actions: startSession,
    },
    { target: '#oauth.failed', actions: { type: 'fail', params: messages.invalidOAuthResponse } },
  ] as const;
};

/** Login and sign-up: a password account to confirm, the 2FA code, or the session. */
const onAnswer = (signedUp: boolean) => [linkStep, codeStep, ...sessionAnswer(signedUp)] as const;

type AnswerArgs = { event: { output: OAuthAnswer } };

/** A failed request's params: its error in words, or `fallback` when the server gave none. */
const inWords =
  (fallback: string) =>
  ({ event }: { event: { error: unknown } }) =>
    failureText(event.error, fallback);

/** As the answer says; without a word from it, a Google sign-up has no phone yet. */
const profileCompleteOf = (answer: OAuthAnswer, signedUp: boolean): boolean =>
  answer.profileComplete ?? !signedUp;

/**
 * Sign-in with Google (spec section 4): the app's callback page hands over what the provider sent
 * back; login is tried first and, when it fails, sign-up. A complete answer (user and token)
 * starts the trader's session, verified and in USD; anything else stores the error and removes
 * the auth token.
 */
export const oauthMachine = setup({
  types: { context: {} as OAuthContext, events: {} as OAuthEvent },
  actors: {
    login: providedRequest<OAuthAnswer, OAuthCode>('oauth.login'),
    signup: providedRequest<OAuthAnswer, OAuthCode>('oauth.signup'),
    saveProfile: providedRequest<SavedProfile, ProfileCompletion>('oauth.saveProfile'),
    link: providedRequest<OAuthAnswer, LinkProof>('oauth.link'),
    sendLinkCode: providedRequest<void, void>('oauth.sendLinkCode'),
    secondFactor: providedRequest<OAuthAnswer, ChallengeCode>('oauth.secondFactor'),
    /**
     * On the callback page, what the provider put in its address, as `oauth.callback` (once: the
     * code is single use, and the services take it out of the address and the history).
     */
    readCallback: fromCallback<OAuthCallbackEvent>(() => notProvided('oauth.readCallback')),
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
    succeed: assign((_, params: { profileComplete: boolean }) => ({
      loading: false,
      error: null,
      verified: true,
      code: null,
      profileComplete: params.profileComplete,
      profileError: null,
      link: null,
      linkProof: null,
      linkError: null,
      linkCodeSent: false,
      challengeToken: null,
      secondCode: null,
      codeError: null,
    })),
    askLink: assign((_, answer: OAuthAnswer) => ({
      loading: false,
      link: answer.linkRequired ?? null,
      linkProof: null,
      linkError: null,
      linkCodeSent: false,
    })),
    askCode: assign((_, answer: OAuthAnswer) => ({
      loading: false,
      link: null,
      linkProof: null,
      challengeToken: answer.challengeToken ?? null,
      secondCode: null,
      codeError: null,
    })),
    takeProof: assign((_, proof: LinkProof) => ({ linkProof: proof, linkError: null })),
    linkRefused: assign((_, message: string) => ({ linkProof: null, linkError: message })),
    linkCodeSent: assign({ linkCodeSent: true, linkError: null }),
    takeSecondCode: assign((_, code: string) => ({ secondCode: code.trim(), codeError: null })),
    codeRefused: assign((_, message: string) => ({ secondCode: null, codeError: message })),
    storeDraft: assign((_, details: ProfileCompletion) => ({
      profileDraft: details,
      profileError: null,
    })),
    showProfileError: assign((_, error: ProfileCompletionError) => ({ profileError: error })),
    profileCompleted: assign({ profileComplete: true, profileError: null }),
    profileOwed: assign({ profileComplete: false, profileError: null }),
    tellSessionProfileCompleted: sendTo(
      ({ system }) => system.get(systemIds.session),
      (_, saved: SavedProfile) => ({
        type: 'session.profileCompleted' as const,
        fullName: saved.fullName,
      }),
    ),
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
    needsProfile: (_, answer: OAuthAnswer | undefined) =>
      completeAnswer(answer) && answer.profileComplete === false,
    profileInvalid: (_, details: ProfileCompletion) => profileCompletionError(details) !== null,
    linkAnswer: (_, answer: OAuthAnswer | undefined) => answer?.linkRequired !== undefined,
    challengeAnswer: (_, answer: OAuthAnswer | undefined) =>
      typeof answer?.challengeToken === 'string' && answer.challengeToken !== '',
    proofGiven: (_, proof: LinkProof) =>
      (proof.password ?? '') !== '' || /^\d{6}$/.test(proof.code?.trim() ?? ''),
    codeGiven: (_, code: string) => code.trim() !== '',
  },
}).createMachine({
  id: 'oauth',
  description:
    'Sign-in with Google: the callback’s code goes to login first, then to sign-up when login fails; a user and a token start the session (verified, USD), anything else stores the error and removes the auth token. A password account with the same email is linked only once its owner confirms (password or mailed code); with two-factor sign-in on, the code is asked before the session starts.',
  context: initialContext,
  initial: 'idle',
  states: {
    idle: {
      description:
        'No Google sign-in under way; on the callback page, the provider’s answer is read from the address.',
      invoke: { id: 'readCallback', src: 'readCallback' },
      on: {
        'oauth.callback': callbackTransitions,
        'oauth.resumeProfile': { target: 'completingProfile', actions: 'profileOwed' },
      },
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
          actions: { type: 'fail', params: inWords(messages.oauthFailed) },
        },
      },
    },
    completingProfile: {
      description:
        'Signed in, but the profile is incomplete (a Google sign-up): full name as per PAN, phone, account type and country of residence are asked before the app opens.',
      on: {
        'oauth.completeProfile': [
          {
            guard: { type: 'profileInvalid', params: ({ event }) => event.details },
            actions: [
              { type: 'storeDraft', params: ({ event }) => event.details },
              {
                type: 'showProfileError',
                // biome-ignore lint/style/noNonNullAssertion: the guard found an error.
                params: ({ event }) => profileCompletionError(event.details)!,
              },
            ],
          },
          {
            target: 'savingProfile',
            actions: { type: 'storeDraft', params: ({ event }) => event.details },
          },
        ],
      },
    },
    savingProfile: {
      description: 'POST complete-profile; refused, the step shows why and keeps what was typed.',
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        // biome-ignore lint/style/noNonNullAssertion: the way in stores the draft.
        input: ({ context }) => context.profileDraft!,
        onDone: {
          target: 'succeeded',
          actions: [
            'profileCompleted',
            { type: 'tellSessionProfileCompleted', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'completingProfile',
          actions: {
            type: 'showProfileError',
            params: ({ event }) => ({
              field: 'form' as const,
              message: failureText(event.error, profileCompletionTexts.saveFailed),
            }),
          },
        },
      },
    },
    confirmingLink: {
      description:
        'An account with this email exists: nothing is signed in until its owner confirms linking Google, with the password or a code mailed to the account.',
      on: {
        'oauth.confirmLink': [
          {
            guard: { type: 'proofGiven', params: ({ event }) => event.proof },
            target: 'linking',
            actions: { type: 'takeProof', params: ({ event }) => event.proof },
          },
          { actions: { type: 'linkRefused', params: oauthTexts.proofMissing } },
        ],
        'oauth.sendLinkCode': { target: 'sendingLinkCode' },
      },
    },
    sendingLinkCode: {
      description: 'POST google/link/send-code: a 6-digit code is mailed to the account.',
      invoke: {
        id: 'sendLinkCode',
        src: 'sendLinkCode',
        onDone: { target: 'confirmingLink', actions: 'linkCodeSent' },
        onError: {
          target: 'confirmingLink',
          actions: { type: 'linkRefused', params: inWords(oauthTexts.linkCodeFailed) },
        },
      },
    },
    linking: {
      description:
        'POST google/link with the password or the code: linked, the owner is mailed and the session starts (or the two-factor code is asked).',
      invoke: {
        id: 'link',
        src: 'link',
        // biome-ignore lint/style/noNonNullAssertion: the way in stores the proof.
        input: ({ context }) => context.linkProof!,
        onDone: [codeStep, ...sessionAnswer(false)],
        onError: {
          target: 'confirmingLink',
          actions: { type: 'linkRefused', params: inWords(oauthTexts.linkFailed) },
        },
      },
    },
    secondFactor: {
      description:
        'Two-factor sign-in is on: the authenticator (or a recovery) code is asked, as for a password login.',
      on: {
        'oauth.submitCode': [
          {
            guard: { type: 'codeGiven', params: ({ event }) => event.code },
            target: 'checkingCode',
            actions: { type: 'takeSecondCode', params: ({ event }) => event.code },
          },
          { actions: { type: 'codeRefused', params: oauthTexts.codeMissing } },
        ],
      },
    },
    checkingCode: {
      description: 'POST user-login/two-factor with the challenge and the code.',
      invoke: {
        id: 'secondFactor',
        src: 'secondFactor',
        input: ({ context }) => ({
          challengeToken: context.challengeToken ?? '',
          code: context.secondCode ?? '',
        }),
        onDone: sessionAnswer(false),
        onError: {
          target: 'secondFactor',
          actions: { type: 'codeRefused', params: inWords(oauthTexts.codeFailed) },
        },
      },
    },
    succeeded: {
      description: 'Signed in with Google: the session is started and the app opens.',
      entry: 'goToApp',
      on: {
        'oauth.callback': callbackTransitions,
        'oauth.resumeProfile': { target: 'completingProfile', actions: 'profileOwed' },
      },
    },
    failed: {
      description: 'The sign-in failed: the error is shown and the auth token removed.',
      entry: 'removeAuthToken',
      on: { 'oauth.callback': callbackTransitions },
    },
  },
});
