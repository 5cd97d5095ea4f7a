import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/contracts/trading.ts';
import { call } from './support/http-client.ts';
import { restartedApp, testServerForSuite } from './support/test-server.ts';
import { type Trader, tradingClient } from './support/trading-client.ts';
import { expectOwnerOnly, UserStreamClient } from './support/user-stream-client.ts';

const BTC = 'BTCUSDT-PERP';
const client = tradingClient(() => server, 'streams');
const { api } = client;
const trader = (deposit = 50_000) => client.trader(deposit);
const order = (who: Trader, body: Record<string, unknown>) =>
  client.order(who, { symbol: BTC, ...body });

const stream = (who: Trader, category: string, extra: Record<string, string> = {}) =>
  UserStreamClient.open(server.url, {
    userId: who.userId,
    category,
    token: who.token,
    ...extra,
  });

type Notice = {
  messageId: string;
  category: string;
  payload: Record<string, unknown>;
};
const notices = (client: UserStreamClient) =>
  client.messages.filter((m) => m.category === 'order') as unknown as Notice[];

const bid = () => {
  const entry = server.app.market.entry(BTC);
  if (entry === undefined) throw new Error('no BTC quote');
  return entry.bid;
};

// The price holds still, so a limit far below the bid rests and a market order fills.
const server = testServerForSuite({ stillMarket: true });

describe('/stream/user?category=order', () => {
  it('tells a fill, a cancel and a rejection, with unique growing ids, and replays missed ones with since', async () => {
    const alice = await trader();
    const live = await stream(alice, 'order');
    const bought = await order(alice, { side: 'BUY', type: 'market', size: 0.001 });
    expect(bought.status).toBe('filled');
    const fill = await live.waitFor((m) => (m as unknown as Notice).payload?.kind === 'fill');
    expect(fill).toMatchObject({
      category: 'order',
      payload: {
        orderId: bought.orderId,
        stockSymbol: BTC,
        operation: 'BUY',
        size: 0.001,
        lot: 0.001,
        price: bought.averagePrice,
        kind: 'fill',
      },
    });
    // The price as a trader reads it: grouped, to the cent ('at 95,012.50').
    const said = String((fill.payload as { message: unknown }).message);
    const shown = /^Bought 0\.001 BTCUSDT-PERP at \$(\d{1,3}(?:,\d{3})+\.\d{2})$/.exec(said)?.[1];
    expect(shown, said).toBeDefined();
    expect(Number(shown?.replaceAll(',', ''))).toBe(bought.averagePrice);
    expect(
      Number.isNaN(Date.parse(String((fill.payload as { timestamp: unknown }).timestamp))),
    ).toBe(false);

    const resting = await order(alice, {
      side: 'BUY',
      type: 'limit',
      size: 0.002,
      price: Math.round(bid() * 0.99),
    });
    expect(resting.status).toBe('open');
    expect((await api(alice, 'DELETE', `/orders/${resting.orderId}`)).status).toBe(200);
    await live.waitFor((m) => (m as unknown as Notice).payload?.kind === 'cancel');

    const refused = await order(alice, { side: 'BUY', type: 'market', size: 0.0015 });
    expect(refused.status).toBe('rejected');
    const rejection = await live.waitFor(
      (m) => (m as unknown as Notice).payload?.kind === 'reject',
    );
    expect(rejection.payload).toMatchObject({ orderId: refused.orderId, size: 0.0015 });
    expect(String((rejection.payload as { message: string }).message)).toContain(
      'not a multiple of the step',
    );

    const seen = notices(live);
    expect(seen.map((n) => n.payload.kind)).toEqual(['fill', 'cancel', 'reject']);
    const ids = seen.map((n) => BigInt(n.messageId));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => (a < b ? -1 : 1))).toEqual(ids);
    expect(seen[1]?.payload).toMatchObject({ orderId: resting.orderId, size: 0.002 });
    live.close();

    // A reconnect that saw only the first notice gets exactly the two after it, then live ones.
    const first = seen[0]?.messageId as string;
    const again = await stream(alice, 'order', { since: first });
    await again.waitFor(() => notices(again).length === 2);
    expect(notices(again).map((n) => n.messageId)).toEqual(seen.slice(1).map((n) => n.messageId));
    await order(alice, { side: 'SELL', type: 'market', size: 0.001 });
    await again.waitFor(() => notices(again).length === 3);
    expect(notices(again)[2]?.payload).toMatchObject({ kind: 'fill', operation: 'SELL' });
    again.close();
  });

  it('refuses another trader’s user id (403) and no token (401), and never tells one trader another’s notices', async () => {
    const alice = await trader();
    const bob = await trader();
    await expectOwnerOnly(server.url, 'order', alice, bob);
    const bobs = await stream(bob, 'order');
    await order(alice, { side: 'BUY', type: 'market', size: 0.001 });
    const mine = await order(bob, { side: 'BUY', type: 'market', size: 0.001 });
    await bobs.waitFor((m) => (m as unknown as Notice).payload?.orderId === mine.orderId);
    expect(notices(bobs).every((n) => n.payload.orderId === mine.orderId)).toBe(true);
    bobs.close();
  });
});

describe('/stream/user?category=position', () => {
  it('pushes on subscribe, after a fill and every second while holding, only to the socket that subscribed, until it unsubscribes', async () => {
    const alice = await trader();
    const tab = await stream(alice, 'position');
    const other = await stream(alice, 'position');
    const subscribe = { action: 'subscribe', userId: alice.userId, category: 'position' };
    tab.ws.send(JSON.stringify(subscribe));
    const empty = await tab.waitFor((m) => m.type === 'bulk-position-update');
    expect(empty).toMatchObject({ positions: [], totalPNL: 0, totalInvested: 0 });

    const from = tab.messages.length;
    await order(alice, { side: 'BUY', type: 'market', size: 0.001 });
    const opened = await tab.waitFor(
      (m) => m.type === 'bulk-position-update' && (m.positions as unknown[]).length === 1,
      from,
    );
    expect((opened.positions as { symbol: string; side: string }[])[0]).toMatchObject({
      symbol: BTC,
      side: 'long',
      size: 0.001,
    });
    expect(opened.totalInvested as number).toBeGreaterThan(0);

    // Nothing changes now, and a push still comes within ~1.5 s.
    const quiet = tab.messages.length;
    const waited = Date.now();
    await tab.waitFor((m) => m.type === 'bulk-position-update', quiet, 1_500);
    expect(Date.now() - waited).toBeLessThan(1_500);
    // The other tab never subscribed: nothing for it.
    expect(other.messages.filter((m) => m.type === 'bulk-position-update')).toHaveLength(0);

    tab.ws.send(JSON.stringify({ ...subscribe, action: 'unsubscribe' }));
    tab.ws.send(JSON.stringify({ type: 'ping' }));
    const pong = await tab.waitFor((m) => m.type === 'pong', quiet);
    const after = tab.messages.indexOf(pong) + 1;
    await order(alice, { side: 'SELL', type: 'market', size: 0.001 });
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(tab.messages.slice(after).filter((m) => m.type === 'bulk-position-update')).toEqual([]);
    tab.close();
    other.close();
  });

  it('refuses a subscribe naming another trader, with an error, and sends that trader’s positions nowhere', async () => {
    const alice = await trader();
    const bob = await trader();
    const tab = await stream(alice, 'position');
    tab.ws.send(JSON.stringify({ action: 'subscribe', userId: bob.userId, category: 'position' }));
    const error = await tab.waitFor((m) => m.type === 'error');
    expect(String(error.message)).toMatch(/user id/i);
    tab.ws.send(JSON.stringify({ action: 'subscribe', userId: alice.userId, category: 'nope' }));
    await tab.waitFor((m) => m.type === 'error', tab.messages.indexOf(error) + 1);
    await order(bob, { side: 'BUY', type: 'market', size: 0.001 });
    expect(tab.messages.filter((m) => m.type === 'bulk-position-update')).toEqual([]);
    tab.close();
  });

  it('external-unsubscribe pauses the trader’s feed and external-subscribe resumes it; another trader’s id is 403', async () => {
    const alice = await trader();
    const bob = await trader();
    const body = { userId: alice.userId, category: 'position' };
    expect((await api(bob, 'POST', '/backend/external-subscribe', body)).status).toBe(403);
    expect((await api(bob, 'POST', '/backend/external-unsubscribe', body)).status).toBe(403);
    expect(
      (await call(server.url, 'POST', '/api/v1/backend/external-subscribe', { body })).status,
    ).toBe(401);

    const tab = await stream(alice, 'position');
    tab.ws.send(
      JSON.stringify({ action: 'subscribe', userId: alice.userId, category: 'position' }),
    );
    await tab.waitFor((m) => m.type === 'bulk-position-update');
    const paused = await api(alice, 'POST', '/backend/external-unsubscribe', body);
    expect(paused.status).toBe(200);
    expect((paused.json as { message: string }).message).toMatch(/paused/i);
    const from = tab.messages.length;
    await order(alice, { side: 'BUY', type: 'market', size: 0.001 });
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(tab.messages.slice(from)).toEqual([]);
    const resumed = await api(alice, 'POST', '/backend/external-subscribe', body);
    expect(resumed.status).toBe(200);
    const pushed = await tab.waitFor((m) => m.type === 'bulk-position-update', from);
    expect(pushed.positions as unknown[]).toHaveLength(1);
    tab.close();
  });
});

// Last: the restarted server shares the database, so the first one's desk is stale after it.
describe('order notices across a restart', () => {
  it('are kept: a restarted server replays them with since, and new ids go on after them', async () => {
    const alice = await trader();
    const live = await stream(alice, 'order');
    await order(alice, { side: 'BUY', type: 'market', size: 0.001 });
    await order(alice, { side: 'SELL', type: 'market', size: 0.001 });
    await live.waitFor(() => notices(live).length === 2);
    const before = notices(live);
    live.close();
    // The restart: one process at a time runs the exchange on its journal.
    await server.app.close();
    const restarted = restartedApp(server);
    try {
      await restarted.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(restarted.server.address() as AddressInfo).port}`;
      const again = await UserStreamClient.open(url, {
        userId: alice.userId,
        category: 'order',
        token: alice.token,
        since: '0',
      });
      await again.waitFor(() => notices(again).length === 2);
      expect(notices(again)).toEqual(before);
      const placed = await call(url, 'POST', '/api/v1/orders', {
        token: alice.token,
        body: { symbol: BTC, side: 'BUY', type: 'market', size: 0.0015 },
      });
      expect((placed.json as Order).status).toBe('rejected');
      await again.waitFor(() => notices(again).length === 3);
      const newest = notices(again)[2] as Notice;
      expect(BigInt(newest.messageId)).toBeGreaterThan(BigInt(before[1]?.messageId ?? 'x'));
      again.close();
    } finally {
      await restarted.close();
    }
  });
});
