import type { AnyMachineSnapshot } from 'xstate';
import {
  type MarketTopicContext,
  marketTopicMachine,
} from '../../../src/machines/market/market-topic.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, samples } from './helpers.ts';

export const marketTopicSpec: ModelSpec = defineModelSpec({
  name: 'market-topic',
  machine: marketTopicMachine,
  input: { topic: { category: 'dashboard' } },
  events: {
    ...samples('topic.user', { userId: 'g_k3x9q' }, { userId: 'trader-1' }, { userId: null }),
    ...bareEvents('topic.retry'),
    // What the invoked subscription sends back.
    ...bareEvents('topic.subscribed'),
    ...samples('topic.failed', { error: 'Unknown dashboard symbols: FOOUSDT' }),
  },
  project: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as MarketTopicContext;
    return { userId: c.userId, error: c.error };
  },
  check: ({ snapshot }) => {
    const c = snapshot.context as MarketTopicContext;
    if (snapshot.matches('watching') && c.userId === null) {
      throw new Error('subscribed without a user id');
    }
    if (snapshot.matches('failed') !== (c.error !== null)) {
      throw new Error('an error shows exactly in the failed state');
    }
    const subscription = snapshot.children.subscription;
    if (snapshot.matches('watching') !== (subscription !== undefined)) {
      throw new Error('the subscription must live exactly as long as the watching state');
    }
  },
});
