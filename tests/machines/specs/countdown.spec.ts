import { assign } from 'xstate';
import {
  type CountdownContext,
  countdownMachine,
} from '../../../src/machines/countdown/countdown.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';

const secondsBefore = new WeakMap<object, number>();

/**
 * 2.5 s of wait: shown as 3, then 2, 1, and finished at 0 (whole seconds, rounded up). The real tick
 * reads Date.now(), which the simulated clock does not move; here each second takes one off, and
 * countdown-clock.test.ts checks the real tick against the deadline.
 */
export const countdownSpec: ModelSpec = defineModelSpec({
  name: 'countdown',
  machine: countdownMachine,
  input: { ms: 2_500 },
  events: {},
  provide: {
    actions: {
      tick: assign({
        secondsLeft: ({ context }: { context: CountdownContext }) => context.secondsLeft - 1,
      }),
    },
  },
  project: (snapshot) => ({ secondsLeft: (snapshot.context as CountdownContext).secondsLeft }),
  check: ({ run, event, snapshot }) => {
    const left = (snapshot.context as CountdownContext).secondsLeft;
    if (event.type === 'xstate.init' && left !== 3) throw new Error(`starts at 3, got ${left}`);
    if (event.type.startsWith('xstate.after.')) {
      const before = secondsBefore.get(run);
      if (left !== (before ?? Number.NaN) - 1) {
        throw new Error(`a second takes exactly one off: ${before} -> ${left}`);
      }
    }
    if ((left === 0) !== (snapshot.status === 'done')) {
      throw new Error(`ends exactly at 0 (left ${left}, status ${snapshot.status})`);
    }
    secondsBefore.set(run, left);
  },
});
