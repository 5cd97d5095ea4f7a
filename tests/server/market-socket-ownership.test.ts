import { describe, expect, it } from 'vitest';
import { login } from './support/auth-flow.ts';
import { FAST_MARKET_ENV, type MarketTestClient, postJson } from './support/market-client.ts';
import { marketSocketsForSuite } from './support/market-sockets.ts';

const DEMO = { email: 'demo@derivo.local', password: 'DemoTrader@2026' };
const { server, connect } = marketSocketsForSuite({ env: FAST_MARKET_ENV });

const eth = { category: 'futures_symbol', symbols: ['ETHUSDT-PERP'] };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Proves a socket is still open and served: it answers a ping. */
async function stillServed(client: MarketTestClient): Promise<void> {
  const mark = client.frames.length;
  client.send({ type: 'ping' });
  await client.waitFor((f) => f.type === 'pong', mark);
  expect(client.closeCode).toBeUndefined();
}

describe('the hello frame', () => {
  it('names each socket with its own unguessable handle', async () => {
    const first = await connect('g_hello');
    const second = await connect('g_hello');
    expect(first.frames[0]?.type).toBe('hello');
    expect(first.socketId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second.socketId).not.toBe(first.socketId);
  });
});

describe('another client cannot act on a guest’s sockets (the guest id is public)', () => {
  it('cannot cancel them: no handle, a made-up handle or its own handle all fail', async () => {
    const victim = await connect('g_vict1');
    const attacker = await connect('g_atk01');
    const bare = await postJson(server.url, '/market/cancel-ws', { userId: 'g_vict1' });
    expect(bare.status).toBe(400);
    expect(bare.json.message).toBe('Name the market socket with the X-Market-Socket header');
    const guessed = await postJson(
      server.url,
      '/market/cancel-ws',
      { userId: 'g_vict1' },
      { 'x-market-socket': 'AAAAAAAAAAAAAAAAAAAAAA' },
    );
    expect(guessed).toEqual({
      status: 404,
      json: expect.objectContaining({ message: 'No such market socket' }),
    });
    const borrowed = await attacker.post(server.url, '/market/cancel-ws', { userId: 'g_vict1' });
    expect(borrowed.status).toBe(404);
    await stillServed(victim);
    await stillServed(attacker);
  });

  it('cannot push subscriptions onto them', async () => {
    const victim = await connect('g_vict2');
    const attacker = await connect('g_atk02');
    const bare = await postJson(server.url, '/market/subscribe', { userId: 'g_vict2', ...eth });
    expect(bare.status).toBe(400);
    const borrowed = await attacker.post(server.url, '/market/subscribe', {
      userId: 'g_vict2',
      ...eth,
    });
    expect(borrowed.status).toBe(404);
    await sleep(300);
    expect(victim.frames.filter((f) => f.type !== 'hello')).toEqual([]);
  });

  it('lets the owner close its own socket by its handle, and only that one', async () => {
    const mine = await connect('g_own01');
    const otherTab = await connect('g_own01');
    const reply = await mine.post(server.url, '/market/cancel-ws', { userId: 'g_own01' });
    expect(reply).toEqual({
      status: 200,
      json: { message: 'Closed 1 market socket(s)', closed: 1 },
    });
    expect(await mine.closed).toBe(1000);
    await stillServed(otherTab);
  });
});

describe('subscriptions belong to the socket that asked', () => {
  it('gives two sockets of one user their own subscriptions, each one initial-data', async () => {
    const tabA = await connect('g_twot1');
    const tabB = await connect('g_twot1');
    // The web app subscribes over its socket and over REST; the socket gets one snapshot.
    tabA.send({ action: 'subscribe', userId: 'g_twot1', ...eth });
    const rest = await tabA.post(server.url, '/market/subscribe', { userId: 'g_twot1', ...eth });
    expect(rest).toEqual({ status: 200, json: { message: 'Subscribed to ETHUSDT-PERP' } });
    await tabA.waitFor((f) => f.type === 'symbol-update' && f.symbol === 'ETHUSDT-PERP');
    expect(tabA.frames.filter((f) => f.type === 'initial-data')).toHaveLength(1);
    expect(tabB.frames.filter((f) => f.type !== 'hello')).toEqual([]);

    await tabB.post(server.url, '/market/subscribe', { userId: 'g_twot1', category: 'dashboard' });
    await tabB.waitFor((f) => f.type === 'symbol-update');
    expect(tabB.frames.filter((f) => f.type === 'initial-data')).toHaveLength(1);
    expect(tabA.frames.some((f) => f.category === 'dashboard')).toBe(false);
  });

  it('keeps the other socket’s updates when one unsubscribes or closes', async () => {
    const tabA = await connect('g_twot2');
    const tabB = await connect('g_twot2');
    for (const tab of [tabA, tabB]) {
      expect(
        (await tab.post(server.url, '/market/subscribe', { userId: 'g_twot2', ...eth })).status,
      ).toBe(200);
      await tab.waitFor((f) => f.type === 'initial-data');
    }
    await tabA.post(server.url, '/market/unsubscribe', { userId: 'g_twot2', ...eth });
    const mark = tabB.frames.length;
    await tabB.waitFor((f) => f.type === 'symbol-update', mark);
    tabA.close();
    await tabA.closed;
    const afterClose = tabB.frames.length;
    await tabB.waitFor((f) => f.type === 'symbol-update', afterClose);
  });

  it('says when the named socket is gone', async () => {
    const tab = await connect('g_gone1');
    tab.close();
    await tab.closed;
    const reply = await tab.post(server.url, '/market/subscribe', { userId: 'g_gone1', ...eth });
    expect(reply.status).toBe(404);
  });
});

describe('cancel-ws on logout', () => {
  it('closes every socket of the signed-in trader (bearer, no header), and no one else’s', async () => {
    const session = await login(server, DEMO.email, DEMO.password);
    const { userId } = session.body.user;
    const tabs = [
      await connect(userId, { token: session.token }),
      await connect(userId, { token: session.token }),
    ];
    const guest = await connect('g_bystd');
    const reply = await postJson(
      server.url,
      '/market/cancel-ws',
      { userId },
      { authorization: `Bearer ${session.token}` },
    );
    expect(reply).toEqual({
      status: 200,
      json: { message: 'Closed 2 market socket(s)', closed: 2 },
    });
    for (const tab of tabs) expect(await tab.closed).toBe(1000);
    await stillServed(guest);
  });

  it('refuses the trader’s id without the bearer token', async () => {
    const session = await login(server, DEMO.email, DEMO.password);
    const { userId } = session.body.user;
    const tab = await connect(userId, { token: session.token });
    expect((await postJson(server.url, '/market/cancel-ws', { userId })).status).toBe(401);
    await stillServed(tab);
  });
});
