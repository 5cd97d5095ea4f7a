import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { websocketTransport } from '../../../src/services/sockets/websocket-transport.ts';
import { FakeSocket } from './fake-socket.ts';

function harness() {
  const sockets: FakeSocket[] = [];
  const data: unknown[] = [];
  const invalid: unknown[] = [];
  const events: string[] = [];
  let detached = 0;
  const transport = websocketTransport({
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    url: ({ userId }) => `ws://x/market/ws?userId=${userId}`,
    onMessage: (message) => data.push(message),
    onInvalid: (raw) => invalid.push(raw),
    onDetach: () => {
      detached += 1;
    },
  });
  const parent = setup({ actors: { transport } }).createMachine({
    invoke: { id: 'socket', src: 'transport', input: { userId: 'g_a' } },
    on: { '*': { actions: ({ event }) => events.push(event.type) } },
  });
  const actor = createActor(parent);
  actor.start();
  const child = () => actor.getSnapshot().children.socket;
  return { actor, sockets, data, invalid, events, child, detached: () => detached };
}

/** The harness once its socket has opened and received these raw frames from the server. */
function openedWith(frames: string[]) {
  const opened = harness();
  const socket = opened.sockets[0] as FakeSocket;
  socket.open();
  for (const data of frames) socket.onmessage?.({ data });
  return { ...opened, socket };
}

describe('websocket transport', () => {
  it('reports open, pong and close to the machine and data to the store', () => {
    const { socket, data, invalid, events } = openedWith([
      '{"type":"pong"}',
      '{"type":"symbol-update","symbol":"BTCUSDT"}',
      'not json',
    ]);
    socket.drop(1006);
    expect(events).toEqual(['socket.open', 'socket.pong', 'socket.closed']);
    expect(data).toEqual([{ type: 'symbol-update', symbol: 'BTCUSDT' }]);
    expect(invalid).toEqual(['not json']);
  });

  it('hands a window frame (JSON array) over message by message, pongs to the machine', () => {
    const { socket, data, events, detached } = openedWith([
      '{"type":"hello","socketId":"abc"}',
      '[{"type":"symbol-update","symbol":"BTCUSDT"},{"type":"pong"},{"type":"symbol-update","symbol":"ETHUSDT"}]',
    ]);
    expect(data).toEqual([
      { type: 'hello', socketId: 'abc' },
      { type: 'symbol-update', symbol: 'BTCUSDT' },
      { type: 'symbol-update', symbol: 'ETHUSDT' },
    ]);
    expect(events).toEqual(['socket.open', 'socket.pong']);
    expect(detached()).toBe(0);
    socket.drop(1006);
    expect(detached()).toBeGreaterThanOrEqual(1);
  });

  it('sends only while open and closes with the code it is given', () => {
    const { sockets, child } = harness();
    const socket = sockets[0] as FakeSocket;
    child()?.send({ type: 'transport.send', messages: [{ type: 'ping' }] });
    expect(socket.sent).toEqual([]);
    socket.readyState = 1;
    child()?.send({ type: 'transport.send', messages: [{ type: 'ping' }, { type: 'ping' }] });
    expect(socket.sent).toEqual(['{"type":"ping"}', '{"type":"ping"}']);
    child()?.send({ type: 'transport.close', code: 4000, reason: 'no pong' });
    expect(socket.closedWith).toEqual([4000, 'no pong']);
  });

  it('closes with 1000 and detaches every handler when the state ends', () => {
    const { actor, sockets, events } = harness();
    const socket = sockets[0] as FakeSocket;
    socket.readyState = 1;
    actor.stop();
    expect(socket.closedWith).toEqual([1000, 'done']);
    expect(socket.onmessage).toBeNull();
    expect(socket.onclose).toBeNull();
    expect(events).toEqual([]);
  });
});
