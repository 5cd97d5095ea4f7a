import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { messages } from '../../domain/errors/messages.ts';
import { notProvided } from '../not-provided.ts';
import { type Credentials, type FieldError, failureText, loginFormError } from './form-rules.ts';
import type { IssuedToken, SessionUser, StartedSession } from './session-types.ts';

export type SessionEvent =
  | ({ type: 'session.login' } & Credentials)
  /** Another sign-in (Google) started a session on the server: keep it as a login would. */
  | { type: 'session.started'; session: StartedSession }
  | { type: 'session.logout' }
  /** The HTTP client answered a 401 by refreshing: the new token, stored already. */
  | ({ type: 'session.tokenRefreshed' } & IssuedToken)
  /** The HTTP client's refresh was refused with 401: the session is over. */
  | { type: 'session.expired' }
  /**
   * The stored session is gone while this page still holds one: another tab logged out, or the
   * browser restored this page from its back/forward cache after a logout.
   */
  | { type: 'session.endedElsewhere' };

export interface SessionContext {
  token: string | null;
  user: SessionUser | null;
  /** Milliseconds from receiving the token until it counts as expiring. */
  refreshInMs: number;
  /** Why the last login attempt failed, for the login form. */
  loginError: FieldError | null;
}

const initialContext: SessionContext = {
  token: null,
  user: null,
  refreshInMs: 0,
  loginError: null,
};

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    restoreSession: fromPromise<StartedSession | null>(async () =>
      notProvided('session.restoreSession'),
    ),
    login: fromPromise<StartedSession, Credentials>(async () => notProvided('session.login')),
    refreshToken: fromPromise<IssuedToken>(async () => notProvided('session.refreshToken')),
    logout: fromPromise<void, { userId: string | null; token: string | null }>(async () =>
      notProvided('session.logout'),
    ),
    watchHttpAuth: fromCallback<SessionEvent>(() => notProvided('session.watchHttpAuth')),
    watchStoredSession: fromCallback<SessionEvent>(() => notProvided('session.watchStoredSession')),
  },
  actions: {
    storeSession: assign((_, params: StartedSession) => ({
      token: params.token,
      user: params.user,
      refreshInMs: params.refreshInMs,
      loginError: null,
    })),
    storeToken: assign((_, params: IssuedToken) => ({
      token: params.token,
      refreshInMs: params.refreshInMs,
    })),
    forgetSession: assign(initialContext),
    showLoginError: assign({ loginError: (_, params: FieldError) => params }),
    clearLoginError: assign({ loginError: null }),
    /** Writes authToken, the persisted auth slice and the user's currency preference. */
    persistSession: (_, _params: StartedSession) => notProvided('session.persistSession'),
    /** Tells the guest and currency actors that a trader is signed in. */
    announceSignedIn: (_, _params: { user: SessionUser }) =>
      notProvided('session.announceSignedIn'),
    /** Clears authToken, persist:root auth/funds and sessionData; tells guest and currency. */
    clearLocalSession: () => notProvided('session.clearLocalSession'),
    redirectToLogin: () => notProvided('session.redirectToLogin'),
    logError: (_, _params: { message: string; error: unknown }) => notProvided('session.logError'),
  },
  guards: {
    sessionRestored: (_, params: { session: StartedSession | null }) => params.session !== null,
    loginFormInvalid: (_, params: Credentials) => loginFormError(params) !== null,
  },
  delays: {
    /** 30 s before the token's expiry (spec section 9), computed when the token arrived. */
    TOKEN_EXPIRING: ({ context }) => context.refreshInMs,
  },
}).createMachine({
  id: 'session',
  description:
    'The trader’s session: restored from storage, started by login, its access token refreshed 30 s before expiry; logout (asked, refused refresh or failed scheduled refresh) calls the server and clears local session data regardless.',
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
          { target: 'anonymous' },
        ],
        onError: {
          target: 'anonymous',
          actions: {
            type: 'logError',
            params: ({ event }) => ({
              message: 'Could not restore the session',
              error: event.error,
            }),
          },
        },
      },
    },
    anonymous: {
      description: 'Nobody is signed in: guarded pages send visitors to /login.',
      initial: 'idle',
      on: {
        'session.started': {
          target: 'authenticated',
          actions: [
            { type: 'storeSession', params: ({ event }) => event.session },
            { type: 'persistSession', params: ({ event }) => event.session },
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
            onDone: {
              target: '#session.authenticated',
              actions: [
                { type: 'storeSession', params: ({ event }) => event.output },
                { type: 'persistSession', params: ({ event }) => event.output },
              ],
            },
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
      },
    },
    authenticated: {
      description:
        'A trader is signed in; the HTTP client’s own refreshes (on 401) and expiries reach the session, and so does a logout in another tab or a restore from the back/forward cache after one.',
      entry: {
        type: 'announceSignedIn',
        // biome-ignore lint/style/noNonNullAssertion: every way in stores the user first.
        params: ({ context }) => ({ user: context.user! }),
      },
      invoke: [
        { id: 'watchHttpAuth', src: 'watchHttpAuth' },
        { id: 'watchStoredSession', src: 'watchStoredSession' },
      ],
      initial: 'valid',
      on: {
        'session.logout': { target: 'loggingOut' },
        'session.expired': { target: 'loggingOut' },
        'session.endedElsewhere': {
          target: 'anonymous',
          actions: ['clearLocalSession', 'forgetSession', 'redirectToLogin'],
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
          description: 'The access token is fresh; the refresh is scheduled from its expiry.',
          after: { TOKEN_EXPIRING: { target: 'refreshing' } },
        },
        refreshing: {
          description:
            'Refreshing the expiring token with the refresh cookie (shared with any 401-driven refresh).',
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
        'Local session data is cleared and /login shown at once, whatever the server will say; then POST logout (with the ending session’s token) and cancel the market-data connection.',
      entry: ['clearLocalSession', 'redirectToLogin'],
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
