import { assign, type EventObject, fromCallback, setup } from 'xstate';
import { notProvided, providedRequest } from '../not-provided.ts';

/** The three first steps of a new trader, each done or not. */
export interface FirstStepsProgress {
  readonly kycVerified: boolean;
  readonly funded: boolean;
  readonly traded: boolean;
}

export interface FirstStepsContext {
  readonly userId: string | null;
  readonly progress: FirstStepsProgress;
  readonly error: string | null;
}

export type FirstStepsEvent =
  | { type: 'firstSteps.signedIn'; userId: string }
  | { type: 'firstSteps.signedOut' }
  /** Something the steps depend on changed (funds, positions, a KYC result), or the page asks. */
  | { type: 'firstSteps.refresh' };

const none: FirstStepsProgress = { kycVerified: false, funded: false, traded: false };

const allDone = (p: FirstStepsProgress) => p.kycVerified && p.funded && p.traded;

/**
 * The dashboard's first-steps checklist (issue 25): verify KYC, add funds, place a first trade.
 * Each step ticks itself off when the account shows it done (read again whenever the funds, the
 * positions or a notice change); once all three are done the checklist is complete for good.
 */
export const firstStepsMachine = setup({
  types: { context: {} as FirstStepsContext, events: {} as FirstStepsEvent },
  actors: {
    readProgress: providedRequest<FirstStepsProgress, { userId: string }>(
      'firstSteps.readProgress',
    ),
    watchAccount: fromCallback<EventObject, { userId: string }>(() =>
      notProvided('firstSteps.watchAccount'),
    ),
  },
  guards: {
    allDone: (_, progress: FirstStepsProgress) => allDone(progress),
  },
}).createMachine({
  id: 'firstSteps',
  description:
    'The first-steps checklist of a signed-in trader: verify KYC, add funds, place a first trade; each ticks itself off.',
  context: { userId: null, progress: none, error: null },
  initial: 'signedOut',
  on: {
    'firstSteps.signedOut': {
      target: '.signedOut',
      actions: assign({ userId: null, progress: none, error: null }),
    },
  },
  states: {
    signedOut: {
      description: 'No trader: no checklist.',
      on: {
        'firstSteps.signedIn': {
          target: 'signedIn',
          actions: assign({ userId: ({ event }) => event.userId, progress: none, error: null }),
        },
      },
    },
    signedIn: {
      description:
        'A trader is signed in: their funds, positions and notices are watched, and any change reads the steps again.',
      invoke: {
        id: 'watchAccount',
        src: 'watchAccount',
        input: ({ context }) => ({ userId: context.userId ?? '' }),
      },
      initial: 'reading',
      states: {
        reading: {
          description: 'Reading the KYC status, the funds and the fills.',
          invoke: {
            id: 'readProgress',
            src: 'readProgress',
            input: ({ context }) => ({ userId: context.userId ?? '' }),
            onDone: [
              {
                guard: { type: 'allDone', params: ({ event }) => event.output },
                target: 'complete',
                actions: assign({ progress: ({ event }) => event.output, error: null }),
              },
              {
                target: 'showing',
                actions: assign({ progress: ({ event }) => event.output, error: null }),
              },
            ],
            onError: {
              target: 'unavailable',
              actions: assign({
                error: ({ event }) =>
                  event.error instanceof Error
                    ? event.error.message
                    : 'The steps could not be read',
              }),
            },
          },
        },
        showing: {
          description:
            'Some steps are left: the checklist shows each step, ticked when done, with a link to do the next.',
          on: { 'firstSteps.refresh': { target: 'reading' } },
        },
        unavailable: {
          description:
            'The steps could not be read: the last ticks stay; the next change or visit reads them again.',
          on: { 'firstSteps.refresh': { target: 'reading' } },
        },
        complete: {
          description: 'All three steps are done: the checklist is gone for good.',
        },
      },
    },
  },
});
