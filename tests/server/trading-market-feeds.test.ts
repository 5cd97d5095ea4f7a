import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderBookData, TradesData } from '../../src/contracts/trading-streams.ts';
import { MarketTestClient } from './support/market-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { tradingClient } from './support/trading-client.ts';

const BTC = 'BTCUSDT-PERP';
let server: TestServer;
const open: MarketTestClient[] = [];
const client = tradingClient(() => server, 'feeds');
const trader = () => client.trader(50_000);
const order = (who: { token: string }, body: Record<string, unknown>) =>
  client.order(who, { symbol: BTC, ...body });

const connect = async (userId: string) => {
  const client = await MarketTestClient.open(server.url, userId);
  open.push(client);
  return client;
};

beforeAll(async () => {
  // The simulator holds still, so only orders change the book.
  server = await startTestServer({ stillMarket: true });
}, 60_000);
afterAll(async () => {
  for (const client of open) client.ws.terminate();
  await server?.close();
});

describe('market socket orderbook', () => {
  it('sends the top of the book, bids below asks and best first, then an update when an order joins it', async () => {
    const socket = await connect('g_book1');
    socket.send({ action: 'subscribe', userId: 'g_book1', category: 'orderbook', symbols: [BTC] });
    const initial = await socket.waitFor((f) => f.type === 'initial-data');
    expect(initial).toMatchObject({ category: 'orderbook', symbol: BTC });
    const book = initial.data as OrderBookData;
    expect(book.symbol).toBe(BTC);
    expect(book.bids.length).toBeGreaterThan(1);
    expect(book.bids.length).toBeLessThanOrEqual(20);
    expect(book.asks.length).toBeGreaterThan(1);
    const best = book.bids[0] as { price: number; size: number };
    expect(best.price).toBeLessThan(book.asks[0]?.price as number);
    const bidPrices = book.bids.map((l) => l.price);
    const askPrices = book.asks.map((l) => l.price);
    expect(bidPrices).toEqual([...bidPrices].sort((a, b) => b - a));
    expect(askPrices).toEqual([...askPrices].sort((a, b) => a - b));

    const from = socket.frames.length;
    const joined = await order(await trader(), {
      side: 'BUY',
      type: 'limit',
      size: 0.01,
      price: best.price,
    });
    expect(joined.status).toBe('open');
    const update = await socket.waitFor(
      (f) => f.type === 'symbol-update' && f.category === 'orderbook',
      from,
    );
    const after = update.data as OrderBookData;
    expect(after.bids[0]?.price).toBe(best.price);
    expect(after.bids[0]?.size).toBeCloseTo(best.size + 0.01, 6);
  });

  it('refuses, in words, a subscription without symbols or with an unlisted one', async () => {
    const socket = await connect('g_book2');
    socket.send({ action: 'subscribe', userId: 'g_book2', category: 'orderbook' });
    const missing = await socket.waitFor((f) => f.type === 'error');
    expect(missing.message).toBe('orderbook needs symbols (Send symbols such as ["BTCUSDT-PERP"])');
    socket.send({ action: 'subscribe', userId: 'g_book2', category: 'trades', symbols: ['NOPE'] });
    const unknown = await socket.waitFor(
      (f) => f.type === 'error',
      socket.frames.indexOf(missing) + 1,
    );
    expect(unknown.message).toBe('Unknown or unlisted trades symbols: NOPE');
  });
});

describe('market socket trades', () => {
  it('sends recent trades over REST subscribe, then the new trade after a fill: taker side, no owner', async () => {
    const socket = await connect('g_trad1');
    const reply = await socket.post(server.url, '/market/subscribe', {
      userId: 'g_trad1',
      category: 'trades',
      symbols: [BTC],
    });
    expect(reply.status).toBe(200);
    expect(reply.json.message).toBe(`Subscribed to ${BTC}`);
    const initial = await socket.waitFor((f) => f.type === 'initial-data');
    expect(initial).toMatchObject({ category: 'trades', symbol: BTC });
    expect((initial.data as TradesData).trades.length).toBeLessThanOrEqual(50);

    const from = socket.frames.length;
    const sold = await order(await trader(), { side: 'SELL', type: 'market', size: 0.002 });
    expect(sold.status).toBe('filled');
    const update = await socket.waitFor(
      (f) => f.type === 'symbol-update' && f.category === 'trades',
      from,
    );
    const { trades } = update.data as TradesData;
    expect(trades).toHaveLength(1);
    expect(trades[0]).toEqual({
      tradeId: expect.any(String),
      price: sold.averagePrice,
      size: 0.002,
      side: 'SELL',
      time: expect.any(Number),
    });
    const again = await connect('g_trad2');
    again.send({ action: 'subscribe', userId: 'g_trad2', category: 'trades', symbols: [BTC] });
    const recent = await again.waitFor((f) => f.type === 'initial-data');
    expect((recent.data as TradesData).trades[0]).toEqual(trades[0]);
  });

  it('gives every public trade an id of its own, across orders and batches', async () => {
    const socket = await connect('g_trad3');
    socket.send({ action: 'subscribe', userId: 'g_trad3', category: 'trades', symbols: [BTC] });
    await socket.waitFor((f) => f.type === 'initial-data');
    const from = socket.frames.length;
    const who = await trader();
    for (const side of ['BUY', 'SELL', 'BUY', 'SELL'] as const) {
      expect((await order(who, { side, type: 'market', size: 0.001 })).status).toBe('filled');
    }
    const ids = () =>
      socket.frames
        .slice(from)
        .filter((f) => f.type === 'symbol-update' && f.category === 'trades')
        .flatMap((f) => (f.data as TradesData).trades.map((t) => t.tradeId));
    await expect.poll(() => ids().length, { timeout: 5_000 }).toBeGreaterThanOrEqual(4);
    expect(new Set(ids()).size).toBe(ids().length);
  });
});
