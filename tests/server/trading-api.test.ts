import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FillsPage,
  Order,
  OrderBookResponse,
  OrdersPage,
  PositionsResponse,
} from '../../src/contracts/trading.ts';
import { usdToInrPaise } from '../../src/domain/money/conversion.ts';
import { restartedApp, startTestServer, type TestServer } from './support/test-server.ts';
import { ledgerSum, type Trader, tradingClient } from './support/trading-client.ts';

const BTC = 'BTCUSDT-PERP';
let server: TestServer;
const { trader, api, order, funds } = tradingClient(() => server, 'trading');

const limitBuy = (who: Trader, size: number, price: number, leverage = 10) =>
  order(who, { symbol: BTC, side: 'BUY', type: 'limit', size, price, leverage });

/** The simulator's quote of BTC now; the test stops the price ticks, so it holds still. */
const btcQuote = () => {
  const entry = server.app.market.entry(BTC);
  if (entry === undefined) throw new Error('no BTC quote');
  return entry;
};

/** The whole suite on the embedded PGlite and on the real PostgreSQL at 127.0.0.1:5432. */
describe.each(['pglite', 'postgres'] as const)('trading over HTTP on %s', (database) => {
  beforeAll(async () => {
    server = await startTestServer({ database, stillMarket: true });
    // On the exchange core the books follow the market on journaled ticks: the last one before
    // the stop may still be on its way.
    for (let i = 0; i < 50; i++) {
      const top = (await api(undefined, 'GET', `/orderbook?symbol=${BTC}&depth=1`))
        .json as OrderBookResponse;
      if (top.bids[0]?.price === btcQuote().bid && top.asks[0]?.price === btcQuote().ask) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }, 60_000);
  afterAll(async () => server?.close());

  describe('the order book', () => {
    it('is public, and its top is the bid and ask the market screens show', async () => {
      const result = await api(undefined, 'GET', `/orderbook?symbol=${BTC}&depth=5`);
      expect(result.status).toBe(200);
      const book = result.json as OrderBookResponse;
      const quote = btcQuote();
      expect(book.bids).toHaveLength(5);
      expect(book.asks).toHaveLength(5);
      expect(book.bids[0]?.price).toBe(quote.bid);
      expect(book.asks[0]?.price).toBe(quote.ask);
      expect((await api(undefined, 'GET', '/orderbook?symbol=NOPE-PERP')).status).toBe(404);
    });
  });

  describe('trust', () => {
    it('answers 401 without a token and 403 for another trader’s user id', async () => {
      const alice = await trader();
      const bob = await trader();
      const body = { userId: alice.userId, symbol: BTC, side: 'BUY', type: 'market', size: 0.001 };
      expect((await api(undefined, 'POST', '/orders', body)).status).toBe(401);
      expect((await api(undefined, 'GET', '/positions')).status).toBe(401);
      for (const [method, path, payload] of [
        ['POST', '/orders', body],
        ['GET', `/orders?userId=${alice.userId}`, undefined],
        ['DELETE', `/orders?userId=${alice.userId}`, undefined],
        ['DELETE', `/orders/1?userId=${alice.userId}`, undefined],
        ['GET', `/positions?userId=${alice.userId}`, undefined],
        ['POST', '/positions/close', { userId: alice.userId, symbol: BTC }],
        ['GET', `/fills?userId=${alice.userId}`, undefined],
      ] as const) {
        expect((await api(bob, method, path, payload)).status, `${method} ${path}`).toBe(403);
      }
    });
  });

  describe('refusals', () => {
    it('answers every refused order with status rejected and the reason in words, moving nothing', async () => {
      const rich = await trader(100_000);
      const poor = await trader(10);
      const before = await funds(rich);
      const cases: [Trader, Record<string, unknown>, string][] = [
        [
          rich,
          { symbol: 'NOPE-PERP', side: 'BUY', type: 'market', size: 1 },
          'Unknown or expired instrument',
        ],
        [
          rich,
          { symbol: BTC, side: 'BUY', type: 'market', size: 0.0015 },
          'Size 0.0015 is not a multiple of the step 0.001 BTC',
        ],
        [
          rich,
          { symbol: BTC, side: 'BUY', type: 'limit', size: 0.001, price: 50_000.005 },
          'Price 50000.005 is not a multiple of the tick size 0.01',
        ],
        [
          poor,
          { symbol: BTC, side: 'BUY', type: 'market', size: 0.01, leverage: 1 },
          'Insufficient margin',
        ],
        // A notional beyond any balance (and beyond a whole number of paise) is refused, not a 500.
        [
          rich,
          {
            symbol: BTC,
            side: 'BUY',
            type: 'limit',
            size: 9e9,
            price: Math.round(btcQuote().bid),
            leverage: 1,
          },
          'Insufficient margin',
        ],
        [
          rich,
          { symbol: BTC, side: 'SELL', type: 'market', size: 0.001, reduceOnly: true },
          'Reduce-only order would increase the position',
        ],
      ];
      for (const [who, body, reason] of cases) {
        const placed = await order(who, body);
        expect(placed).toMatchObject({ status: 'rejected', reason, filledSize: 0 });
      }
      expect(await funds(rich)).toMatchObject({
        availableFunds: before.availableFunds,
        marginUsed: 0,
      });
      const history = (await api(rich, 'GET', '/orders?status=history')).json as OrdersPage;
      // A leverage out of 1..200 is a 400 before any order (trading-leverage-bounds.test.ts).
      expect(history.orders.filter((o) => o.status === 'rejected')).toHaveLength(5);
      expect(await ledgerSum(server)).toBe(0n);
    });

    it('refuses a reduce-only order larger than the position, or one that would rest', async () => {
      const who = await trader(100_000);
      expect(
        await order(who, { symbol: BTC, side: 'BUY', type: 'market', size: 0.002 }),
      ).toMatchObject({ status: 'filled' });
      expect(
        await order(who, {
          symbol: BTC,
          side: 'SELL',
          type: 'market',
          size: 0.003,
          reduceOnly: true,
        }),
      ).toMatchObject({
        status: 'rejected',
        reason: 'Reduce-only order would increase the position',
      });
      const price = btcQuote().ask + 100;
      expect(
        await order(who, {
          symbol: BTC,
          side: 'SELL',
          type: 'limit',
          price,
          size: 0.001,
          reduceOnly: true,
        }),
      ).toMatchObject({
        status: 'rejected',
        reason: 'A reduce-only order must be a market or immediate-or-cancel order',
      });
      // A reduce-only close needs no margin: only the fee is held.
      const before = await funds(who);
      expect(
        await order(who, {
          symbol: BTC,
          side: 'SELL',
          type: 'market',
          size: 0.002,
          reduceOnly: true,
        }),
      ).toMatchObject({ status: 'filled' });
      expect((await funds(who)).marginUsed).toBe(0);
      expect(before.marginUsed).toBeGreaterThan(0);
    });
  });

  describe('a position through the ledger', () => {
    it('opens at the ask the market shows, charges ₹20 + ₹3.60 once, and closes at the bid with the ledger summing to zero', async () => {
      const who = await trader(100_000);
      const { bid, ask } = btcQuote();
      const bought = await order(who, {
        symbol: BTC,
        side: 'BUY',
        type: 'market',
        size: 0.01,
        leverage: 20,
        clientOrderId: 'open-1',
      });
      expect(bought).toMatchObject({ status: 'filled', filledSize: 0.01, averagePrice: ask });
      // The same clientOrderId answers the first order and trades nothing more.
      const again = await order(who, {
        symbol: BTC,
        side: 'BUY',
        type: 'market',
        size: 0.01,
        clientOrderId: 'open-1',
      });
      expect(again.orderId).toBe(bought.orderId);

      // The margin also keeps the buy's open loss, the half spread it paid over the mark
      // (Binance's order cost: initial margin plus the open loss of a price worse than the mark),
      // so a fill at the ask does not start the position nearer its liquidation.
      const openLossPaise = usdToInrPaise(0.01 * Math.max(0, ask - btcQuote().price));
      const marginPaise = usdToInrPaise((0.01 * ask) / 20) + openLossPaise;
      const open = (await api(who, 'GET', '/positions')).json as PositionsResponse;
      expect(open.positions).toHaveLength(1);
      expect(open.positions[0]).toMatchObject({
        symbol: BTC,
        side: 'long',
        size: 0.01,
        entryPrice: ask,
        leverage: 20,
        margin: marginPaise / 100,
      });
      expect(open.totalInvested).toBe(marginPaise / 100);
      // Live P&L at the mark (the perpetual's price) reaches the funds record and its grand total.
      const livePaise = usdToInrPaise(0.01 * (btcQuote().price - ask));
      expect(open.totalPNL).toBe(livePaise / 100);
      expect(await funds(who)).toMatchObject({
        availableFunds: (10_000_000 - marginPaise - 2_360) / 100,
        marginUsed: marginPaise / 100,
        livePNL: livePaise / 100,
        grandTotal: (10_000_000 - 2_360 + livePaise) / 100,
      });

      const closed = (await api(who, 'POST', '/positions/close', { symbol: BTC })).json as Order;
      expect(closed).toMatchObject({
        status: 'filled',
        side: 'SELL',
        reduceOnly: true,
        averagePrice: bid,
      });
      expect(((await api(who, 'GET', '/positions')).json as PositionsResponse).positions).toEqual(
        [],
      );

      const pnl = usdToInrPaise(0.01 * (bid - ask));
      expect(await funds(who)).toMatchObject({
        availableFunds: (10_000_000 - 2 * 2_360 + pnl) / 100,
        marginUsed: 0,
      });
      const fills = (await api(who, 'GET', '/fills')).json as FillsPage;
      expect(fills.fills.map((f) => [f.side, f.price, f.size, f.role])).toEqual([
        ['SELL', bid, 0.01, 'taker'],
        ['BUY', ask, 0.01, 'taker'],
      ]);
      expect(await ledgerSum(server)).toBe(0n);
      const { rows } = await server.query<{ account_id: string; amount_paise: string }>(
        `select e.account_id, e.amount_paise::text from ledger_entry e
           join ledger_journal j on j.id = e.journal_id
           join funds_transaction t on t.id = j.transaction_id
         where t.user_id = $1 and e.account_id in ('fees', 'gst_payable') order by e.id`,
        [who.userId],
      );
      expect(rows.map((r) => [r.account_id, r.amount_paise])).toEqual([
        ['fees', '2000'],
        ['gst_payable', '360'],
        ['fees', '2000'],
        ['gst_payable', '360'],
      ]);
    });
  });

  describe('resting orders', () => {
    it('filters order history and fills by part of the symbol, side and status at the server, with totals to page by', async () => {
      const who = await trader(50_000);
      await order(who, { symbol: BTC, side: 'BUY', type: 'market', size: 0.01, leverage: 10 });
      await order(who, { symbol: BTC, side: 'SELL', type: 'market', size: 0.01, leverage: 10 });
      const resting = await limitBuy(who, 0.01, Math.round(btcQuote().bid * 0.99));
      expect((await api(who, 'DELETE', `/orders/${resting.orderId}`)).status).toBe(200);

      const history = async (query: string) =>
        (await api(who, 'GET', `/orders?status=history${query}`)).json as OrdersPage;
      const sells = await history('&side=SELL');
      expect(sells.total).toBe(1);
      expect(sells.orders.map((o) => o.side)).toEqual(['SELL']);
      const cancelled = await history('&orderStatus=cancelled');
      expect(cancelled.orders.map((o) => o.orderId)).toEqual([resting.orderId]);
      expect((await history('&symbol=btcusdt')).total).toBe(3);
      expect((await history('&symbol=ETH')).total).toBe(0);
      // A typed wildcard is a character, not a pattern.
      expect((await history('&symbol=%25')).total).toBe(0);
      const buysPaged = await history('&side=BUY&limit=1&page=2');
      expect(buysPaged.total).toBe(2);
      expect(buysPaged.orders).toHaveLength(1);
      expect(buysPaged.orders[0]?.side).toBe('BUY');

      const fills = async (query: string) =>
        (await api(who, 'GET', `/fills?${query}`)).json as FillsPage;
      const buyFills = await fills('side=BUY');
      expect(buyFills.total).toBeGreaterThan(0);
      expect(buyFills.fills.every((f) => f.side === 'BUY' && f.symbol === BTC)).toBe(true);
      expect((await fills('symbol=eth')).total).toBe(0);
      expect((await api(who, 'GET', '/orders?status=history&side=buy')).status).toBe(400);
    });

    it('holds margin for an open limit order, lists it, and returns it all on cancel', async () => {
      const who = await trader(50_000);
      const other = await trader(50_000);
      const price = Math.round(btcQuote().bid * 0.99);
      const placed = await limitBuy(who, 0.01, price);
      expect(placed.status).toBe('open');
      const held = usdToInrPaise((0.01 * price) / 10) + 2_360;
      expect((await funds(who)).marginUsed).toBe(held / 100);
      const open = (await api(who, 'GET', '/orders?status=open')).json as OrdersPage;
      expect(open.orders.map((o) => o.orderId)).toEqual([placed.orderId]);

      expect((await api(other, 'DELETE', `/orders/${placed.orderId}`)).status).toBe(404);
      const cancelled = await api(who, 'DELETE', `/orders/${placed.orderId}`);
      expect(cancelled.status).toBe(200);
      expect(cancelled.json).toMatchObject({
        status: 'cancelled',
        reason: 'Cancelled by the trader',
      });
      expect(await funds(who)).toMatchObject({ availableFunds: 50_000, marginUsed: 0 });

      await limitBuy(who, 0.01, price);
      await limitBuy(who, 0.02, price - 1);
      const all = await api(who, 'DELETE', `/orders?symbol=${BTC}`);
      expect((all.json as { cancelled: Order[] }).cancelled).toHaveLength(2);
      expect(await funds(who)).toMatchObject({ availableFunds: 50_000, marginUsed: 0 });
      expect(await ledgerSum(server)).toBe(0n);
    });

    it('keeps every client order id exactly as sent, placed together in one group commit', async () => {
      const who = await trader(50_000);
      const price = Math.round(btcQuote().bid * 0.99);
      // Characters an array literal or a VALUES list could mangle, and the word NULL.
      const ids = ['NULL', 'a"b\\c', '{x,y}', " o'k ", 'ключ ₹20', ''.padEnd(64, 'z')];
      const placed = await Promise.all(
        ids.map((clientOrderId) =>
          order(who, {
            symbol: BTC,
            side: 'BUY',
            type: 'limit',
            size: 0.001,
            price,
            clientOrderId,
          }),
        ),
      );
      expect(placed.map((o) => o.clientOrderId)).toEqual(ids);
      const open = (await api(who, 'GET', '/orders?status=open&limit=50')).json as OrdersPage;
      expect(open.orders.map((o) => o.clientOrderId).sort()).toEqual([...ids].sort());
      const again = await order(who, {
        symbol: BTC,
        side: 'BUY',
        type: 'limit',
        size: 0.001,
        price,
        clientOrderId: 'a"b\\c',
      });
      expect(again.orderId).toBe(placed[1]?.orderId);
      await api(who, 'DELETE', `/orders?symbol=${BTC}`);
    });

    it('trade between traders at the resting order’s price, each paying the fee once', async () => {
      const maker = await trader(50_000);
      const taker = await trader(50_000);
      const { bid, ask } = btcQuote();
      const price = Math.round(((bid + ask) / 2) * 100) / 100;
      expect(price).toBeGreaterThan(bid);
      expect(price).toBeLessThan(ask);
      const resting = await order(maker, {
        symbol: BTC,
        side: 'SELL',
        type: 'limit',
        size: 0.003,
        price,
        leverage: 5,
      });
      expect(resting.status).toBe('open');
      const book = (await api(undefined, 'GET', `/orderbook?symbol=${BTC}&depth=1`))
        .json as OrderBookResponse;
      expect(book.asks[0]).toEqual({ price, size: 0.003 });

      const bought = await order(taker, {
        symbol: BTC,
        side: 'BUY',
        type: 'market',
        size: 0.002,
        leverage: 5,
      });
      expect(bought).toMatchObject({ status: 'filled', averagePrice: price });
      const makerOrder = ((await api(maker, 'GET', '/orders?status=open')).json as OrdersPage)
        .orders[0];
      expect(makerOrder).toMatchObject({ status: 'partially_filled', filledSize: 0.002 });
      const makerFills = (await api(maker, 'GET', '/fills')).json as FillsPage;
      expect(makerFills.fills).toMatchObject([{ side: 'SELL', price, size: 0.002, role: 'maker' }]);
      const short = ((await api(maker, 'GET', '/positions')).json as PositionsResponse)
        .positions[0];
      expect(short).toMatchObject({ side: 'short', size: 0.002, entryPrice: price, leverage: 5 });

      // Cancelling the rest returns its hold; the fee was taken once, at the first fill.
      await api(maker, 'DELETE', `/orders/${resting.orderId}`);
      const margin = usdToInrPaise((0.002 * price) / 5);
      expect(await funds(maker)).toMatchObject({
        availableFunds: (5_000_000 - margin - 2_360) / 100,
        marginUsed: margin / 100,
      });
      expect(await ledgerSum(server)).toBe(0n);
    });

    it('come back after a restart: the books are rebuilt by replaying the journal', async () => {
      const who = await trader(50_000);
      const price = Math.round(btcQuote().bid * 0.985);
      const placed = await limitBuy(who, 0.005, price);
      // One process at a time runs the exchange on its journal: the server stops first.
      await server.app.close();
      const restarted = restartedApp(server);
      try {
        await restarted.ready();
        const depth = await restarted.inject({ url: `/api/v1/orderbook?symbol=${BTC}&depth=50` });
        const book = depth.json() as OrderBookResponse;
        expect(book.bids).toContainEqual({ price, size: 0.005 });
        const cancel = await restarted.inject({
          method: 'DELETE',
          url: `/api/v1/orders/${placed.orderId}`,
          headers: { authorization: `Bearer ${who.token}` },
        });
        expect(cancel.json()).toMatchObject({ status: 'cancelled' });
      } finally {
        await restarted.close();
      }
    });
  });
});
