import { type ActorRefFrom, assign, setup } from 'xstate';

export interface CountdownInput {
  /** How long the parent's own delay waits; the countdown only shows it in whole seconds. */
  readonly ms: number;
}

export interface CountdownContext {
  secondsLeft: number;
}

/**
 * The seconds a person sees while a flow waits (resend cooldown, redirect to /login). The flow
 * invokes it in its waiting state, so it starts and stops with that state; the flow's own `after`
 * decides when the wait ends.
 */
export const countdownMachine = setup({
  types: {
    context: {} as CountdownContext,
    input: {} as CountdownInput,
  },
  actions: {
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
  },
  guards: {
    timeUp: ({ context }) => context.secondsLeft <= 0,
  },
  delays: {
    SECOND: 1000,
  },
}).createMachine({
  id: 'countdown',
  description:
    'Whole seconds left of a wait the parent flow times: one less each second, ended at 0.',
  context: ({ input }) => ({ secondsLeft: Math.max(0, Math.ceil(input.ms / 1000)) }),
  initial: 'counting',
  states: {
    counting: {
      description: 'Showing the seconds left; one less each second.',
      always: { guard: 'timeUp', target: 'finished' },
      after: { SECOND: { target: 'counting', reenter: true, actions: 'tick' } },
    },
    finished: {
      description: 'No second left (the parent moves on by its own delay).',
      type: 'final',
    },
  },
});

export type CountdownRef = ActorRefFrom<typeof countdownMachine>;

/** The invoke of a waiting state that shows its `ms` as seconds; its ref is `children.countdown`. */
export const invokeCountdown = (ms: number) =>
  ({ id: 'countdown', src: 'countdown', input: { ms } }) as const;
