import type { SignedInSession } from '../../../src/contracts/auth.ts';
import {
  type AccountSecurityContext,
  accountSecurityMachine,
} from '../../../src/machines/settings/account-security.machine.ts';
import { PasswordChangeRefused } from '../../../src/machines/settings/password-rules.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, samples } from './helpers.ts';

const session = (sessionId: string, current: boolean): SignedInSession => ({
  sessionId,
  device: current ? 'Chrome on Linux' : 'Safari on iOS',
  ipHint: '203.0.113.x',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: '2026-11-23T10:00:00.000Z',
  current,
});
const both = [session('s-here', true), session('s-phone', false)];
const wrongCurrent = new PasswordChangeRefused(
  'currentPassword',
  'Your current password is not right. Please check it and try again.',
);

export const accountSecuritySpec: ModelSpec = defineModelSpec({
  name: 'account-security',
  machine: accountSecurityMachine,
  events: {
    ...samples(
      'password.submit',
      { currentPassword: '', newPassword: 'weak', confirmation: 'other' },
      {
        currentPassword: 'Sunny@Day42',
        newPassword: 'Quiet$River2077',
        confirmation: 'Quiet$River2077',
      },
    ),
    ...bareEvents(
      'password.again',
      'sessions.load',
      'sessions.signOutEverywhere',
      'sessions.confirm',
      'sessions.cancel',
    ),
    ...samples('sessions.signOut', { sessionId: 's-phone' }),
  },
  invokes: {
    changePassword: {
      done: [undefined],
      error: [wrongCurrent, new Error('Network error. Please check your connection.')],
    },
    loadSessions: {
      done: [both],
      error: [new Error('Network error. Please check your connection.')],
    },
    signOutSession: {
      done: [undefined],
      error: [new Error('There is no such session of your account. It may have ended already.')],
    },
    signOutEverywhere: {
      done: ['Signed out 1 other session.'],
      error: [new Error('Network error. Please check your connection.')],
    },
  },
  project: (snapshot) => {
    const context = snapshot.context as AccountSecurityContext;
    return {
      passwordErrors: context.passwordErrors.map((error) => error.field),
      listed: context.sessions.length,
      error: context.sessionsError !== null,
      notice: context.sessionsNotice !== null,
      signingOut: context.signingOutId,
    };
  },
  check: ({ event, snapshot }) => {
    const context = snapshot.context as AccountSecurityContext;
    if (event.type === 'password.submit' && snapshot.matches({ password: 'editing' })) {
      const fields = context.passwordErrors.map((error) => error.field);
      if (
        !['currentPassword', 'password', 'confirmPassword'].every((f) =>
          fields.includes(f as never),
        )
      ) {
        throw new Error(`an invalid form must show every problem, got ${fields.join(', ')}`);
      }
    }
    if (event.type === 'xstate.error.actor.changePassword') {
      const [shown] = context.passwordErrors;
      const placed =
        (event as { error?: unknown }).error === wrongCurrent ? 'currentPassword' : 'form';
      if (shown?.field !== placed) {
        throw new Error(`a refused change shown at ${shown?.field}, expected ${placed}`);
      }
    }
    if (event.type === 'xstate.done.actor.changePassword') {
      // Every other session ended, so the list is read again.
      if (!snapshot.matches({ password: 'changed', sessions: 'loading' })) {
        throw new Error('after a change the sessions list must reload');
      }
    }
    if (
      event.type === 'xstate.done.actor.signOutSession' ||
      event.type === 'xstate.done.actor.signOutEverywhere'
    ) {
      if (!snapshot.matches({ sessions: 'loading' }) || context.sessionsNotice === null) {
        throw new Error('a sign-out must say so and reload the list');
      }
    }
    if (
      event.type === 'sessions.signOut' &&
      snapshot.matches({ sessions: { ready: 'signingOut' } })
    ) {
      if (context.signingOutId !== 's-phone')
        throw new Error('the row being signed out is not kept');
    }
    if (
      event.type.startsWith('xstate.error.actor.') &&
      event.type !== 'xstate.error.actor.changePassword'
    ) {
      if (context.sessionsError === null) throw new Error(`${event.type} showed no error`);
    }
  },
});
