/**
 * A socket the server closes because the login session ended (4001) tells the session actor of
 * its system with a built-in send (so docs/statecharts/system.md draws it), and does nothing where
 * the system has no session. (The fund socket's policy; the four sockets share the machine.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  type AnyEventObject,
  createActor,
  createMachine,
  enqueueActions,
  fromCallback,
} from 'xstate';
import { systemIds } from '../../src/machines/ids.ts';
import {
  SESSION_ENDED_CLOSE,
  type TransportCommand,
  type TransportEvent,
  type TransportInput,
} from '../../src/machines/sockets/connection-types.ts';
import { fundSocketMachine } from '../../src/machines/sockets/fund-socket.ts';

const quietSocket = fromCallback<TransportCommand, TransportInput, TransportEvent>(() => undefined);
const started: { stop(): void }[] = [];
afterEach(() => {
  for (const system of started.splice(0)) system.stop();
});

function startSystem(withSession: boolean) {
  const told: AnyEventObject[] = [];
  const session = fromCallback<AnyEventObject>(({ receive }) => {
    receive((event) => told.push(event));
  });
  const root = createMachine({
    entry: enqueueActions(({ enqueue }) => {
      if (withSession) enqueue.spawnChild(session, { systemId: systemIds.session } as never);
      enqueue.spawnChild(fundSocketMachine.provide({ actors: { socket: quietSocket } }), {
        id: 'socket',
        systemId: 'socket',
      } as never);
    }),
  });
  const system = createActor(root).start();
  started.push(system);
  const socket = system.system.get('socket');
  socket.send({ type: 'connection.identify', userId: 'u_1' });
  socket.send({ type: 'socket.open' });
  return { socket, told };
}

describe('a socket closed because the login session ended', () => {
  it('tells the session, once, and does not reconnect', () => {
    const { socket, told } = startSystem(true);
    socket.send({ type: 'socket.closed', code: SESSION_ENDED_CLOSE, reason: 'session ended' });
    expect(told).toEqual([{ type: 'session.expired' }]);
    expect(socket.getSnapshot().value).toEqual({ closed: 'normal' });
  });

  it('tells nobody on another close code', () => {
    const { socket, told } = startSystem(true);
    socket.send({ type: 'socket.closed', code: 1006, reason: 'network' });
    expect(told).toEqual([]);
  });

  it('closes quietly in a system without a session', () => {
    const { socket } = startSystem(false);
    socket.send({ type: 'socket.closed', code: SESSION_ENDED_CLOSE, reason: 'session ended' });
    expect(socket.getSnapshot().value).toEqual({ closed: 'normal' });
  });
});
