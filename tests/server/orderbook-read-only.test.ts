import { describe, expect, it } from 'vitest';
import type { Order, OrderBookResponse, PositionsResponse } from '../../src/contracts/trading.ts';
import type { OrderBookData } from '../../src/contracts/trading-streams.ts';
import { login, signUp, uniqueEmail } from './support/auth-flow.ts';
import { call } from './support/http-client.ts';
import { MarketTestClient } from './support/market-client.ts';
import { settled } from './support/settled.ts';
import { type TestServer, testServerForSuite } from './support/test-server.ts';

const BTC = 'BTCUSDT-PERP';
const READS = 1_000;
const BATCH = 50;
let server: TestServer;

const market = () => server.app.market;

/** Rows of every table of the server's schema, by table name. */
const rowCounts = async (): Promise<Record<string, number>> => {
  const tables = await server.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const { rows } = await server.query<{ n: string }>(`select count(*)::text as n from "${name}"`);
    counts[name] = Number(rows[0]?.n);
  }
  return counts;
};

/** The counts once the server's start-up work (listing the option books) is done. */
const quietCounts = (): Promise<Record<string, number>> => settled(rowCounts);

const readBook = async (depth: number): Promise<OrderBookResponse> => {
  const result = await call(server.url, 'GET', `/api/v1/orderbook?symbol=${BTC}&depth=${depth}`);
  expect(result.status).toBe(200);
  return result.json as OrderBookResponse;
};

/**
 * A read taken while the quote held still, once the book has reached it: the exchange core
 * quotes the book on a journaled tick, so a read may come a commit after the simulator moved.
 */
const readAtQuote = async () => {
  for (let i = 0; i < 50; i++) {
    const before = market().entry(BTC);
    const book = await readBook(10);
    const after = market().entry(BTC);
    const still = before?.bid === after?.bid && before?.ask === after?.ask;
    if (still && book.bids[0]?.price === after?.bid && book.asks[0]?.price === after?.ask) {
      return { book, quote: after };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the book never showed the market’s quote while it held still');
};

describe.each(['pglite', 'postgres'] as const)('GET /api/v1/orderbook on %s', (database) => {
  testServerForSuite({ database }, (started) => {
    server = started;
  });

  it('answers 1,000 anonymous reads from memory: no row of any table changes, and the book follows the market', async () => {
    // A trader’s order rests below the market (inside the 2% price band), so no tick fills it.
    const email = uniqueEmail('book-reader');
    const userId = await signUp(server, email);
    const { token } = await login(server, email);
    expect(
      (
        await call(server.url, 'POST', '/funds/addFunds', {
          token,
          body: { userId, amount: 50_000 },
        })
      ).status,
    ).toBe(201);
    const price = Math.round((market().entry(BTC)?.bid ?? 0) * 0.985);
    const placed = await call(server.url, 'POST', '/api/v1/orders', {
      token,
      body: { symbol: BTC, side: 'BUY', type: 'limit', size: 0.002, price, leverage: 10 },
    });
    expect((placed.json as Order).status).toBe('open');

    const before = await quietCounts();
    // The order is on record (the desk's journal or the core's projection wrote it), so the
    // tables below are live ones that a read could have written to.
    expect(before.trading_order).toBeGreaterThan(0);
    const first = await readAtQuote();
    const tops = new Set<string>();
    for (let done = 0; done < READS; done += BATCH) {
      const books = await Promise.all(Array.from({ length: BATCH }, () => readBook(50)));
      for (const book of books) {
        expect(book.bids).toContainEqual({ price, size: 0.002 });
        tops.add(`${book.bids[0]?.price}/${book.asks[0]?.price}`);
      }
    }
    // The market moved during the reads, and the reads moved with it.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const last = await readAtQuote();
    expect(tops.size).toBeGreaterThan(1);
    for (const { book, quote } of [first, last]) {
      expect(book.bids).toHaveLength(10);
      expect(book.asks).toHaveLength(10);
      expect(book.bids[0]?.price).toBe(quote?.bid);
      expect(book.asks[0]?.price).toBe(quote?.ask);
      // The market maker's ladder: each level further out is larger than the one inside it.
      expect((book.bids[1]?.size ?? 0) > (book.bids[0]?.size ?? 0)).toBe(true);
      expect((book.asks[1]?.size ?? 0) > (book.asks[0]?.size ?? 0)).toBe(true);
    }
    expect(await rowCounts()).toEqual(before);
  }, 120_000);

  it('sends a socket watching a book its depth as the market moves, writing nothing', async () => {
    const before = await quietCounts();
    const socket = await MarketTestClient.subscribed(server.url, 'g_bkwch', 'orderbook', [
      BTC,
      'ETHUSDT-PERP',
    ]);
    try {
      const updates = () =>
        socket.frames.filter((f) => f.type === 'symbol-update' && f.category === 'orderbook');
      for (let i = 0; i < 100 && updates().length < 6; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const books = updates().map((f) => f.data as OrderBookData);
      expect(books.length).toBeGreaterThanOrEqual(6);
      expect(new Set(books.map((b) => `${b.symbol} ${b.bids[0]?.price}`)).size).toBeGreaterThan(2);
      for (const book of books) {
        expect(book.bids.length).toBeGreaterThanOrEqual(10);
        expect(book.bids[0]?.price).toBeLessThan(book.asks[0]?.price as number);
      }
    } finally {
      socket.ws.terminate();
    }
    expect(await rowCounts()).toEqual(before);
  }, 60_000);

  it('fills a resting order at the tick that crosses it, with nobody reading the book', async () => {
    const email = uniqueEmail('crossed');
    const userId = await signUp(server, email);
    const { token } = await login(server, email);
    await call(server.url, 'POST', '/funds/addFunds', { token, body: { userId, amount: 50_000 } });
    const price = Math.round((market().entry(BTC)?.bid ?? 0) * 0.995);
    const placed = await call(server.url, 'POST', '/api/v1/orders', {
      token,
      body: { symbol: BTC, side: 'BUY', type: 'limit', size: 0.002, price, leverage: 10 },
    });
    expect((placed.json as Order).status).toBe('open');
    const moved = await call(server.url, 'POST', '/api/v1/dev/market/move', {
      body: { symbol: BTC, percent: -2 },
    });
    expect(moved.status).toBe(200);
    const positions = await call(server.url, 'GET', '/api/v1/positions', { token });
    expect((positions.json as PositionsResponse).positions).toMatchObject([
      { symbol: BTC, side: 'long', size: 0.002, entryPrice: price },
    ]);
  });
});
