import { fromCallback, fromPromise } from 'xstate';
import { sessionMachine } from '../../../src/machines/auth/session.machine.ts';

type SessionActors = NonNullable<Parameters<typeof sessionMachine.provide>[0]['actors']>;

/**
 * The session machine on its own, for tests of what it tells others: the HTTP client's watcher
 * idle, its local side effects (token storage, redirect, log) no-ops and logout answering at once;
 * `actors` adds the restore (and refresh) the test drives, or replaces any of these.
 */
export function quietSession(actors: SessionActors) {
  return sessionMachine.provide({
    actors: {
      logout: fromPromise<void, { userId: string | null; token: string | null }>(async () => {}),
      watchHttpAuth: fromCallback(() => {}),
      ...actors,
    },
    actions: {
      saveToken: () => {},
      clearLocalSession: () => {},
      redirectToLogin: () => {},
      logError: () => {},
    },
  });
}
