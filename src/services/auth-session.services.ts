import { fromCallback, fromPromise } from 'xstate';
import type { LoginResponse } from '../contracts/auth.ts';
import { isCurrency } from '../domain/money/currency.ts';
import type { SessionEvent } from '../machines/auth/session.machine.ts';
import { sessionMachine } from '../machines/auth/session.machine.ts';
import type { SessionUser, StartedSession } from '../machines/auth/session-types.ts';
import { systemIds } from '../machines/ids.ts';
import type { AuthServices } from './auth.services.ts';
import { refreshDelayMs } from './auth-token.ts';
import { parsePersistedState } from './persistence.services.ts';
import { localKeys, sessionKeys } from './storage/storage-keys.ts';

export const toSessionUser = (user: LoginResponse['user']): SessionUser => ({
  id: user.userId,
  email: user.email,
  fullName: user.fullname,
  currency: user.currency,
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

/** Clears what a session leaves in the browser; each step runs even when another fails. */
export function clearStoredSession(auth: AuthServices): void {
  auth.ports.local.remove(localKeys.authToken);
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
      restoreSession: fromPromise(async () => readStoredSession(auth)),
      login: fromPromise(async ({ input }) => {
        const response = await api.login(input.email, input.password);
        return { ...issued(response.token), user: toSessionUser(response.user) };
      }),
      refreshToken: fromPromise(async () => issued(await http.refreshAccessToken())),
      logout: fromPromise(async ({ input }) => {
        const results = await Promise.allSettled([
          api.logout(input.token),
          input.userId === null
            ? Promise.resolve()
            : api.cancelMarketConnection(input.userId, input.token),
        ]);
        const failed = results.find((result) => result.status === 'rejected');
        if (failed) throw failed.reason;
      }),
      watchStoredSession: fromCallback<SessionEvent>(({ sendBack }) =>
        authPorts.onStoredSessionMaybeChanged(() => {
          if (auth.tokens.read() === null) sendBack({ type: 'session.endedElsewhere' });
        }),
      ),
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
      persistSession: ({ system }, session) => {
        try {
          auth.tokens.write(session.token);
          ports.local.write(localKeys.userCurrencyPreference, session.user.currency);
        } catch (error) {
          ports.logError('Could not save the session', error);
        }
        const { id, email, fullName } = session.user;
        system.get(systemIds.persistence)?.send({
          type: 'persist.auth',
          auth: { isAuthenticated: true, user: { id, email, fullName } },
        });
      },
      announceSignedIn: ({ system }, { user }) => {
        system.get(systemIds.guest)?.send({ type: 'session.signedIn' });
        system.get(systemIds.currency)?.send({
          type: 'session.signedIn',
          email: user.email,
          currency: user.currency,
        });
      },
      clearLocalSession: ({ system }) => {
        clearStoredSession(auth);
        system.get(systemIds.persistence)?.send({ type: 'persist.purge' });
        system.get(systemIds.guest)?.send({ type: 'session.signedOut' });
        system.get(systemIds.currency)?.send({ type: 'session.signedOut' });
      },
      redirectToLogin: () => {
        if (authPorts.currentPath() !== '/login') authPorts.navigate('/login');
      },
      logError: (_, { message, error }) => ports.logError(message, error),
    },
  });
};
