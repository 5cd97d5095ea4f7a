import type { SessionContext } from '../../../src/machines/auth/session.machine.ts';
import { sessionMachine } from '../../../src/machines/auth/session.machine.ts';
import type { StartedSession } from '../../../src/machines/auth/session-types.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, lastCall, samples } from './helpers.ts';

const user = {
  id: 'u1',
  email: 'trader@example.com',
  fullName: 'Asha Rao',
  currency: 'INR',
} as const;
const started: StartedSession = { token: 'access-1', refreshInMs: 870_000, user };
const refreshed = { token: 'access-2', refreshInMs: 840_000 };
const pushed = { token: 'access-3', refreshInMs: 600_000 };
const challenge = { challengeToken: 'challenge-1' };
const challengeEnded = {
  field: 'form',
  message: 'This sign-in has expired. Please log in again.',
} as const;

/** Where a path may legitimately be right after leaving loggingOut. */
const leftLoggingOut = (event: string) =>
  event === 'xstate.done.actor.logout' || event === 'xstate.error.actor.logout';

export const sessionSpec: ModelSpec = defineModelSpec({
  name: 'session',
  machine: sessionMachine,
  // The 401 refresh and the followers' joins add edges to every signed-in state.
  limit: 10_000,
  events: {
    ...samples(
      'session.login',
      { email: 'not-an-email', password: 'x' },
      { email: ' trader@example.com ', password: 'Secret@123' },
    ),
    ...samples('session.started', { session: started }),
    ...bareEvents(
      'session.logout',
      'session.expired',
      'session.unauthorized',
      'session.cancelSecondFactor',
    ),
    'session.tokenRefreshed': [{ type: 'session.tokenRefreshed', ...pushed }],
    // Passed on to the secondFactor child (its own spec covers what it does with the code).
    ...samples('session.submitSecondFactor', { code: ' 123456 ' }),
    ...samples('session.notificationPreferencesChanged', {
      preferences: { orderToasts: false, liquidationAlerts: true },
    }),
    ...samples('session.profileCompleted', { fullName: 'Meera Shah' }),
    ...samples('session.emailChanged', { email: 'meera.new@example.com' }),
    // What browserSignals forwards when another tab wrote storage: a logout (the token removed),
    // all of storage cleared, a refreshed token, another key.
    'browser.storageChanged': [
      { type: 'browser.storageChanged', key: 'authToken', value: null },
      { type: 'browser.storageChanged', key: null, value: null },
      { type: 'browser.storageChanged', key: 'authToken', value: 'access-9' },
      { type: 'browser.storageChanged', key: 'theme', value: null },
    ],
    // What the follower is told is checked with real followers in session-followers.test.ts.
    ...samples('session.followerJoined', { systemId: 'funds' }),
  },
  invokes: {
    restoreSession: { done: [started, null], error: [new Error('storage is blocked')] },
    login: { done: [started, challenge], error: [new Error('Incorrect email or password.')] },
    secondFactor: {
      done: [
        { session: started, ended: null },
        { session: null, ended: challengeEnded },
      ],
    },
    refreshToken: { done: [refreshed], error: [new Error('No token in refresh response')] },
    logout: {
      done: [undefined],
      error: [new Error('Network error. Please check your connection.')],
    },
  },
  check: ({ run, event, snapshot }) => {
    const context = snapshot.context as SessionContext;
    if (snapshot.matches('authenticated')) {
      if (context.token === null || context.user === null || context.challengeToken !== null) {
        throw new Error('authenticated without a token and a user, or with a pending challenge');
      }
    }
    const signedInNow =
      (event.type === 'xstate.done.actor.secondFactor' && snapshot.matches('authenticated')) ||
      ((event.type === 'xstate.done.actor.login' || event.type === 'session.started') &&
        snapshot.matches('authenticated'));
    if (signedInNow) {
      const saved = lastCall(run.calls, 'saveToken');
      if (JSON.stringify(saved?.params) !== JSON.stringify({ token: started.token })) {
        throw new Error(`sign-in saved ${JSON.stringify(saved?.params)}`);
      }
      if (context.token !== started.token) throw new Error('sign-in did not keep the token');
    }
    if (snapshot.matches({ anonymous: 'secondFactor' })) {
      if (context.challengeToken !== challenge.challengeToken || context.token !== null) {
        throw new Error('the code step must hold the challenge and no session');
      }
      if (
        run.calls.some(
          (call) => call.action === 'saveToken' && call.event === 'xstate.done.actor.login',
        )
      ) {
        throw new Error('a password alone must not save a session when a code is asked for');
      }
    }
    if (event.type === 'session.submitSecondFactor' && snapshot.matches('anonymous')) {
      if (!snapshot.matches({ anonymous: 'secondFactor' })) {
        throw new Error('a code must not end the code step before its child answers');
      }
    }
    if (event.type === 'xstate.done.actor.secondFactor' && !snapshot.matches('authenticated')) {
      if (
        !snapshot.matches({ anonymous: 'idle' }) ||
        context.challengeToken !== null ||
        context.loginError?.message !== challengeEnded.message
      ) {
        throw new Error('an ended challenge must go back to the password with the reason');
      }
    }
    if (event.type === 'session.cancelSecondFactor' && context.challengeToken !== null) {
      throw new Error('cancelling the code step must drop the challenge');
    }
    if (event.type === 'xstate.done.actor.refreshToken' && context.token !== refreshed.token) {
      throw new Error('the scheduled refresh did not store the new token');
    }
    if (event.type === 'session.tokenRefreshed' && snapshot.matches('authenticated')) {
      if (context.token !== pushed.token || !snapshot.matches({ authenticated: 'valid' })) {
        throw new Error('a refresh by the HTTP client must store its token and reschedule');
      }
    }
    if (event.type === 'session.unauthorized' && context.token !== null) {
      // Refused with 401 while signed in: a refresh runs, the one already running if there was one.
      if (!snapshot.matches({ authenticated: 'refreshing' })) {
        throw new Error('a call refused with 401 must start (or wait for) the refresh');
      }
      if (snapshot.children.refreshToken === undefined) throw new Error('no refresh is running');
    }
    if (event.type === 'xstate.error.actor.refreshToken' && !snapshot.matches('loggingOut')) {
      throw new Error('a failed refresh (scheduled or after a 401) must log out');
    }
    if (event.type === 'session.login' && snapshot.matches({ anonymous: 'idle' })) {
      if (context.loginError?.field !== 'email') throw new Error('bad email not reported');
    }
    if (event.type === 'xstate.error.actor.login') {
      if (context.loginError?.message !== 'Incorrect email or password.') {
        throw new Error(`login error shown as ${JSON.stringify(context.loginError)}`);
      }
    }
    if (event.type === 'session.notificationPreferencesChanged' && context.user !== null) {
      if (context.user.notificationPreferences?.orderToasts !== false) {
        throw new Error('the session user did not take the new notification preferences');
      }
    }
    if (event.type === 'session.emailChanged' && context.user !== null) {
      if (context.user.email !== 'meera.new@example.com') {
        throw new Error('the session user did not take the new email');
      }
    }
    if (event.type === 'session.profileCompleted' && context.user !== null) {
      if (context.user.fullName !== 'Meera Shah' || context.user.profileComplete !== true) {
        throw new Error('the session user did not take the completed profile and its name');
      }
    }
    const { key, value } = event as { key?: string | null; value?: string | null };
    // Another tab logged out: its token removed, or all of storage cleared.
    const endedElsewhere =
      event.type === 'browser.storageChanged' && (key === null || (key === 'authToken' && !value));
    if (event.type === 'browser.storageChanged' && !endedElsewhere) {
      if (!snapshot.matches('authenticated')) {
        throw new Error(`another tab's write of ${key} ended the session here`);
      }
    }
    if (endedElsewhere) {
      if (!snapshot.matches('anonymous') || context.token !== null) {
        throw new Error('a session ended elsewhere must end here too');
      }
      if (run.calls.filter((call) => call.action === 'redirectToLogin').length !== 1) {
        throw new Error('a session ended elsewhere must go to /login once');
      }
    } else if (snapshot.matches('loggingOut')) {
      // Entering loggingOut clears local data and shows /login at once, before the server answers.
      const cleared = run.calls.filter((call) => call.action === 'clearLocalSession');
      const redirected = run.calls.filter((call) => call.action === 'redirectToLogin');
      if (cleared.length !== 1 || redirected.length !== 1) {
        throw new Error('logging out must clear local data and go to /login exactly once');
      }
      if (context.token === null) throw new Error('the server logout needs the ending token');
    } else if (leftLoggingOut(event.type)) {
      if (context.token !== null || context.user !== null) throw new Error('session kept data');
      if (event.type === 'xstate.error.actor.logout' && !lastCall(run.calls, 'logError')) {
        throw new Error('a failed server logout must be logged');
      }
    } else if (run.calls.some((call) => call.action === 'clearLocalSession')) {
      if (!snapshot.matches('anonymous')) throw new Error('cleared local data while signed in');
    }
  },
});
