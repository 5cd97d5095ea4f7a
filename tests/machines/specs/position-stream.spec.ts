import type { ConnectionContext } from '../../../src/machines/sockets/connection-types.ts';
import { positionStreamMachine } from '../../../src/machines/trading/position-stream.ts';
import type { ModelSpec } from '../harness/index.ts';
import { lastCall } from './helpers.ts';
import { userStreamSpec } from './user-stream-spec.ts';

export const positionStreamSpec: ModelSpec = userStreamSpec({
  name: 'position-stream',
  stream: 'position',
  machine: positionStreamMachine,
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
  },
});
