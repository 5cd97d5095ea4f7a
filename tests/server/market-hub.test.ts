import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { type ClientSocket, MarketClient } from '../../server/modules/market/hub/client.ts';
import { textFrame } from '../../server/modules/market/hub/frame.ts';
import { Hub } from '../../server/modules/market/hub/hub.ts';

let wss: WebSocketServer;
let port = 0;

beforeAll(async () => {
  wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  port = (wss.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => wss.close(() => resolve())));

/** Writes raw bytes on a real server socket and returns what a ws client decodes from them. */
async function decode(bytes: Buffer, count = 1): Promise<string[]> {
  wss.once('connection', (_ws, request) => request.socket.write(bytes));
  const client = new WebSocket(`ws://127.0.0.1:${port}`);
  const messages: string[] = [];
  await new Promise<void>((resolve) => {
    client.on('message', (data: Buffer) => {
      messages.push(data.toString());
      if (messages.length === count) resolve();
    });
  });
  client.terminate();
  return messages;
}

class FakeSocket implements ClientSocket {
  readyState = 1;
  bufferedAmount = 0;
  extensions = '';
  readonly sent: Buffer[] = [];
  terminated = false;
  send(data: Buffer): void {
    this.sent.push(data);
  }
  close(): void {}
  terminate(): void {
    this.terminated = true;
    this.readyState = 3;
  }
  ping(): void {}
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('textFrame', () => {
  it.each([0, 125, 126, 65_535, 65_536, 200_000])(
    'frames a %i-byte payload that ws decodes',
    async (size) => {
      const payload = Buffer.alloc(size, 'a');
      expect(await decode(textFrame(payload))).toEqual([payload.toString()]);
    },
  );
});

describe('Hub', () => {
  function setup(maxBufferedBytes = 1_000, conflate = false) {
    const hub = new Hub({ maxBufferedBytes, maxChannelsPerClient: 3, windowMs: 60_000 });
    const writes: Buffer[][] = [[], []];
    const clients = [0, 1].map((i) => {
      const raw = { write: (data: Buffer) => writes[i]?.push(data) !== undefined };
      const client = new MarketClient(`g_0000${i}`, new FakeSocket(), raw, { conflate });
      hub.add(client);
      return client;
    });
    return { hub, clients, writes };
  }

  it('writes one round as one buffer per socket, shared between sockets that got the same', async () => {
    const { hub, clients, writes } = setup();
    for (const client of clients) hub.subscribe(client, ['a', 'b']);
    hub.publish('a', { n: 1 });
    hub.publish('b', { n: 2 });
    await tick();
    expect(writes[0]).toHaveLength(1);
    expect(writes[0]?.[0]).toBe(writes[1]?.[0]);
    const decoded = (await decode(writes[0]?.[0] ?? Buffer.alloc(0), 2)).map((m) => JSON.parse(m));
    expect(decoded).toEqual([
      { n: 1, sentAt: expect.any(Number) },
      { n: 2, sentAt: expect.any(Number) },
    ]);
    expect(hub.stats.sent).toBe(4);
    hub.stop();
  });

  it('drops a socket whose unsent bytes exceed the bound and keeps the others', async () => {
    const { hub, clients, writes } = setup();
    for (const client of clients) hub.subscribe(client, ['a']);
    const slow = clients[0]?.socket as FakeSocket;
    slow.bufferedAmount = 5_000;
    hub.publish('a', { n: 1 });
    await tick();
    expect(slow.terminated).toBe(true);
    expect(writes[0]).toEqual([]);
    expect(writes[1]).toHaveLength(1);
    expect(hub.stats).toMatchObject({ clients: 1, dropped: 1 });
    expect(hub.hasListeners('a')).toBe(true);
  });

  it('refuses channels beyond the limit and forgets channels nobody listens to', () => {
    const { hub, clients } = setup();
    const [client] = clients;
    if (client === undefined) throw new Error('no client');
    expect(hub.subscribe(client, ['a', 'b', 'c', 'd'])).toBe(false);
    expect(hub.subscribe(client, ['a'])).toBe(true);
    hub.remove(client);
    expect(hub.hasListeners('a')).toBe(false);
  });

  it('conflates: one frame per window with the newest update of each channel, in first-change order', async () => {
    const { hub, clients, writes } = setup(1_000, true);
    const [first, second] = clients;
    if (first === undefined || second === undefined) throw new Error('no clients');
    for (const client of clients) hub.subscribe(client, ['a', 'b', 'c']);
    hub.publish('a', { s: 'a', n: 1 });
    hub.publish('b', { s: 'b', n: 1 });
    hub.publish('a', { s: 'a', n: 2 });
    hub.publish('a', { s: 'a', n: 3 });
    hub.unsubscribe(second, ['b']);
    await tick();
    expect(writes).toEqual([[], []]);

    const before = Date.now();
    hub.flushWindow();
    const [mine] = writes[0] ?? [];
    const [theirs] = writes[1] ?? [];
    const window = JSON.parse((await decode(mine ?? Buffer.alloc(0)))[0] ?? '');
    expect(window).toEqual([
      { s: 'a', n: 3, sentAt: expect.any(Number) },
      { s: 'b', n: 1, sentAt: expect.any(Number) },
    ]);
    expect(window[0].sentAt).toBeGreaterThanOrEqual(before);
    expect(JSON.parse((await decode(theirs ?? Buffer.alloc(0)))[0] ?? '')).toEqual([
      { s: 'a', n: 3, sentAt: window[0].sentAt },
    ]);

    // Nothing changed since: the next window sends nothing; a new change opens one.
    hub.flushWindow();
    expect(writes.map((w) => w.length)).toEqual([1, 1]);
    hub.publish('c', { s: 'c', n: 1 });
    hub.flushWindow();
    expect(writes.map((w) => w.length)).toEqual([2, 2]);
    hub.stop();
  });

  it('sends sockets with the same changes the same framed buffer', () => {
    const { hub, clients, writes } = setup(1_000, true);
    for (const client of clients) hub.subscribe(client, ['a', 'b']);
    hub.publish('b', { n: 1 });
    hub.publish('a', { n: 2 });
    hub.flushWindow();
    expect(writes[0]?.[0]).toBe(writes[1]?.[0]);
    hub.stop();
  });
});
