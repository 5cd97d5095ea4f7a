import { type ActorRefFrom, assign, setup } from 'xstate';

export interface CountdownInput {
  /** How long the parent's own delay waits; the countdown only shows it in whole seconds. */
  readonly ms: number;
}

export interface CountdownContext {
  /** When the wait ends, in `Date.now()` time. */
  readonly endsAt: number;
  secondsLeft: number;
}

/** Whole seconds from `now` to `endsAt`, rounded up, never below 0. */
export const secondsUntil = (endsAt: number, now: number): number =>
  Math.max(0, Math.ceil((endsAt - now) / 1000));

/**
 * The seconds a person sees while a flow waits (resend cooldown, redirect to /login). The flow
 * invokes it in its waiting state, so it starts and stops with that state; the flow's own `after`
 * decides when the wait ends. Each tick reads the clock against the deadline, so a late or extra
 * timer never shows a wrong second.
 */
export const countdownMachine = setup({
  types: { context: {} as CountdownContext, input: {} as CountdownInput },
  actions: {
    tick: assign({ secondsLeft: ({ context }) => secondsUntil(context.endsAt, Date.now()) }),
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
    'Whole seconds left of a wait the parent flow times, read against its deadline each second; ended at 0.',
  context: ({ input }) => {
    const now = Date.now();
    return { endsAt: now + input.ms, secondsLeft: secondsUntil(now + input.ms, now) };
  },
  initial: 'counting',
  states: {
    counting: {
      description: 'Showing the seconds left; read again each second.',
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

/**
 * A Resend button's cooldown states: `coolingDown` shows the `ms` counting down and waits for the
 * machine's own `RESEND_COOLDOWN` delay; then `ready` takes `resend` to the `sending` state (the
 * caller's), clearing the last error.
 */
export const resendCooldown = <const E extends string>(
  ms: number,
  resend: E,
  coolingDownDescription: string,
) => ({
  coolingDown: {
    description: coolingDownDescription,
    invoke: invokeCountdown(ms),
    after: { RESEND_COOLDOWN: { target: 'ready' } },
  },
  ready: {
    description: 'Resend is enabled.',
    on: { [resend]: { target: 'sending', actions: 'clearError' } } as Record<
      E,
      { readonly target: 'sending'; readonly actions: 'clearError' }
    >,
  },
});
