import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { pgliteDatabase } from '../../server/db/pglite.ts';
import type { DeskNotice } from '../../server/modules/trading/notices.ts';
import type {
  FillsPage,
  Order,
  OrderBookResponse,
  PositionsResponse,
} from '../../src/contracts/trading.ts';
import type { ContractNote, DevMarketMoveResponse } from '../../src/contracts/trading-risk.ts';
import type { OrderNotification } from '../../src/contracts/trading-streams.ts';
import { usdToInrPaise } from '../../src/domain/money/conversion.ts';
import { MarketTestClient } from './support/market-client.ts';
import { freshMigratedPGlite } from './support/pglite-snapshot.ts';
import { PRODUCTION_ENV } from './support/production-env.ts';
import { restartedApp, testServerForSuite } from './support/test-server.ts';
import { ledgerSum, type Trader, tradingClient } from './support/trading-client.ts';

const notices: DeskNotice[] = [];

/** The trader's notices as the order stream (`/stream/user?category=order`) tells them. */
const listenOrderStream = (userId: string) => {
  const category = server.app.userStreams.get('order');
  if (category === undefined) throw new Error('no order stream');
  category.open({
    userId,
    log: server.app.log,
    send: async (message) => {
      const { payload } = message as OrderNotification;
      notices.push({
        kind: payload.kind,
        userId,
        orderId: payload.orderId,
        symbol: payload.stockSymbol,
        side: payload.operation,
        price: payload.price,
        size: payload.size,
        message: payload.message,
        at: new Date(payload.timestamp),
        trigger: payload.triggerPrice ?? null,
        pnlPaise: payload.realisedPnl === undefined ? null : Math.round(payload.realisedPnl * 100),
      });
    },
  });
};

const client = tradingClient(() => server, 'risk');
const { api, order, positions, funds } = client;
const trader = (deposit?: number) => client.trader(deposit, listenOrderStream);

const move = async (symbol: string, percent: number): Promise<DevMarketMoveResponse> => {
  const result = await api(undefined, 'POST', '/dev/market/move', { symbol, percent });
  expect(result.status).toBe(200);
  return result.json as DevMarketMoveResponse;
};

const balance = async (account: string): Promise<bigint> =>
  BigInt(
    (
      await server.client.query<{ b: string }>(
        'select coalesce(max(balance_paise), 0)::text as b from ledger_account where id = $1',
        [account],
      )
    ).rows[0]?.b ?? 'x',
  );

const quote = (symbol: string) => {
  const entry = server.app.market.entry(symbol);
  if (entry === undefined) throw new Error(`no quote of ${symbol}`);
  return entry;
};

const noticesOf = (who: Trader, kinds: DeskNotice['kind'][]) =>
  notices.filter((n) => n.userId === who.userId && kinds.includes(n.kind));

// The price ticks stop, so only the test's moves change the marks.
const server = testServerForSuite({ stillMarket: true });

describe('liquidation', () => {
  it('warns at 80%, then closes a 200x long at market when a −1% move takes it past 100%, the trader losing only the margin', async () => {
    const who = await trader(10_000);
    const { ask } = quote('BTCUSDT-PERP');
    const opened = await order(who, {
      symbol: 'BTCUSDT-PERP',
      side: 'BUY',
      type: 'market',
      size: 0.01,
      leverage: 200,
    });
    expect(opened).toMatchObject({ status: 'filled', averagePrice: ask });
    const [position] = await positions(who);
    expect(position).toMatchObject({ stopLoss: null, takeProfit: null, leverage: 200 });
    // Opened at the ask with a mark at the middle: already some way up, but under the alert.
    expect(position?.marginRatio).toBeGreaterThan(0.4);
    expect(position?.marginRatio).toBeLessThan(0.8);
    expect(Date.parse(position?.openedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // The margin the position shows: what the trader can lose, never more.
    const marginPaise = Math.round((position?.margin ?? 0) * 100);
    expect(marginPaise).toBeGreaterThanOrEqual(usdToInrPaise((0.01 * ask) / 200));
    const insuranceBefore = await balance('insurance_fund');

    const moved = await move('BTC', -1);
    expect(moved.to).toBeCloseTo(moved.from * 0.99, 0);

    const told = noticesOf(who, ['margin-alert', 'liquidation']);
    expect(told.map((n) => n.kind)).toEqual(['margin-alert', 'liquidation']);
    expect(told[0]?.message).toMatch(
      /^Margin alert: your BTCUSDT-PERP long is at a margin ratio of over 100% \(mark \$[\d,.]+\)/,
    );
    // Sold at market, or (where the book is past the bankruptcy price) taken over at it: never
    // under the bid, and under the price it was bought at.
    const { bid } = quote('BTCUSDT-PERP');
    expect(told[1]).toMatchObject({ side: 'SELL', size: 0.01 });
    // One message: the liquidation's order tells no fill and no cancel of its own.
    expect(
      noticesOf(who, ['fill', 'cancel']).filter((n) => n.orderId === told[1]?.orderId),
    ).toEqual([]);
    const soldAt = told[1]?.price ?? 0;
    expect(soldAt).toBeGreaterThanOrEqual(bid);
    expect(soldAt).toBeLessThan(ask);
    const soldText = `$${soldAt.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(told[1]?.message).toContain(
      `Position liquidated: sold 0.01 BTCUSDT-PERP at ${soldText}`,
    );
    expect(await positions(who)).toEqual([]);

    // Lost: the opening fee and the margin (the liquidation's fee came out of it); no more.
    const after = await funds(who);
    expect(after.availableFunds).toBe((1_000_000 - 2_360 - marginPaise) / 100);
    expect(after.availableFunds).toBeGreaterThanOrEqual(0);
    expect(after.marginUsed).toBe(0);
    // The loss beyond the margin came out of the insurance fund.
    expect(await balance('insurance_fund')).toBeLessThan(insuranceBefore);
    expect(await ledgerSum(server)).toBe(0n);
    const history = (await api(who, 'GET', '/orders?status=history')).json as {
      orders: Order[];
    };
    expect(history.orders[0]).toMatchObject({
      side: 'SELL',
      reduceOnly: true,
      status: 'filled',
      filledSize: 0.01,
    });
  });

  it('warns at 80% at least one mark tick before it liquidates, when the mark walks down', async () => {
    const who = await trader(10_000);
    expect(
      await order(who, {
        symbol: 'BTCUSDT-PERP',
        side: 'BUY',
        type: 'market',
        size: 0.01,
        leverage: 100,
      }),
    ).toMatchObject({ status: 'filled' });
    let alertedAt: number | undefined;
    let liquidatedAt: number | undefined;
    for (let tick = 1; tick <= 80 && liquidatedAt === undefined; tick += 1) {
      await move('BTC', -0.05);
      if (alertedAt === undefined && noticesOf(who, ['margin-alert']).length > 0) alertedAt = tick;
      if (noticesOf(who, ['liquidation']).length > 0) liquidatedAt = tick;
    }
    expect(liquidatedAt).toBeDefined();
    expect(alertedAt).toBeDefined();
    expect(alertedAt as number).toBeLessThan(liquidatedAt as number);
    const [alert] = noticesOf(who, ['margin-alert']);
    expect(alert?.message).toMatch(/^Margin alert: your BTCUSDT-PERP long is at a margin ratio of/);
    expect(await positions(who)).toEqual([]);
  });

  it('adds at the position’s leverage and says so, and liquidates at the price the position showed after the add', async () => {
    const who = await trader(50_000);
    const buy = (leverage: number) =>
      order(who, { symbol: 'ETHUSDT-PERP', side: 'BUY', type: 'market', size: 0.1, leverage });
    expect(await buy(20)).toMatchObject({ status: 'filled', leverage: 20 });
    const added = await buy(50);
    // The add keeps the position's 20x: the answer reports the leverage it used, and a notice why.
    expect(added).toMatchObject({ status: 'filled', leverage: 20 });
    const told = noticesOf(who, ['fill']).map((n) => n.message);
    expect(told).toContain(
      "Added at the position's 20x (the order asked 50x): a position has one leverage",
    );
    const [position] = await positions(who);
    expect(position).toMatchObject({ size: 0.2, leverage: 20 });
    const liquidation = position?.liquidationPrice as number;
    expect(liquidation).toBeLessThan(position?.entryPrice as number);
    const moveTo = (target: number) =>
      move('ETHUSDT-PERP', (target / quote('ETHUSDT-PERP').price - 1) * 100);

    await moveTo(liquidation * 1.003);
    expect(await positions(who)).toHaveLength(1);
    expect(noticesOf(who, ['liquidation'])).toEqual([]);
    await moveTo(liquidation * 0.997);
    expect(noticesOf(who, ['liquidation'])).toHaveLength(1);
    expect(await positions(who)).toEqual([]);
    expect(await ledgerSum(server)).toBe(0n);
  });

  it('sends one margin alert per crossing, and another after the ratio falls back below 70%', async () => {
    const who = await trader(50_000);
    // Large enough that the fee of closing, which the maintenance margin may include, is small
    // against the margin (10 XRP at 100x would open past its liquidation price).
    await order(who, {
      symbol: 'XRPUSDT-PERP',
      side: 'BUY',
      type: 'market',
      size: 1_000,
      leverage: 100,
    });
    const [position] = await positions(who);
    const mark = quote('XRPUSDT-PERP').price;
    // At 100x the maintenance (0.25%) is 80% of the equity about 0.68% under entry; 0.7% is past it.
    const entry = position?.entryPrice ?? 0;
    const down = ((entry * 0.993) / mark - 1) * 100;
    await move('XRPUSDT-PERP', down);
    expect(noticesOf(who, ['margin-alert'])).toHaveLength(1);
    await move('XRPUSDT-PERP', -0.01);
    expect(noticesOf(who, ['margin-alert'])).toHaveLength(1);
    await move('XRPUSDT-PERP', 1);
    expect((await positions(who))[0]?.marginRatio).toBeLessThan(0.7);
    await move('XRPUSDT-PERP', -1);
    expect(noticesOf(who, ['margin-alert'])).toHaveLength(2);
    expect(noticesOf(who, ['liquidation'])).toEqual([]);
    expect(await positions(who)).toHaveLength(1);
  });
});

describe('stop-loss and take-profit', () => {
  it('closes a long at market when the mark falls to its stop-loss', async () => {
    const who = await trader(50_000);
    const { price } = quote('ETHUSDT-PERP');
    const stopLoss = Math.round(price * 0.99 * 100) / 100;
    const takeProfit = Math.round(price * 1.05 * 100) / 100;
    await order(who, {
      symbol: 'ETHUSDT-PERP',
      side: 'BUY',
      type: 'market',
      size: 0.1,
      leverage: 10,
      stopLoss,
      takeProfit,
    });
    expect((await positions(who))[0]).toMatchObject({ stopLoss, takeProfit, size: 0.1 });
    await move('ETHUSDT-PERP', -0.5);
    expect(await positions(who)).toHaveLength(1);
    await move('ETH', -1);
    expect(await positions(who)).toEqual([]);
    const [trigger] = noticesOf(who, ['trigger']);
    const { bid } = quote('ETHUSDT-PERP');
    expect(trigger).toMatchObject({ side: 'SELL', size: 0.1, price: bid });
    // One notice for the close: the trigger, the fill and the realised loss; no fill notice of its own.
    const realised = (trigger?.pnlPaise ?? 0) / 100;
    expect(trigger?.trigger).toBe(stopLoss);
    expect(realised).toBeLessThan(0);
    const inr = (-realised).toLocaleString('en-IN', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    expect(trigger?.message).toBe(
      `Stop-loss triggered: sold 0.1 ETHUSDT-PERP at $${bid.toLocaleString('en-US', { minimumFractionDigits: 2 })} (trigger $${stopLoss.toLocaleString('en-US', { minimumFractionDigits: 2 })}), realised −₹${inr}`,
    );
    expect(noticesOf(who, ['fill']).filter((n) => n.orderId === trigger?.orderId)).toEqual([]);
    expect(noticesOf(who, ['liquidation', 'margin-alert'])).toEqual([]);
    expect(await ledgerSum(server)).toBe(0n);
  });

  it('closes a short at market when the mark falls to the take-profit set on the position', async () => {
    const who = await trader(50_000);
    await order(who, {
      symbol: 'SOLUSDT-PERP',
      side: 'SELL',
      type: 'market',
      size: 2,
      leverage: 5,
    });
    const { price } = quote('SOLUSDT-PERP');
    const takeProfit = Math.round(price * 0.98 * 1000) / 1000;
    const patched = await api(who, 'PATCH', '/positions/SOLUSDT-PERP', { takeProfit });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ side: 'short', takeProfit, stopLoss: null });
    const before = await funds(who);
    await move('SOLUSDT-PERP', -3);
    expect(await positions(who)).toEqual([]);
    const [trigger] = noticesOf(who, ['trigger']);
    expect(trigger).toMatchObject({ side: 'BUY', size: 2 });
    expect(trigger?.message).toMatch(
      /^Take-profit triggered: bought 2 SOLUSDT-PERP at \$[\d,]+\.\d{2} \(trigger \$[\d,]+\.\d{2}\), realised \+₹[\d,]+\.\d{2}$/,
    );
    // The margin came back with a gain on top (less the closing fee).
    expect((await funds(who)).availableFunds).toBeGreaterThan(
      before.availableFunds + before.marginUsed,
    );
  });
});

describe('on the price ticks', () => {
  it('puts a limit order’s stop-loss on the position it opens, and closes it when a tick reaches it', async () => {
    const who = await trader(50_000);
    const { ask } = quote('LINKUSDT-PERP');
    const price = Math.round((ask + 0.01) * 1000) / 1000;
    const stopLoss = Math.round(ask * 0.98 * 1000) / 1000;
    const placed = await order(who, {
      symbol: 'LINKUSDT-PERP',
      side: 'BUY',
      type: 'limit',
      timeInForce: 'IOC',
      price,
      size: 2,
      stopLoss,
    });
    expect(placed.status).toBe('filled');
    expect((await positions(who))[0]).toMatchObject({ stopLoss, takeProfit: null });
    // Not the dev route: the market service's own publication of new prices, as on a tick.
    server.app.market.move('LINK', -3);
    await vi.waitFor(async () => expect(await positions(who)).toEqual([]), { timeout: 5_000 });
    expect(noticesOf(who, ['trigger'])[0]?.message).toMatch(
      /^Stop-loss triggered: sold 2 LINKUSDT-PERP at /,
    );
  });
});

describe('a resting order’s triggers', () => {
  it('go on the position when the order fills', async () => {
    const who = await trader(50_000);
    const { bid } = quote('AVAXUSDT-PERP');
    const price = Math.round(bid * 0.99 * 1000) / 1000;
    const stopLoss = Math.round(price * 0.95 * 1000) / 1000;
    const takeProfit = Math.round(price * 1.05 * 1000) / 1000;
    const resting = await order(who, {
      symbol: 'AVAXUSDT-PERP',
      side: 'BUY',
      type: 'limit',
      price,
      size: 2,
      stopLoss,
      takeProfit,
    });
    expect(resting.status).toBe('open');
    expect(await positions(who)).toEqual([]);
    // The market falls through the order's price: the market maker's quotes of that tick fill it,
    // with nobody reading or trading the book.
    await move('AVAXUSDT-PERP', -2);
    expect((await positions(who))[0]).toMatchObject({ size: 2, stopLoss, takeProfit });
    // Removed on the position, they stay removed through later fills.
    await api(who, 'PATCH', '/positions/AVAXUSDT-PERP', { stopLoss: null, takeProfit: null });
    await order(who, { symbol: 'AVAXUSDT-PERP', side: 'BUY', type: 'market', size: 1 });
    expect((await positions(who))[0]).toMatchObject({ size: 3, stopLoss: null, takeProfit: null });
  });
});

describe('PATCH /positions/:symbol', () => {
  it('refuses triggers on the wrong side of the mark in words, clears with null, and 404s without a position', async () => {
    const who = await trader(50_000);
    const other = await trader();
    await order(who, { symbol: 'BNBUSDT-PERP', side: 'BUY', type: 'market', size: 0.1 });
    const mark = quote('BNBUSDT-PERP').price;
    const patch = (body: unknown, symbol = 'BNBUSDT-PERP', as = who) =>
      api(as, 'PATCH', `/positions/${symbol}`, body);
    for (const [body, words] of [
      [{ stopLoss: mark + 1 }, 'Stop-loss must be below the mark price for a long'],
      [{ takeProfit: mark - 1 }, 'Take-profit must be above the mark price for a long'],
      [{ stopLoss: -5 }, 'Stop-loss must be a positive number'],
    ] as const) {
      const refused = await patch(body);
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ message: words });
    }
    const set = await patch({ stopLoss: mark - 10, takeProfit: mark + 10 });
    expect(set.json).toMatchObject({ stopLoss: mark - 10, takeProfit: mark + 10 });
    const cleared = await patch({ stopLoss: null });
    expect(cleared.json).toMatchObject({ stopLoss: null, takeProfit: mark + 10 });

    const missing = await patch({ stopLoss: 1 }, 'ETHUSDT-PERP');
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ message: 'No open position in this instrument' });
    expect((await patch({ stopLoss: 1 }, 'NOPE-PERP')).status).toBe(404);
    expect(
      (await patch({ userId: who.userId, stopLoss: null }, 'BNBUSDT-PERP', other)).status,
    ).toBe(403);
    expect((await api(undefined, 'PATCH', '/positions/BNBUSDT-PERP', {})).status).toBe(401);

    await order(who, { symbol: 'LTCUSDT-PERP', side: 'SELL', type: 'market', size: 0.1 });
    const ltc = quote('LTCUSDT-PERP').price;
    const short = await patch({ stopLoss: ltc - 1 }, 'LTCUSDT-PERP');
    expect(short.json).toMatchObject({
      message: 'Stop-loss must be above the mark price for a short',
    });
    const shortTp = await patch({ takeProfit: ltc + 1 }, 'LTCUSDT-PERP');
    expect(shortTp.json).toMatchObject({
      message: 'Take-profit must be below the mark price for a short',
    });
  });

  it('refuses an order whose stop-loss or take-profit is on the wrong side of its entry', async () => {
    const who = await trader(50_000);
    const { price } = quote('BTCUSDT-PERP');
    const cases: [Record<string, unknown>, string][] = [
      [
        { side: 'BUY', type: 'market', stopLoss: price + 100 },
        'Stop-loss must be below the entry price for a buy',
      ],
      [
        { side: 'SELL', type: 'market', takeProfit: price + 100 },
        'Take-profit must be below the entry price for a sell',
      ],
      [
        {
          side: 'BUY',
          type: 'limit',
          price: Math.round(price * 0.99),
          takeProfit: Math.round(price * 0.98),
        },
        'Take-profit must be above the entry price for a buy',
      ],
      [
        {
          side: 'SELL',
          type: 'limit',
          price: Math.round(price * 1.01),
          stopLoss: Math.round(price * 1.005),
        },
        'Stop-loss must be above the entry price for a sell',
      ],
    ];
    for (const [body, reason] of cases) {
      const placed = await order(who, { symbol: 'BTCUSDT-PERP', size: 0.001, ...body });
      expect(placed).toMatchObject({ status: 'rejected', reason });
    }
    expect((await funds(who)).availableFunds).toBe(50_000);
  });
});

describe('contract notes', () => {
  it('shows what was traded, ₹20 brokerage, ₹3.60 GST and, for a future, a net amount of realised P&L less charges (never the notional)', async () => {
    const who = await trader(50_000);
    const other = await trader();
    const bought = await order(who, {
      symbol: 'BTCUSDT-PERP',
      side: 'BUY',
      type: 'market',
      size: 0.003,
    });
    const result = await api(who, 'GET', `/orders/${bought.orderId}/contract-note`);
    expect(result.status).toBe(200);
    const note = result.json as ContractNote;
    const fills = ((await api(who, 'GET', '/fills')).json as FillsPage).fills
      .filter((f) => f.orderId === bought.orderId)
      .reverse();
    const notionalPaise = usdToInrPaise(fills.reduce((sum, f) => sum + f.price * f.size, 0));
    expect(note).toMatchObject({
      orderId: bought.orderId,
      symbol: 'BTCUSDT-PERP',
      side: 'BUY',
      size: 0.003,
      averagePrice: bought.averagePrice,
      brokerage: 20,
      gst: 3.6,
      notional: notionalPaise / 100,
      // An opening future realises nothing: the wallet pays only the charges.
      origin: 'trader',
      realisedPnl: null,
      charges: 23.6,
      netAmount: -23.6,
      trader: { name: expect.any(String), email: who.email },
    });
    expect(note.noteId).toMatch(new RegExp(`^CN-\\d{8}-${bought.orderId}$`));
    expect(note.fills).toEqual(
      fills.map((f) => ({ price: f.price, size: f.size, time: f.createdAt })),
    );
    expect(note.executedAt).toBe(fills.at(-1)?.createdAt);

    const sold = (await api(who, 'POST', '/positions/close', { symbol: 'BTCUSDT-PERP' }))
      .json as Order;
    const sale = (await api(who, 'GET', `/orders/${sold.orderId}/contract-note`))
      .json as ContractNote;
    const realisedPaise = Math.round(
      usdToInrPaise(0.003 * ((sold.averagePrice ?? 0) - (bought.averagePrice ?? 0))),
    );
    expect(sale).toMatchObject({ side: 'SELL', origin: 'trader', charges: 23.6 });
    expect(sale.realisedPnl ?? Number.NaN).toBeCloseTo(realisedPaise / 100, 1);
    expect(sale.netAmount).toBeCloseTo((sale.realisedPnl ?? 0) - 23.6, 2);

    expect((await api(other, 'GET', `/orders/${bought.orderId}/contract-note`)).status).toBe(404);
    expect(
      (await api(other, 'GET', `/orders/${bought.orderId}/contract-note?userId=${who.userId}`))
        .status,
    ).toBe(403);
    const resting = await order(who, {
      symbol: 'BTCUSDT-PERP',
      side: 'BUY',
      type: 'limit',
      size: 0.001,
      price: Math.round(quote('BTCUSDT-PERP').bid * 0.99),
    });
    const unexecuted = await api(who, 'GET', `/orders/${resting.orderId}/contract-note`);
    expect(unexecuted.status).toBe(404);
    expect(unexecuted.json).toMatchObject({
      message: 'No contract note: the order has not been executed',
    });
    expect((await api(who, 'GET', '/orders/999999999/contract-note')).status).toBe(404);
  });
});

describe('the dev market control', () => {
  it('moves a perpetual and its coin at once, visible to the market screens and the order book', async () => {
    const watcher = await MarketTestClient.subscribed(server.url, 'g_rskmv', 'futures_symbol', [
      'ADAUSDT-PERP',
    ]);
    try {
      await watcher.waitFor((f) => f.type === 'initial-data');
      const before = quote('ADAUSDT-PERP');
      const moved = await move('ADAUSDT-PERP', 10);
      const after = quote('ADAUSDT-PERP');
      expect(moved).toMatchObject({ symbol: 'ADAUSDT-PERP', from: before.price, to: after.price });
      expect(after.price / before.price).toBeCloseTo(1.1, 3);
      expect(after.bid).toBeGreaterThan(before.ask);
      const update = await watcher.waitFor(
        (f) => f.type === 'symbol-update' && (f.data as { price?: number }).price === moved.to,
      );
      expect(update.data).toMatchObject({ bid: after.bid, ask: after.ask });
      const book = (await api(undefined, 'GET', '/orderbook?symbol=ADAUSDT-PERP&depth=1'))
        .json as OrderBookResponse;
      expect([book.bids[0]?.price, book.asks[0]?.price]).toEqual([after.bid, after.ask]);
      const coin = await move('ADA', -5);
      expect(coin.to / coin.from).toBeCloseTo(0.95, 3);
    } finally {
      watcher.ws.close();
    }
    const unknown = await api(undefined, 'POST', '/dev/market/move', {
      symbol: 'NOPE',
      percent: 1,
    });
    expect(unknown.status).toBe(404);
    const tooFar = await api(undefined, 'POST', '/dev/market/move', { symbol: 'BTC', percent: 60 });
    expect(tooFar.status).toBe(400);
  });
});

describe('after a restart', () => {
  it('keeps the stop-loss and take-profit, and still triggers them', async () => {
    const who = await trader(50_000);
    const { price } = quote('DOGEUSDT-PERP');
    const stopLoss = Number((price * 0.97).toFixed(5));
    const takeProfit = Number((price * 1.03).toFixed(5));
    await order(who, {
      symbol: 'DOGEUSDT-PERP',
      side: 'BUY',
      type: 'market',
      size: 100,
      leverage: 10,
      stopLoss,
      takeProfit,
    });
    // One process writes the journal at a time: the server stops first.
    await server.app.close();
    const restarted = restartedApp(server);
    try {
      await restarted.ready();
      restarted.market.stop();
      const auth = { authorization: `Bearer ${who.token}` };
      const listed = await restarted.inject({ url: '/api/v1/positions', headers: auth });
      expect((listed.json() as PositionsResponse).positions[0]).toMatchObject({
        symbol: 'DOGEUSDT-PERP',
        stopLoss,
        takeProfit,
      });
      const moved = await restarted.inject({
        method: 'POST',
        url: '/api/v1/dev/market/move',
        payload: { symbol: 'DOGE', percent: 5 },
      });
      expect(moved.statusCode).toBe(200);
      const after = await restarted.inject({ url: '/api/v1/positions', headers: auth });
      expect((after.json() as PositionsResponse).positions).toEqual([]);
      const history = await restarted.inject({
        url: '/api/v1/orders?status=history',
        headers: auth,
      });
      expect((history.json() as { orders: Order[] }).orders[0]).toMatchObject({
        side: 'SELL',
        reduceOnly: true,
        status: 'filled',
      });
    } finally {
      await restarted.close();
    }
  });
});

describe('in production', () => {
  it('has no dev market control', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'derivo-production-'));
    const production = buildApp({
      config: loadConfig({
        ...PRODUCTION_ENV,
        MAIL_FROM: 'Derivo Test <otp@derivo.test>',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: path.join(os.tmpdir(), 'derivo-no-such-dist'),
        DATA_DIR: dataDir,
      }),
      database: pgliteDatabase(await freshMigratedPGlite(), { ownsClient: true }),
    });
    try {
      await production.ready();
      production.market.stop();
      const result = await production.inject({
        method: 'POST',
        url: '/api/v1/dev/market/move',
        payload: { symbol: 'BTC', percent: -1 },
      });
      expect(result.statusCode).toBe(404);
    } finally {
      await production.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
