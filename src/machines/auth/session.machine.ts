import {
  type AnyActorRef,
  type AnyEventObject,
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  sendTo,
  setup,
} from 'xstate';
import type { NotificationPreferences } from '../../contracts/auth.ts';
import { messages } from '../../domain/errors/messages.ts';
import { localKeys } from '../../services/storage/storage-keys.ts';
import type { StorageChangedEvent } from '../browser/browser-signals.machine.ts';
import { systemIds } from '../ids.ts';
import { notProvided } from '../not-provided.ts';
import { type Credentials, type FieldError, failureText, loginFormError } from './form-rules.ts';
import { secondFactorMachine } from './second-factor.machine.ts';
import { followerMessages, preferencesOf, sessionFollowers } from './session-followers.ts';
import {
  asksSecondFactor,
  type IssuedToken,
  type LoginOutcome,
  type SessionUser,
  type StartedSession,
} from './session-types.ts';

export type SessionEvent =
  | ({ type: 'session.login' } & Credentials)
  /** Another sign-in (Google) started a session on the server: keep it as a login would. */
  | { type: 'session.started'; session: StartedSession }
  /** The authenticator or recovery code asked for after the password. */
  | { type: 'session.submitSecondFactor'; code: string }
  /** Back from the code step to the password. */
  | { type: 'session.cancelSecondFactor' }
  | { type: 'session.logout' }
  /**
   * A call was refused with 401 (token-renewal-bridge.ts): refresh now, unless a refresh is under
   * way already, which that call then waits for (one refresh however many calls fail at once).
   */
  | { type: 'session.unauthorized' }
  /** The HTTP client answered a 401 by refreshing (before a session was settled): the new token. */
  | ({ type: 'session.tokenRefreshed' } & IssuedToken)
  /** The HTTP client's refresh was refused with 401: the session is over. */
  | { type: 'session.expired' }
  /**
   * Another tab stored a key (forwarded by browserSignals; also each key that changed while this
   * page sat in the back/forward cache): the access token removed means a logout elsewhere.
   */
  | StorageChangedEvent
  /** /settings saved (or read) the trader's notification preferences. */
  | { type: 'session.notificationPreferencesChanged'; preferences: NotificationPreferences }
  /** The profile step after a Google sign-up was saved: the name as saved, and the app opens. */
  | { type: 'session.profileCompleted'; fullName: string }
  /** The trader changed the account's email in /settings (issue 24). */
  | { type: 'session.emailChanged'; email: string }
  /** The root spawned a follower late (funds, streams, ticket, ...): tell it the current trader. */
  | { type: 'session.followerJoined'; systemId: string };

export interface SessionContext {
  token: string | null;
  user: SessionUser | null;
  /** Milliseconds from receiving the token until it counts as expiring. */
  refreshInMs: number;
  /** Why the last login attempt failed, for the login form. */
  loginError: FieldError | null;
  /** The pending sign-in of an account with two-factor on, between the password and the code. */
  challengeToken: string | null;
}

const initialContext: SessionContext = {
  token: null,
  user: null,
  refreshInMs: 0,
  loginError: null,
  challengeToken: null,
};

const signedInUser = (context: SessionContext): SessionUser => {
  if (context.user === null) throw new Error('No signed-in user in the session');
  return context.user;
};

/** Each follower that exists in the system with its messages for this trader (null: signed out). */
function followerSends(
  system: { get: (systemId: string) => AnyActorRef | undefined },
  systemIds: readonly string[],
  user: SessionUser | null,
): [AnyActorRef, AnyEventObject][] {
  return systemIds.flatMap((systemId) => {
    const follower = system.get(systemId);
    if (follower === undefined) return [];
    return followerMessages(systemId, user).map((message) => [follower, message]);
  });
}

const everyFollower = Object.keys(sessionFollowers);

/**
 * Sends built outside `setup`: inside it, `enqueueActions` makes the action map infer itself in a
 * circle. `never` for the rest: these only send, so they fit any machine's actions.
 */
const sendToFollowers = <TParams = undefined>(
  sends: (
    args: { context: SessionContext; system: Parameters<typeof followerSends>[0] },
    params: TParams,
  ) => [AnyActorRef, AnyEventObject][],
) =>
  enqueueActions<
    SessionContext,
    SessionEvent,
    TParams,
    SessionEvent,
    never,
    never,
    never,
    never,
    never
  >(({ enqueue, context, system }, params) => {
    for (const [follower, message] of sends({ context, system }, params)) {
      enqueue.sendTo(follower, message);
    }
  });

/** The funds, streams, notices, positions, checklist, email change and ticket learn the trader. */
const tellFollowersSignedIn = sendToFollowers(({ system, context }) =>
  followerSends(system, everyFollower, context.user),
);
/** ... and that nobody is signed in (the streams close, the stores clear, the ticket closes). */
const tellFollowersSignedOut = sendToFollowers(({ system }) =>
  followerSends(system, everyFollower, null),
);
/** A follower spawned late learns the current trader, or that there is none. */
const tellJoinedFollower = sendToFollowers<{ systemId: string; user: SessionUser | null }>(
  ({ system }, params) => followerSends(system, [params.systemId], params.user),
);
const tellNotificationsPreferences = sendToFollowers(({ system, context }) => {
  const notifications = system.get(systemIds.notifications);
  return notifications === undefined
    ? []
    : [[notifications, { type: 'notifications.preferences', ...preferencesOf(context.user) }]];
});

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    restoreSession: fromPromise<StartedSession | null>(async () =>
      notProvided('session.restoreSession'),
    ),
    login: fromPromise<LoginOutcome, Credentials>(async () => notProvided('session.login')),
    /** The code step of a sign-in with two-factor on (second-factor.machine.ts). */
    secondFactor: secondFactorMachine,
    refreshToken: fromPromise<IssuedToken>(async () => notProvided('session.refreshToken')),
    logout: fromPromise<void, { userId: string | null; token: string | null }>(async () =>
      notProvided('session.logout'),
    ),
    watchHttpAuth: fromCallback<SessionEvent>(() => notProvided('session.watchHttpAuth')),
  },
  actions: {
    storeSession: assign((_, params: StartedSession) => ({
      token: params.token,
      user: params.user,
      refreshInMs: params.refreshInMs,
      loginError: null,
      challengeToken: null,
    })),
    storeChallenge: assign({
      challengeToken: (_, params: { challengeToken: string }) => params.challengeToken,
      loginError: null,
    }),
    forgetChallenge: assign({ challengeToken: null }),
    storeNotificationPreferences: assign({
      user: ({ context }, params: { preferences: NotificationPreferences }) =>
        context.user === null
          ? null
          : { ...context.user, notificationPreferences: params.preferences },
    }),
    storeCompletedProfile: assign({
      user: ({ context }, params: { fullName: string }) =>
        context.user === null
          ? null
          : { ...context.user, fullName: params.fullName, profileComplete: true },
    }),
    storeEmail: assign({
      user: ({ context }, params: { email: string }) =>
        context.user === null ? null : { ...context.user, email: params.email },
    }),
    storeToken: assign((_, params: IssuedToken) => ({
      token: params.token,
      refreshInMs: params.refreshInMs,
    })),
    forgetSession: assign(initialContext),
    showLoginError: assign({ loginError: (_, params: FieldError) => params }),
    clearLoginError: assign({ loginError: null }),
    /** Puts the access token in the token store (the currency actor keeps the preference). */
    saveToken: (_, _params: { token: string }) => notProvided('session.saveToken'),
    /** Clears the token store and sessionData (the persistence actor purges persist:root). */
    clearLocalSession: () => notProvided('session.clearLocalSession'),
    persistSignedIn: sendTo(
      ({ system }) => system.get(systemIds.persistence),
      ({ context }) => {
        const { id, email, fullName } = signedInUser(context);
        return {
          type: 'persist.auth',
          auth: { isAuthenticated: true, user: { id, email, fullName } },
        };
      },
    ),
    tellGuestSignedIn: sendTo(({ system }) => system.get(systemIds.guest), {
      type: 'session.signedIn',
    }),
    tellCurrencySignedIn: sendTo(
      ({ system }) => system.get(systemIds.currency),
      ({ context }) => {
        const { email, currency, newTrader } = signedInUser(context);
        return { type: 'session.signedIn', email, currency, newTrader: newTrader === true };
      },
    ),
    purgePersisted: sendTo(({ system }) => system.get(systemIds.persistence), {
      type: 'persist.purge',
    }),
    tellGuestSignedOut: sendTo(({ system }) => system.get(systemIds.guest), {
      type: 'session.signedOut',
    }),
    tellCurrencySignedOut: sendTo(({ system }) => system.get(systemIds.currency), {
      type: 'session.signedOut',
    }),
    tellFollowersSignedIn,
    tellFollowersSignedOut,
    tellJoinedFollower,
    tellNotificationsPreferences,
    redirectToLogin: () => notProvided('session.redirectToLogin'),
    logError: (_, _params: { message: string; error: unknown }) => notProvided('session.logError'),
  },
  guards: {
    sessionRestored: (_, params: { session: StartedSession | null }) => params.session !== null,
    loginFormInvalid: (_, params: Credentials) => loginFormError(params) !== null,
    secondFactorAsked: (_, params: { outcome: LoginOutcome }) => asksSecondFactor(params.outcome),
    codeAccepted: (_, params: { session: StartedSession | null }) => params.session !== null,
    /** The stored access token was removed, or all of storage cleared, by another tab. */
    tokenRemovedElsewhere: (_, params: { key: string | null; value: string | null }) =>
      params.key === null || (params.key === localKeys.authToken && !params.value),
  },
  delays: {
    /** 30 s before the token's expiry (spec section 9), computed when the token arrived. */
    TOKEN_EXPIRING: ({ context }) => context.refreshInMs,
  },
}).createMachine({
  id: 'session',
  description:
    'The trader’s session: restored from storage and checked with the server, started by login (with a second step for an authenticator or recovery code when two-factor sign-in is on), its access token refreshed 30 s before expiry; logout (asked, refused refresh or failed scheduled refresh) calls the server and clears local session data regardless.',
  context: initialContext,
  initial: 'rehydrating',
  states: {
    rehydrating: {
      description:
        'Reading authToken and the persisted trader; guarded pages show a full-page spinner.',
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'sessionRestored', params: ({ event }) => ({ session: event.output }) },
            target: 'authenticated',
            actions: [
              // biome-ignore lint/style/noNonNullAssertion: the guard above checked it.
              { type: 'storeSession', params: ({ event }) => event.output! },
            ],
          },
          { target: 'anonymous', actions: 'tellFollowersSignedOut' },
        ],
        onError: {
          target: 'anonymous',
          actions: [
            {
              type: 'logError',
              params: ({ event }) => ({
                message: 'Could not restore the session',
                error: event.error,
              }),
            },
            'tellFollowersSignedOut',
          ],
        },
      },
    },
    anonymous: {
      description: 'Nobody is signed in: guarded pages send visitors to /login.',
      initial: 'idle',
      on: {
        'session.followerJoined': {
          actions: {
            type: 'tellJoinedFollower',
            params: ({ event }) => ({ systemId: event.systemId, user: null }),
          },
        },
        'session.started': {
          target: 'authenticated',
          actions: [
            { type: 'storeSession', params: ({ event }) => event.session },
            { type: 'saveToken', params: ({ event }) => ({ token: event.session.token }) },
            'persistSignedIn',
          ],
        },
      },
      states: {
        idle: {
          description: 'Waiting for the login form.',
          on: {
            'session.login': [
              {
                guard: { type: 'loginFormInvalid', params: ({ event }) => event },
                actions: {
                  type: 'showLoginError',
                  // biome-ignore lint/style/noNonNullAssertion: the guard found an error.
                  params: ({ event }) => loginFormError(event)!,
                },
              },
              { target: 'loggingIn', actions: 'clearLoginError' },
            ],
          },
        },
        loggingIn: {
          description: 'POST user-login/manual with the email and password.',
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ event }) => {
              const { email, password } = event as Extract<SessionEvent, { type: 'session.login' }>;
              return { email: email.trim(), password };
            },
            onDone: [
              {
                guard: {
                  type: 'secondFactorAsked',
                  params: ({ event }) => ({ outcome: event.output }),
                },
                target: 'secondFactor',
                actions: {
                  type: 'storeChallenge',
                  params: ({ event }) => ({
                    challengeToken: asksSecondFactor(event.output)
                      ? event.output.challengeToken
                      : '',
                  }),
                },
              },
              {
                target: '#session.authenticated',
                actions: [
                  {
                    type: 'storeSession',
                    params: ({ event }) => event.output as StartedSession,
                  },
                  {
                    type: 'saveToken',
                    params: ({ event }) => ({ token: (event.output as StartedSession).token }),
                  },
                  'persistSignedIn',
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: {
                type: 'showLoginError',
                params: ({ event }) => ({
                  field: 'form' as const,
                  message: failureText(event.error, messages.unexpected),
                }),
              },
            },
          },
        },
        secondFactor: {
          description:
            'The password was right and the account has two-factor sign-in on: the secondFactor child asks for an authenticator or recovery code.',
          invoke: {
            id: 'secondFactor',
            src: 'secondFactor',
            input: ({ context }) => ({ challengeToken: context.challengeToken ?? '' }),
            onDone: [
              {
                guard: {
                  type: 'codeAccepted',
                  params: ({ event }) => ({ session: event.output.session }),
                },
                target: '#session.authenticated',
                actions: [
                  {
                    type: 'storeSession',
                    params: ({ event }) => event.output.session as StartedSession,
                  },
                  {
                    type: 'saveToken',
                    params: ({ event }) => ({
                      token: (event.output.session as StartedSession).token,
                    }),
                  },
                  'persistSignedIn',
                ],
              },
              {
                target: 'idle',
                actions: [
                  'forgetChallenge',
                  {
                    type: 'showLoginError',
                    params: ({ event }) => event.output.ended as FieldError,
                  },
                ],
              },
            ],
          },
          on: {
            'session.submitSecondFactor': {
              actions: sendTo('secondFactor', ({ event }) => ({
                type: 'secondFactor.submit' as const,
                code: event.code,
              })),
            },
            'session.cancelSecondFactor': {
              target: 'idle',
              actions: ['forgetChallenge', 'clearLoginError'],
            },
          },
        },
      },
    },
    authenticated: {
      description:
        'A trader is signed in; the HTTP client’s own refreshes (on 401) and expiries reach the session, and so does a logout in another tab (its token removed from storage, told by browserSignals, also after a restore from the back/forward cache).',
      entry: ['tellGuestSignedIn', 'tellCurrencySignedIn', 'tellFollowersSignedIn'],
      invoke: { id: 'watchHttpAuth', src: 'watchHttpAuth' },
      initial: 'valid',
      on: {
        'session.logout': { target: 'loggingOut' },
        'session.expired': { target: 'loggingOut' },
        'browser.storageChanged': {
          description: 'Another tab logged out (removed the stored token): so does this one.',
          guard: {
            type: 'tokenRemovedElsewhere',
            params: ({ event }) => ({ key: event.key, value: event.value }),
          },
          target: 'anonymous',
          actions: [
            'clearLocalSession',
            'purgePersisted',
            'tellGuestSignedOut',
            'tellCurrencySignedOut',
            'tellFollowersSignedOut',
            'forgetSession',
            'redirectToLogin',
          ],
        },
        'session.followerJoined': {
          actions: {
            type: 'tellJoinedFollower',
            params: ({ event, context }) => ({ systemId: event.systemId, user: context.user }),
          },
        },
        'session.notificationPreferencesChanged': {
          actions: [
            {
              type: 'storeNotificationPreferences',
              params: ({ event }) => ({ preferences: event.preferences }),
            },
            'tellNotificationsPreferences',
          ],
        },
        'session.profileCompleted': {
          actions: {
            type: 'storeCompletedProfile',
            params: ({ event }) => ({ fullName: event.fullName }),
          },
        },
        'session.emailChanged': {
          actions: { type: 'storeEmail', params: ({ event }) => ({ email: event.email }) },
        },
        'session.tokenRefreshed': {
          target: '.valid',
          actions: {
            type: 'storeToken',
            params: ({ event }) => ({ token: event.token, refreshInMs: event.refreshInMs }),
          },
        },
      },
      states: {
        valid: {
          description:
            'The access token is fresh; the refresh is scheduled from its expiry, or starts at once when a call is refused with 401.',
          after: { TOKEN_EXPIRING: { target: 'refreshing' } },
          on: { 'session.unauthorized': { target: 'refreshing' } },
        },
        refreshing: {
          description:
            'Refreshing the token with the refresh cookie (single flight, across tabs too): calls refused with 401 meanwhile wait for it and are sent again with the new token; a failed refresh logs out.',
          invoke: {
            id: 'refreshToken',
            src: 'refreshToken',
            onDone: {
              target: 'valid',
              actions: { type: 'storeToken', params: ({ event }) => event.output },
            },
            onError: {
              target: '#session.loggingOut',
              actions: {
                type: 'logError',
                params: ({ event }) => ({
                  message: 'The scheduled token refresh failed; logging out',
                  error: event.error,
                }),
              },
            },
          },
        },
      },
    },
    loggingOut: {
      description:
        'Local session data is cleared and /login shown at once, whatever the server will say; then, with the ending session’s token, cancel the market-data connection and only then POST logout (which ends that token).',
      entry: [
        'clearLocalSession',
        'purgePersisted',
        'tellGuestSignedOut',
        'tellCurrencySignedOut',
        'tellFollowersSignedOut',
        'redirectToLogin',
      ],
      on: {
        'session.followerJoined': {
          actions: {
            type: 'tellJoinedFollower',
            params: ({ event }) => ({ systemId: event.systemId, user: null }),
          },
        },
      },
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ userId: context.user?.id ?? null, token: context.token }),
        onDone: { target: 'anonymous' },
        onError: {
          target: 'anonymous',
          actions: {
            type: 'logError',
            params: ({ event }) => ({ message: 'Logout failed on the server', error: event.error }),
          },
        },
      },
      exit: 'forgetSession',
    },
  },
});
