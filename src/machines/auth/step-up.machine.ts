import { assign, emit, setup } from 'xstate';
import type { StepUpResponse } from '../../contracts/step-up.ts';
import { errorInWords } from '../invoke-outcomes.ts';
import { providedRequest } from '../not-provided.ts';

/** What the trader proves: the password, or the authenticator's code with two-factor sign-in on. */
export type StepUpMode = 'password' | 'code';

export interface StepUpContext {
  readonly mode: StepUpMode;
  readonly secret: string;
  readonly error: string | null;
}

export type StepUpEvent =
  /** A call was refused for want of a step-up: ask the trader (the HTTP client waits). */
  { type: 'stepUp.ask' } | { type: 'stepUp.submit'; secret: string } | { type: 'stepUp.cancel' };

/** Told to whoever waits (the HTTP client, which then retries its call or gives up). */
export type StepUpEmitted =
  | { type: 'stepUp.granted'; token: string }
  | { type: 'stepUp.cancelled' };

const cleared = { secret: '', error: null } as const;

/**
 * The step-up dialog ("confirm your password"): a sensitive call the server refused without a
 * fresh proof opens it; the trader types the password (or the authenticator's code when two-factor
 * sign-in is on), the token it earns is handed to the waiting call, which is sent again. Cancelled,
 * the call fails with the server's words. A wrong password keeps the dialog open with the reason.
 */
export const stepUpMachine = setup({
  types: { context: {} as StepUpContext, events: {} as StepUpEvent, emitted: {} as StepUpEmitted },
  actors: {
    /** Whether two-factor sign-in is on for the trader (then the code is asked, not the password). */
    loadMode: providedRequest<StepUpMode, void>('stepUp.loadMode'),
    confirm: providedRequest<StepUpResponse, { mode: StepUpMode; secret: string }>(
      'stepUp.confirm',
    ),
  },
  guards: {
    secretBlank: ({ event }) => event.type === 'stepUp.submit' && event.secret.trim() === '',
  },
  actions: {
    takeSecret: assign(({ event }) =>
      event.type === 'stepUp.submit' ? { secret: event.secret, error: null } : {},
    ),
    takeMode: assign({ mode: (_, params: { mode: StepUpMode }) => params.mode }),
    showError: assign(errorInWords),
    showBlank: assign(({ context }) => ({
      error:
        context.mode === 'code'
          ? 'Enter the code from your authenticator app'
          : 'Enter your password',
    })),
    grant: emit((_, params: { token: string }) => ({
      type: 'stepUp.granted' as const,
      token: params.token,
    })),
    tellCancelled: emit({ type: 'stepUp.cancelled' as const }),
    clear: assign(cleared),
  },
}).createMachine({
  id: 'stepUp',
  description:
    'Confirm your password: a sensitive call refused without a step-up asks for the password (or the two-factor code), then is retried with the token.',
  context: { mode: 'password', ...cleared },
  initial: 'idle',
  states: {
    idle: {
      description: 'No call waits for a step-up; the dialog is closed.',
      on: { 'stepUp.ask': { target: 'checking', actions: 'clear' } },
    },
    checking: {
      description: 'Finding out whether to ask for the password or the authenticator’s code.',
      invoke: {
        id: 'loadMode',
        src: 'loadMode',
        onDone: {
          target: 'asking',
          actions: { type: 'takeMode', params: ({ event }) => ({ mode: event.output }) },
        },
        // Unknown: the password is asked; the server says so if it wants the code instead.
        onError: { target: 'asking', actions: { type: 'takeMode', params: { mode: 'password' } } },
      },
    },
    asking: {
      description:
        'The dialog is open: the password (or code) is typed; a refusal’s words are shown.',
      on: {
        'stepUp.submit': [
          { guard: 'secretBlank', actions: 'showBlank' },
          { target: 'sending', actions: 'takeSecret' },
        ],
        'stepUp.cancel': { target: 'idle', actions: ['tellCancelled', 'clear'] },
      },
    },
    sending: {
      description: 'The proof is out; the dialog waits for the token.',
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => ({ mode: context.mode, secret: context.secret }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'grant', params: ({ event }) => ({ token: event.output.stepUpToken }) },
            'clear',
          ],
        },
        onError: {
          target: 'asking',
          actions: [
            assign({ secret: '' }),
            { type: 'showError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
});
