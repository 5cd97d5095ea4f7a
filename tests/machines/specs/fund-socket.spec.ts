import type { ConnectionContext } from '../../../src/machines/sockets/connection-types.ts';
import { fundSocketMachine } from '../../../src/machines/sockets/fund-socket.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { connectionModel } from './helpers.ts';

export const fundSocketSpec: ModelSpec = defineModelSpec({
  name: 'fund-socket',
  machine: fundSocketMachine,
  ...connectionModel({
    userId: 'u-1',
    subscription: { key: 'fund', body: { category: 'fund' } },
    abnormalClose: { code: 1006, reason: 'gone' },
    // No attempt limit: past the first reconnect every count behaves alike.
    attemptsAlike: true,
  }),
  check: ({ snapshot, event }) => {
    const context = snapshot.context as ConnectionContext;
    if (snapshot.matches('idle') && context.userId !== null) {
      throw new Error('idle while a user id is known');
    }
    if (!snapshot.matches('idle') && context.userId === null) {
      throw new Error('a fund socket without a user id');
    }
    if (snapshot.matches({ closed: 'gaveUp' })) throw new Error('the fund socket never gives up');
    if (event.type === 'socket.closed') {
      const code = (event as { code?: number }).code;
      if (code === 1000 && !snapshot.matches({ closed: 'normal' }) && !snapshot.matches('idle')) {
        throw new Error('a normal close must not reconnect');
      }
      if (code === 4001 && !snapshot.matches({ closed: 'normal' }) && !snapshot.matches('idle')) {
        throw new Error('a socket whose session ended must not reconnect');
      }
      if (code !== 1000 && snapshot.matches('live')) {
        throw new Error('an abnormal close must wait 5 s before reconnecting');
      }
    }
  },
});
