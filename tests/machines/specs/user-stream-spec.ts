import type { AnyStateMachine } from 'xstate';
import type { ConnectionContext } from '../../../src/machines/sockets/connection-types.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { connectionModel } from './helpers.ts';

type Check = NonNullable<Parameters<typeof defineModelSpec>[0]['check']>;

/**
 * The model spec of a trading user stream (order, position): the connection machine with a policy
 * that reconnects after every server close but 4001 (session ended), never gives up, and is open
 * exactly while a user id is known. `check` adds the stream's own rules.
 */
export function userStreamSpec(options: {
  name: string;
  stream: string;
  machine: AnyStateMachine;
  check?: Check;
}): ModelSpec {
  const { name, stream, machine } = options;
  return defineModelSpec({
    name,
    machine,
    ...connectionModel({
      userId: 'u-1',
      subscription: { key: stream, body: { category: stream } },
      abnormalClose: { code: 1006, reason: '' },
      attemptsAlike: true,
    }),
    check: (args) => {
      options.check?.(args);
      const { snapshot, event } = args;
      const context = snapshot.context as ConnectionContext;
      if (snapshot.matches('idle') !== (context.userId === null)) {
        throw new Error(`the ${stream} stream is open exactly while a user id is known`);
      }
      if (snapshot.matches({ closed: 'gaveUp' })) {
        throw new Error(`the ${stream} stream never gives up`);
      }
      if (event.type !== 'socket.closed' || snapshot.matches('idle')) return;
      if ((event as { code?: number }).code === 4001) {
        if (!snapshot.matches({ closed: 'normal' }))
          throw new Error('a close for an ended session (4001) does not reconnect');
      } else if (!snapshot.matches('reconnecting')) {
        throw new Error('every other server close reconnects after its delay');
      }
    },
  });
}
