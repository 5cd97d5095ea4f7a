import { fromCallback, fromPromise } from 'xstate';
import type { LoginResponse } from '../contracts/auth.ts';
import { isCurrency } from '../domain/money/currency.ts';
import { secondFactorMachine } from '../machines/auth/second-factor.machine.ts';
import type { SessionEvent } from '../machines/auth/session.machine.ts';
import { sessionMachine } from '../machines/auth/session.machine.ts';
import {
  type SessionUser,
  SignInChallengeEndedError,
  type StartedSession,
} from '../machines/auth/session-types.ts';
import type { AuthServices } from './auth.services.ts';
import { refreshDelayMs } from './auth-token.ts';
import { isGone, isUnauthorized } from './http/api-error.ts';
import { takeNewTrader } from './new-trader.ts';
import { parsePersistedState } from './persistence.services.ts';
import { localKeys, sessionKeys } from './storage/storage-keys.ts';

export const toSessionUser = (user: LoginResponse['user']): SessionUser => ({
  id: user.userId,
  email: user.email,
  fullName: user.fullname,
  currency: user.currency,
  profileComplete: user.profileComplete,
  ...(user.notificationPreferences === undefined
    ? {}
    : { notificationPreferences: user.notificationPreferences }),
});

/**
 * The session as the browser keeps it: the token in `authToken`, the trader in the persisted auth
 * slice, their currency in `userCurrencyPreference`. Null when any part is missing.
 */
export function readStoredSession(auth: AuthServices): StartedSession | null {
  const token = auth.tokens.read();
  if (token === null) return null;
  const { user } = parsePersistedState(auth.ports.local.read(localKeys.persistRoot)).auth;
  if (user === null) return null;
  const stored = auth.ports.local.read(localKeys.userCurrencyPreference);
  return {
    token,
    refreshInMs: refreshDelayMs(token, auth.authPorts.now()),
    user: { ...user, currency: isCurrency(stored) ? stored : 'USD' },
  };
}

/**
 * The stored session, checked with GET /auth/me. When the server refuses the token and the HTTP
 * client's refresh is refused too, the session is over: it is cleared (for every tab). Otherwise
 * the server's answer is the trader as they are now; when the server cannot be reached, or refuses
 * a token just refreshed (a slow request outlived it), the stored session stands and its next call
 * decides.
 */
export async function restoreCheckedSession(auth: AuthServices): Promise<StartedSession | null> {
  const stored = readStoredSession(auth);
  if (stored === null) return null;
  let refused = false;
  const stop = auth.http.onAuthEvent((event) => {
    if (event.type === 'sessionExpired') refused = true;
  });
  const current = (user: SessionUser): StartedSession | null => {
    const token = auth.tokens.read();
    return token === null
      ? null
      : { token, refreshInMs: refreshDelayMs(token, auth.authPorts.now()), user };
  };
  try {
    return current(toSessionUser(await auth.api.me()));
  } catch (error) {
    if (!(refused && isUnauthorized(error))) return current(stored.user);
    clearStoredSession(auth);
    return null;
  } finally {
    stop();
  }
}

/** Clears what a session leaves in the browser; each step runs even when another fails. */
export function clearStoredSession(auth: AuthServices): void {
  auth.tokens.clear();
  auth.authPorts.sessionStore.remove(sessionKeys.sessionData);
}

export const provideSessionMachine = (auth: AuthServices) => {
  const { ports, authPorts, api, http } = auth;
  const issued = (token: string) => ({
    token,
    refreshInMs: refreshDelayMs(token, authPorts.now()),
  });
  return sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => restoreCheckedSession(auth)),
      login: fromPromise(async ({ input }) => {
        const response = await api.login(input.email, input.password);
        if ('twoFactorRequired' in response) return { challengeToken: response.challengeToken };
        const user = toSessionUser(response.user);
        // The first login of the account this browser opened: a new trader (rupees by default).
        const newTrader = takeNewTrader(ports.local, user.email);
        return { ...issued(response.token), user: newTrader ? { ...user, newTrader } : user };
      }),
      secondFactor: secondFactorMachine.provide({
        actors: {
          verifySecondFactor: fromPromise(async ({ input }) => {
            try {
              const response = await api.loginSecondFactor(input.challengeToken, input.code);
              return { ...issued(response.token), user: toSessionUser(response.user) };
            } catch (error) {
              if (isGone(error)) throw new SignInChallengeEndedError((error as Error).message);
              throw error;
            }
          }),
        },
      }),
      refreshToken: fromPromise(async () => issued(await http.refreshAccessToken())),
      // In this order: cancel-ws needs the session's token, which logout ends.
      logout: fromPromise(async ({ input }) => {
        let failure: unknown;
        if (input.userId !== null) {
          await api.cancelMarketConnection(input.userId, input.token).catch((error: unknown) => {
            failure = error;
          });
        }
        await api.logout(input.token);
        if (failure !== undefined) throw failure;
      }),
      watchHttpAuth: fromCallback<SessionEvent>(({ sendBack }) =>
        http.onAuthEvent((event) => {
          if (event.type === 'tokenRefreshed') {
            sendBack({ type: 'session.tokenRefreshed', ...issued(event.token) });
          } else {
            sendBack({ type: 'session.expired' });
          }
        }),
      ),
    },
    actions: {
      saveToken: (_, { token }) => {
        try {
          auth.tokens.write(token);
        } catch (error) {
          ports.logError('Could not save the session', error);
        }
      },
      clearLocalSession: () => clearStoredSession(auth),
      redirectToLogin: () => {
        if (authPorts.currentPath() !== '/login') authPorts.navigate('/login');
      },
      logError: (_, { message, error }) => ports.logError(message, error),
    },
  });
};
