import type { FirstStepsContext } from '../../../src/machines/first-steps/first-steps.machine.ts';
import { firstStepsMachine } from '../../../src/machines/first-steps/first-steps.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, samples } from './helpers.ts';

const progress = (kycVerified: boolean, funded: boolean, traded: boolean) => ({
  kycVerified,
  funded,
  traded,
});

/** The leaf the checklist is in, as the dashboard reads it. */
const leaf = (value: unknown): string =>
  typeof value === 'string' ? value : `signedIn.${(value as { signedIn: string }).signedIn}`;

/**
 * The rules, independent of the machine's code: no checklist without a trader; a read
 * with every step done completes it for good, one with any step left shows it; a failed read
 * keeps the last ticks; a change reads again unless complete; signing out forgets everything.
 */
export const firstStepsSpec: ModelSpec = defineModelSpec({
  name: 'first-steps',
  machine: firstStepsMachine,
  events: {
    ...samples('firstSteps.signedIn', { userId: 'u1' }),
    ...bareEvents('firstSteps.signedOut', 'firstSteps.refresh'),
  },
  invokes: {
    readProgress: {
      done: [
        progress(false, false, false),
        progress(true, true, false),
        progress(true, true, true),
      ],
      error: [{ message: 'GET /auth/kyc-status failed' }],
    },
  },
  project: (s) => {
    const c = s.context as FirstStepsContext;
    return { userId: c.userId, progress: c.progress, error: c.error };
  },
  check: ({ event, snapshot }) => {
    const c = snapshot.context as FirstStepsContext;
    const at = leaf(snapshot.value);
    const done = c.progress.kycVerified && c.progress.funded && c.progress.traded;
    if (event.type === 'firstSteps.signedOut') {
      if (at !== 'signedOut' || c.userId !== null || c.progress.funded || c.progress.traded) {
        throw new Error('signing out must forget the trader and their steps');
      }
    }
    if (event.type === 'firstSteps.signedIn' && at === 'signedIn.reading' && c.userId !== 'u1') {
      throw new Error('the steps must be read for the trader who signed in');
    }
    if (event.type === 'xstate.done.actor.readProgress') {
      const output = (event as unknown as { output: FirstStepsContext['progress'] }).output;
      const all = output.kycVerified && output.funded && output.traded;
      if (at !== (all ? 'signedIn.complete' : 'signedIn.showing')) {
        throw new Error(`a read of ${JSON.stringify(output)} led to ${at}`);
      }
      if (JSON.stringify(c.progress) !== JSON.stringify(output)) {
        throw new Error('the ticks must be the ones read');
      }
    }
    if (event.type === 'xstate.error.actor.readProgress' && at !== 'signedIn.unavailable') {
      throw new Error(`a failed read led to ${at}`);
    }
    if (at === 'signedIn.complete' && !done) throw new Error('complete with a step left');
    if (at === 'signedIn.showing' && done) throw new Error('showing with every step done');
    if (at === 'signedOut' && c.userId !== null) throw new Error('a trader without a session');
  },
});
