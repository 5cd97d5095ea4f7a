import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { type Actor, createActor, SimulatedClock, type SnapshotFrom, waitFor } from 'xstate';
import { connectionStatus } from '../../../src/machines/sockets/connection-status.ts';
import { PONG_TIMEOUT_CLOSE } from '../../../src/machines/sockets/connection-types.ts';
import { marketSocketMachine } from '../../../src/machines/sockets/market-socket.ts';
import {
  type SocketLike,
  websocketTransport,
} from '../../../src/services/sockets/websocket-transport.ts';

/**
 * The market socket actor against a real loopback WebSocket server: the server kills connections,
 * withholds pongs, refuses upgrades and closes with 1000; a simulated clock drives the machine's
 * timers, so every delay is checked to the millisecond (1 ms early nothing happens, on time it does).
 */

interface Loopback {
  server: WebSocketServer;
  url: string;
  /** Upgrade requests seen (accepted or refused). */
  attempts: number;
  accepting: boolean;
  answerPings: boolean;
  sockets: WebSocket[];
  received: Record<string, unknown>[];
  closes: number[];
}

async function startServer(): Promise<Loopback> {
  const loop = {
    attempts: 0,
    accepting: true,
    answerPings: true,
    sockets: [],
    received: [],
    closes: [],
  } as unknown as Loopback;
  const server = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    verifyClient: (_info, done) => {
      loop.attempts += 1;
      if (loop.accepting) done(true);
      else done(false, 503, 'unavailable');
    },
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  server.on('connection', (socket) => {
    loop.sockets.push(socket);
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as Record<string, unknown>;
      loop.received.push(message);
      if (message.type === 'ping' && loop.answerPings)
        socket.send(JSON.stringify({ type: 'pong' }));
    });
    socket.on('close', (code) => loop.closes.push(code));
  });
  loop.server = server;
  loop.url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/market/ws`;
  return loop;
}

/** Real time passes for sockets; the machine's clock does not move by itself. */
async function until(check: () => boolean, what: string, ms = 3_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Lets socket events that are already on their way arrive (proves that nothing happened). */
const quiet = () => new Promise((resolve) => setTimeout(resolve, 150));

let loop: Loopback;
let clock: SimulatedClock;
let actor: Actor<typeof marketSocketMachine>;
const data: unknown[] = [];

const status = () => connectionStatus(actor.getSnapshot());
const pings = () => loop.received.filter((m) => m.type === 'ping').length;
const subscribes = () => loop.received.filter((m) => m.action === 'subscribe');

beforeEach(async () => {
  loop = await startServer();
  clock = new SimulatedClock();
  data.length = 0;
  const machine = marketSocketMachine.provide({
    actors: {
      socket: websocketTransport({
        createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
        url: ({ userId }) => `${loop.url}?userId=${userId}&category=user`,
        onMessage: (message) => data.push(message),
      }),
    },
  });
  actor = createActor(machine, { clock });
  actor.start();
});

afterEach(async () => {
  actor.stop();
  for (const socket of loop.sockets) socket.terminate();
  await new Promise<void>((resolve) => loop.server.close(() => resolve()));
});

/** The actor reaches `state` within 3 s of real time. */
const reaches = (state: Parameters<SnapshotFrom<typeof marketSocketMachine>['matches']>[0]) =>
  waitFor(actor, (s) => s.matches(state), { timeout: 3_000 });

/**
 * Runs the machine's clock to 1 ms short of `ms` and proves with `unchanged` that nothing has
 * happened yet, then runs the last millisecond.
 */
async function onTimeNotEarlier(ms: number, unchanged: () => void): Promise<void> {
  clock.increment(ms - 1);
  await quiet();
  unchanged();
  clock.increment(1);
}

/** The server stops accepting connections and kills the open one; the actor starts reconnecting. */
async function serverDownKillsSocket(): Promise<void> {
  loop.accepting = false;
  loop.sockets[0]?.terminate();
  await reaches('reconnecting');
}

async function openWithDashboard(): Promise<void> {
  actor.send({
    type: 'connection.subscribe',
    subscription: { key: 'dashboard', body: { category: 'dashboard' } },
  });
  expect(actor.getSnapshot().context.subscriptions).toEqual({});
  actor.send({ type: 'connection.identify', userId: 'g_k3x9q' });
  actor.send({
    type: 'connection.subscribe',
    subscription: { key: 'dashboard', body: { category: 'dashboard' } },
  });
  await reaches({ live: 'open' });
  await until(() => subscribes().length === 1, 'the queued subscribe');
}

describe('market socket against a loopback server', () => {
  it('refuses a subscription without a user id, queues before open and sends it on open', async () => {
    expect(status()).toBe('idle');
    await openWithDashboard();
    expect(subscribes()).toEqual([
      { category: 'dashboard', action: 'subscribe', userId: 'g_k3x9q' },
    ]);
    expect(loop.attempts).toBe(1);
  });

  it('pings exactly every 10 s and stays open while pongs come back', async () => {
    await openWithDashboard();
    for (let round = 1; round <= 3; round += 1) {
      await onTimeNotEarlier(10_000, () => expect(pings()).toBe(round - 1));
      await until(() => pings() === round, `ping ${round}`);
      await reaches({ live: { open: 'healthy' } });
    }
    expect(status()).toBe('open');
    expect(loop.attempts).toBe(1);
  });

  it('closes 5 s after an unanswered ping, reconnects after 1 s and resends every subscription', async () => {
    await openWithDashboard();
    loop.answerPings = false;
    clock.increment(10_000);
    await until(() => pings() === 1, 'the ping');
    await onTimeNotEarlier(5_000, () => expect(status()).toBe('open'));
    expect(status()).toBe('reconnecting');
    await until(() => loop.closes.length === 1, 'the server to see the close');
    expect(loop.closes[0]).toBe(PONG_TIMEOUT_CLOSE);

    loop.answerPings = true;
    await onTimeNotEarlier(1_000, () => expect(loop.attempts).toBe(1));
    await until(() => loop.attempts === 2, 'the reconnect');
    await reaches({ live: 'open' });
    await until(() => subscribes().length === 2, 'the resent subscribe');
    expect(subscribes()[1]).toEqual({
      category: 'dashboard',
      action: 'subscribe',
      userId: 'g_k3x9q',
    });
  });

  it('after the server kills the socket, backs off 1, 2, 4, 8, 16 s, then gives up', async () => {
    await openWithDashboard();
    await serverDownKillsSocket();
    const delays = [1_000, 2_000, 4_000, 8_000, 16_000];
    for (const [index, delay] of delays.entries()) {
      await onTimeNotEarlier(delay, () =>
        expect(loop.attempts, `attempt ${index + 1} must wait ${delay} ms`).toBe(index + 1),
      );
      await until(() => loop.attempts === index + 2, `attempt ${index + 1}`);
      await waitFor(actor, (s) => !s.matches('live'), { timeout: 3_000 });
    }
    expect(actor.getSnapshot().matches({ closed: 'gaveUp' })).toBe(true);
    expect(actor.getSnapshot().context.attempt).toBe(5);
    clock.increment(60_000);
    await quiet();
    expect(loop.attempts).toBe(6);
  });

  it('resets the backoff only once a connection is really open', async () => {
    await openWithDashboard();
    await serverDownKillsSocket();
    clock.increment(1_000);
    await until(() => loop.attempts === 2, 'attempt 1');
    await reaches('reconnecting');
    loop.accepting = true;
    // The second attempt waits 2 s: a failed connection did not reset the backoff.
    await onTimeNotEarlier(2_000, () => expect(loop.attempts).toBe(2));
    await reaches({ live: 'open' });
    expect(actor.getSnapshot().context.attempt).toBe(0);
    loop.sockets.at(-1)?.terminate();
    await reaches('reconnecting');
    await onTimeNotEarlier(1_000, () => expect(loop.attempts).toBe(3));
    await until(() => loop.attempts === 4, 'the reconnect after a real open');
  });

  it('does not reconnect after the server closes with 1000', async () => {
    await openWithDashboard();
    loop.sockets[0]?.close(1000, 'Market data cancelled');
    await reaches({ closed: 'normal' });
    clock.increment(120_000);
    await quiet();
    expect(loop.attempts).toBe(1);
    expect(status()).toBe('closed');
    actor.send({ type: 'connection.retry' });
    await reaches({ live: 'open' });
    expect(loop.attempts).toBe(2);
  });

  it('hands data messages to the store, not to the machine, and reconnects under a new user id', async () => {
    await openWithDashboard();
    const update = { type: 'symbol-update', category: 'dashboard', symbol: 'BTCUSDT', data: {} };
    loop.sockets[0]?.send(JSON.stringify(update));
    await until(() => data.length === 1, 'the data message');
    expect(data[0]).toEqual(update);
    actor.send({ type: 'connection.identify', userId: 'g_other' });
    await until(() => loop.attempts === 2, 'the connection for the new user');
    await reaches({ live: 'open' });
    await until(() => subscribes().length === 2, 'the subscription under the new user');
    expect(subscribes()[1]?.userId).toBe('g_other');
    await until(() => loop.closes.includes(1000), 'the old socket closed normally');
  });

  it('goes offline without spending attempts and reconnects when the browser is back online', async () => {
    await openWithDashboard();
    actor.send({ type: 'browser.offline' });
    expect(status()).toBe('offline');
    clock.increment(60_000);
    await quiet();
    expect(loop.attempts).toBe(1);
    actor.send({ type: 'browser.online' });
    await reaches({ live: 'open' });
    expect(loop.attempts).toBe(2);
  });
});
