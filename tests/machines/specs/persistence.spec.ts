import type { PersistedState } from '../../../src/machines/persistence/persisted-state.ts';
import {
  emptyPersistedState,
  persistTimeoutMessage,
} from '../../../src/machines/persistence/persisted-state.ts';
import { persistenceMachine } from '../../../src/machines/persistence/persistence.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, lastCall, samples } from './helpers.ts';

const auth = { isAuthenticated: true, user: { id: 'u1', email: 'a@b.co', fullName: 'A B' } };
const funds = { data: { availableBalance: 1000 } };
const stored: PersistedState = { auth, funds };

interface Context {
  state: PersistedState;
  error: string | null;
}

export const persistenceSpec: ModelSpec = defineModelSpec({
  name: 'persistence',
  machine: persistenceMachine,
  events: {
    ...samples('persist.auth', { auth }),
    ...samples('persist.funds', { funds }),
    ...bareEvents('persist.purge'),
  },
  invokes: {
    readPersistedState: { done: [stored], error: [new Error('persist:root is not JSON')] },
  },
  check: ({ run, event, snapshot }) => {
    const context = snapshot.context as Context;
    if (event.type.startsWith('persist.')) {
      const written = lastCall(run.calls, 'writePersistedState');
      if (JSON.stringify(written?.params) !== JSON.stringify({ state: context.state })) {
        throw new Error(`${event.type} wrote ${JSON.stringify(written?.params)}`);
      }
    }
    const enteredFailure =
      event.type.startsWith('xstate.after.') || event.type.startsWith('xstate.error.');
    if (snapshot.matches({ settled: 'failed' }) && enteredFailure) {
      const reported = lastCall(run.calls, 'reportRehydrationFailure');
      if (JSON.stringify(reported?.params) !== JSON.stringify({ error: context.error })) {
        throw new Error(
          `failure reported as ${JSON.stringify(reported?.params)}, context has ${context.error}`,
        );
      }
      if (event.type.startsWith('xstate.after.') && context.error !== persistTimeoutMessage) {
        throw new Error(`timeout error should name the persist key, got ${context.error}`);
      }
      if (JSON.stringify(context.state) !== JSON.stringify(emptyPersistedState)) {
        throw new Error('a failed rehydration must leave empty slices');
      }
    }
  },
});
