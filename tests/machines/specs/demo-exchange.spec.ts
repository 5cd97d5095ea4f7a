import { demoExchangeMachine } from '../../../src/machines/app-config/demo-exchange.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';

type State = 'checking' | 'demo' | 'live' | 'unknown';

/**
 * What the banner must do (issue 24), independent of the machine's code: the server's `true`
 * shows it for good, `false` never, and no answer shows nothing yet and asks again.
 */
const expected: Record<string, State> = {
  'xstate.done.actor.loadDeployment:true': 'demo',
  'xstate.done.actor.loadDeployment:false': 'live',
  'xstate.error.actor.loadDeployment': 'unknown',
};

export const demoExchangeSpec: ModelSpec = defineModelSpec({
  name: 'demo-exchange',
  machine: demoExchangeMachine,
  events: {},
  invokes: {
    loadDeployment: { done: [true, false], error: [new Error('Network error')] },
  },
  check: ({ event, snapshot }) => {
    const now = snapshot.value as State;
    const key =
      event.type === 'xstate.done.actor.loadDeployment'
        ? `${event.type}:${String((event as { output?: unknown }).output)}`
        : event.type;
    const want = expected[key];
    if (want !== undefined && now !== want) {
      throw new Error(`${key} led to ${now}, expected ${want}`);
    }
    if (event.type.startsWith('xstate.after.') && now !== 'checking') {
      throw new Error(`after the wait the server is not asked again (${now})`);
    }
  },
});
