import { marketStream } from '../../../src/domain/constants.ts';
import type { ConnectionContext } from '../../../src/machines/sockets/connection-types.ts';
import { marketSocketMachine } from '../../../src/machines/sockets/market-socket.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { connectionModel } from './helpers.ts';

const dashboard = { key: 'dashboard', body: { category: 'dashboard' } };

export const marketSocketSpec: ModelSpec = defineModelSpec({
  name: 'market-socket',
  machine: marketSocketMachine,
  ...connectionModel({
    userId: 'g_k3x9q',
    subscription: dashboard,
    abnormalClose: { code: 1006, reason: '' },
    attemptsAlike: false,
  }),
  check: ({ snapshot, event }) => {
    const context = snapshot.context as ConnectionContext;
    if (context.attempt > marketStream.maxReconnects) {
      throw new Error(`attempt ${context.attempt} exceeds ${marketStream.maxReconnects}`);
    }
    if (context.userId === null && Object.keys(context.subscriptions).length > 0) {
      throw new Error('a subscription exists without a user id');
    }
    if (snapshot.matches({ live: 'open' }) && (context.queue.length > 0 || context.attempt !== 0)) {
      throw new Error('open with a queue left or the backoff not reset');
    }
    if (snapshot.matches('idle') && context.userId !== null) {
      throw new Error('idle while a user id is known');
    }
    if (event.type === 'socket.closed' && (event as { code?: number }).code === 1000) {
      if (!snapshot.matches({ closed: 'normal' }) && !snapshot.matches('idle')) {
        throw new Error('a normal close must not reconnect');
      }
    }
  },
});
