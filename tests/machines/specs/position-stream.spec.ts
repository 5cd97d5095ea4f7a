import type { AnyMachineSnapshot } from 'xstate';
import type { ConnectionContext } from '../../../src/machines/sockets/connection-types.ts';
import { positionStreamMachine } from '../../../src/machines/trading/position-stream.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { connectionEvents, lastCall } from './helpers.ts';

export const positionStreamSpec: ModelSpec = defineModelSpec({
  name: 'position-stream',
  machine: positionStreamMachine,
  events: connectionEvents({
    userId: 'u-1',
    subscription: { key: 'position', body: { category: 'position' } },
    abnormalClose: { code: 1006, reason: '' },
  }),
  invokes: { socket: { error: [new Error('The URL is not a WebSocket URL')] } },
  project: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as ConnectionContext;
    return {
      userId: context.userId,
      attempt: Math.min(context.attempt, 1),
      subscriptions: Object.keys(context.subscriptions),
      queue: context.queue.map((m) => `${m.action}:${m.subscription.key}`),
    };
  },
  limit: 20_000,
  check: ({ snapshot, event, run }) => {
    const context = snapshot.context as ConnectionContext;
    if (event.type === 'socket.open' && 'position' in context.subscriptions) {
      const sent = lastCall(run.calls, 'transmit')?.params as
        | { messages: Record<string, unknown>[] }
        | undefined;
      const subscribe = sent?.messages.find((m) => m.action === 'subscribe');
      if (subscribe?.category !== 'position' || subscribe.userId !== 'u-1') {
        throw new Error('the queued subscribe must go out once the socket opens');
      }
    }
    if (snapshot.matches('idle') !== (context.userId === null)) {
      throw new Error('the position stream is open exactly while a user id is known');
    }
    if (snapshot.matches({ closed: 'gaveUp' }))
      throw new Error('the position stream never gives up');
    if (
      event.type === 'socket.closed' &&
      (event as { code?: number }).code !== 4001 &&
      snapshot.matches('live')
    ) {
      throw new Error('a close must wait out the reconnect delay');
    }
    const sessionEnded = (event as { code?: number }).code === 4001;
    if (event.type === 'socket.closed' && sessionEnded && !snapshot.matches('idle')) {
      if (!snapshot.matches({ closed: 'normal' }))
        throw new Error('a close for an ended session (4001) does not reconnect');
    } else if (event.type === 'socket.closed' && !snapshot.matches('idle')) {
      if (!snapshot.matches('reconnecting')) throw new Error('every other server close reconnects');
    }
  },
});
