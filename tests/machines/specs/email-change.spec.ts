import {
  type EmailChangeContext,
  emailChangeMachine,
} from '../../../src/machines/account/email-change.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, samples } from './helpers.ts';
import { pinTransitions, type TransitionTable } from './pinned-transitions.ts';

type State = 'idle' | 'editing' | 'requesting' | 'awaitingCode' | 'resending' | 'confirming';

/**
 * What the Email section must do (issue 24), independent of the machine's code: (state, event,
 * whether its input is good) → the state after. A bad address or a blank code stays put with the
 * reason; the server's refusal (a cancelled step-up among them) goes back a step with its words.
 */
const expected: TransitionTable<State> = {
  idle: { 'emailChange.start': 'editing', 'emailChange.reset': 'idle' },
  editing: {
    'emailChange.submit:good': 'requesting',
    'emailChange.submit:bad': 'editing',
    'emailChange.cancel': 'idle',
    'emailChange.reset': 'idle',
  },
  requesting: {
    'xstate.done.actor.requestChange': 'awaitingCode',
    'xstate.error.actor.requestChange': 'editing',
    'emailChange.reset': 'idle',
  },
  awaitingCode: {
    'emailChange.confirm:good': 'confirming',
    'emailChange.confirm:bad': 'awaitingCode',
    'emailChange.resend': 'resending',
    'emailChange.cancel': 'idle',
    'emailChange.reset': 'idle',
  },
  resending: {
    'xstate.done.actor.resendChange': 'awaitingCode',
    'xstate.error.actor.resendChange': 'awaitingCode',
  },
  confirming: {
    'xstate.done.actor.confirmChange': 'idle',
    'xstate.error.actor.confirmChange': 'awaitingCode',
  },
};

const keyOf = (event: { type: string; newEmail?: unknown; code?: unknown }): string => {
  if (event.type === 'emailChange.submit') {
    return `${event.type}:${/^\S+@\S+\.\S+$/.test(String(event.newEmail).trim()) ? 'good' : 'bad'}`;
  }
  if (event.type === 'emailChange.confirm') {
    return `${event.type}:${String(event.code).trim() === '' ? 'bad' : 'good'}`;
  }
  return event.type;
};

const pinned = pinTransitions({ initial: 'idle', expected, keyOf });

export const emailChangeSpec: ModelSpec = defineModelSpec({
  name: 'email-change',
  machine: emailChangeMachine,
  events: {
    ...bareEvents(
      'emailChange.start',
      'emailChange.resend',
      'emailChange.cancel',
      'emailChange.reset',
    ),
    ...samples(
      'emailChange.submit',
      { newEmail: 'not-an-email' },
      { newEmail: ' new@example.com ' },
    ),
    ...samples('emailChange.confirm', { code: ' ' }, { code: ' 123456 ' }),
  },
  invokes: {
    requestChange: {
      done: [
        {
          message: 'We sent a code to new@example.com.',
          newEmail: 'new@example.com',
          expiresIn: 600,
        },
      ],
      error: [new Error('Confirm your password to continue')],
    },
    resendChange: {
      done: [
        {
          message: 'We sent a code to new@example.com.',
          newEmail: 'new@example.com',
          expiresIn: 600,
        },
      ],
      error: [new Error('Please wait 20 seconds before requesting a new code.')],
    },
    confirmChange: {
      done: [{ message: 'Your email is now new@example.com.', email: 'new@example.com' }],
      error: [new Error('Invalid OTP. Please check the code and try again (4 tries left).')],
    },
  },
  project: (s) => ({
    pending: s.context.pendingEmail !== null,
    changed: s.context.changedTo !== null,
    error: s.context.error !== null,
  }),
  check: (args) => {
    const { key } = pinned(args);
    const { run, event, snapshot } = args;
    const context = snapshot.context as EmailChangeContext;
    if (key.endsWith(':bad') && context.error === null) {
      throw new Error(`${key} showed no reason`);
    }
    if (event.type.startsWith('xstate.error.actor.') && context.error === null) {
      throw new Error(`${event.type} showed no error`);
    }
    if (event.type === 'xstate.done.actor.confirmChange') {
      if (context.changedTo !== 'new@example.com') {
        throw new Error('the new email is not shown after the change');
      }
      // The session and the currency actor (update-currency names the account) take the new one.
      const told = run.calls.at(-1);
      if (
        told?.action !== 'tellSession' ||
        (told.params as { email?: string }).email !== 'new@example.com'
      ) {
        throw new Error('the session was not told the new email');
      }
    } else if (
      run.calls.at(-1)?.action === 'tellSession' &&
      run.calls.at(-1)?.event === event.type
    ) {
      throw new Error(`${event.type} told the session of an email change`);
    }
    if (
      event.type === 'xstate.done.actor.requestChange' &&
      context.pendingEmail !== 'new@example.com'
    ) {
      throw new Error('the address the code went to is not shown');
    }
    if (
      event.type === 'emailChange.reset' &&
      (context.changedTo !== null || context.pendingEmail !== null)
    ) {
      throw new Error('a reset kept the last trader’s change');
    }
  },
});
