import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { OptionInstrument } from '../../server/modules/market/sim/options/option-book.ts';
import type { OptionChainEntry } from '../../src/contracts/market.ts';
import type { Order, OrderBookResponse, PositionsResponse } from '../../src/contracts/trading.ts';
import { usdToInrPaise } from '../../src/domain/money/conversion.ts';
import { login } from './support/auth-flow.ts';
import { ManualClock } from './support/manual-clock.ts';
import { settlementTwap } from './support/settlement-twap.ts';
import { restartedApp, testServerForSuite } from './support/test-server.ts';
import { ledgerSum, tradingClient } from './support/trading-client.ts';

/** Monday 23 Nov 2026, five minutes before the day's 08:00 UTC expiry. */
const START = Date.UTC(2026, 10, 23, 7, 55);
const EXPIRY_TEXT = '23NOV26';
const EXPIRY_ISO = '2026-11-23T08:00:00.000Z';
const NEXT_EXPIRY_TEXT = '24NOV26';
const NEXT_EXPIRY_ISO = '2026-11-24T08:00:00.000Z';
const LATER_EXPIRY_TEXT = '25NOV26';
const LATER_EXPIRY_ISO = '2026-11-25T08:00:00.000Z';
const FEE_PAISE = 2_360;
const DEPOSIT = 200_000;

const clock = new ManualClock(START);
const client = tradingClient(() => server, 'options');
const { api, order, funds } = client;
const trader = () => client.trader(DEPOSIT);
type Trader = Awaited<ReturnType<typeof trader>>;

/** Rupees of an answer as whole paise. */
const paise = (rupees: number): number => Math.round(rupees * 100);

const positions = async (who: Trader) =>
  (await api(who, 'GET', '/positions')).json as PositionsResponse;

const market = () => server.app.market;

/** The BTC options of an expiry and the chain entry of one; the test stops the ticks, so it holds. */
const optionsOf = (expiry: string): OptionInstrument[] => [
  ...(market().book('BTC').instruments(expiry) ?? []),
];
const entryOf = (instrument: OptionInstrument): OptionChainEntry =>
  market().optionEntry('BTC', instrument);
const spot = () => market().sim.indexPrice('BTC') as number;

/** An option of an expiry (with a bid, unless `bid` is false), the nearest to `strike` of its kind. */
const pick = (
  kind: 'call' | 'put',
  strike: (spot: number) => number,
  bid = true,
  expiry = EXPIRY_TEXT,
): OptionInstrument => {
  const target = strike(spot());
  const found = optionsOf(expiry)
    .filter((i) => i.kind === kind && (!bid || entryOf(i).best_bid_price > 0))
    .sort((a, b) => Math.abs(a.strike - target) - Math.abs(b.strike - target))[0];
  if (found === undefined) throw new Error(`no ${kind} near ${target}`);
  return found;
};

const server = testServerForSuite({ clock, stillMarket: true });

describe('option books', () => {
  it('quotes each listed option from the chain, and refuses names that are not listed', async () => {
    const call = pick('call', (s) => s);
    const entry = entryOf(call);
    const result = await api(undefined, 'GET', `/orderbook?symbol=${call.name}&depth=3`);
    expect(result.status).toBe(200);
    const book = result.json as OrderBookResponse;
    expect(book.asks[0]?.price).toBe(entry.best_ask_price);
    expect(book.bids[0]?.price).toBe(entry.best_bid_price);

    const who = await trader();
    for (const symbol of ['BTC-20NOV26-95000-C', 'BTC-23NOV26-95001-C', 'DOGE-23NOV26-1-C']) {
      expect((await api(undefined, 'GET', `/orderbook?symbol=${symbol}`)).status).toBe(404);
      expect(await order(who, { symbol, side: 'BUY', type: 'market', size: 0.01 })).toMatchObject({
        status: 'rejected',
        reason: 'Unknown or expired instrument',
      });
    }
  });
});

describe('buying and selling options', () => {
  it('a buyer pays the premium at the ask in full, and holds a long option', async () => {
    const who = await trader();
    const option = pick('call', (s) => s - 1_000);
    const { best_ask_price: ask, mark_price: mark } = entryOf(option);
    const bought = await order(who, {
      symbol: option.name,
      side: 'BUY',
      type: 'market',
      size: 0.01,
      leverage: 50,
    });
    expect(bought).toMatchObject({ status: 'filled', averagePrice: ask, leverage: 1 });
    const premium = usdToInrPaise(0.01 * ask);
    // The fund stream counts an option at its value at the mark, so the grand total moves by
    // the option's P&L only.
    const value = usdToInrPaise(0.01 * mark);
    expect(await funds(who)).toMatchObject({
      availableFunds: (DEPOSIT * 100 - premium - FEE_PAISE) / 100,
      marginUsed: 0,
      livePNL: value / 100,
      grandTotal: (DEPOSIT * 100 - premium - FEE_PAISE + value) / 100,
    });
    const held = await positions(who);
    expect(held.positions).toEqual([
      expect.objectContaining({
        symbol: option.name,
        kind: 'option',
        expiry: EXPIRY_ISO,
        side: 'long',
        size: 0.01,
        entryPrice: ask,
        markPrice: mark,
        unrealisedPnl: usdToInrPaise(0.01 * (mark - ask)) / 100,
        margin: 0,
        // Its money in is the premium it paid (the base of its P&L %), and its mark IV is shown.
        invested: premium / 100,
        markIv: entryOf(option).mark_iv,
      }),
    ]);
    expect(held.totalInvested).toBe(premium / 100);
    expect(await ledgerSum(server)).toBe(0n);
  });

  it('a seller receives the premium and posts Deribit standard margin', async () => {
    const who = await trader();
    const put = pick('put', (s) => s - 2_000);
    const entry = entryOf(put);
    const sold = await order(who, { symbol: put.name, side: 'SELL', type: 'market', size: 0.02 });
    expect(sold).toMatchObject({ status: 'filled', averagePrice: entry.best_bid_price });
    // Short put, per contract: max(max(0.15 − OTM/spot, 0.1) × spot + mark, maintenance),
    // maintenance max(0.075 × spot, 0.075 × mark) + mark (docs/trading.md).
    const s = entry.underlying_price;
    const otm = Math.max(0, s - put.strike);
    const initial = Math.max(
      Math.max(0.15 - otm / s, 0.1) * s + entry.mark_price,
      Math.max(0.075 * s, 0.075 * entry.mark_price) + entry.mark_price,
    );
    const margin = usdToInrPaise(0.02 * initial);
    const premium = usdToInrPaise(0.02 * entry.best_bid_price);
    expect(await funds(who)).toMatchObject({
      availableFunds: (DEPOSIT * 100 + premium - margin - FEE_PAISE) / 100,
      marginUsed: margin / 100,
    });
    const held = await positions(who);
    expect(held.positions[0]).toMatchObject({
      symbol: put.name,
      kind: 'option',
      side: 'short',
      size: 0.02,
      margin: margin / 100,
    });
    expect(held.totalInvested).toBe(margin / 100);

    // A resting sell holds its margin and the fee until it is cancelled.
    const resting = await order(who, {
      symbol: put.name,
      side: 'SELL',
      type: 'limit',
      // Above the ask (it rests), inside the option's price band (price-band.ts).
      price: entry.best_ask_price + 1,
      size: 0.01,
    });
    expect(resting.status).toBe('open');
    expect((await funds(who)).marginUsed).toBe(
      (margin + usdToInrPaise(0.01 * initial) + FEE_PAISE) / 100,
    );
    expect((await api(who, 'DELETE', `/orders/${resting.orderId}`)).status).toBe(200);
    expect((await funds(who)).marginUsed).toBe(margin / 100);

    // Buying half back pays the premium at the ask and returns half the margin.
    const ask = entryOf(put).best_ask_price;
    const open = await funds(who);
    const bought = await order(who, { symbol: put.name, side: 'BUY', type: 'market', size: 0.01 });
    expect(bought).toMatchObject({ status: 'filled', averagePrice: ask });
    const back = Math.floor(margin / 2);
    expect(await funds(who)).toMatchObject({
      availableFunds:
        (paise(open.availableFunds) - usdToInrPaise(0.01 * ask) - FEE_PAISE + back) / 100,
      marginUsed: (margin - back) / 100,
    });
    expect((await positions(who)).positions[0]).toMatchObject({
      side: 'short',
      size: 0.01,
      realisedPnl: usdToInrPaise(-0.01 * (ask - entry.best_bid_price)) / 100,
    });
    expect(await ledgerSum(server)).toBe(0n);
  });

  it('perpetual positions say so, with no expiry', async () => {
    const who = await trader();
    await order(who, { symbol: 'BTCUSDT-PERP', side: 'BUY', type: 'market', size: 0.001 });
    expect((await positions(who)).positions[0]).toMatchObject({
      kind: 'perpetual',
      expiry: null,
    });
  });
});

describe('expiry at 08:00 UTC', () => {
  it('cash-settles at the index TWAP, pays intrinsic value, and removes the book and the positions, also after a clock jump', async () => {
    const longCall = await trader();
    const shortCall = await trader();
    const longPut = await trader();
    const call = pick('call', (s) => s - 1_500);
    const put = pick('put', (s) => s - 1_500, false);
    const nextCall = pick('call', (s) => s - 2_000, true, NEXT_EXPIRY_TEXT);
    await order(longCall, { symbol: call.name, side: 'BUY', type: 'market', size: 0.01 });
    await order(longCall, { symbol: nextCall.name, side: 'BUY', type: 'market', size: 0.01 });
    expect((await positions(longCall)).positions.map((p) => p.expiry).sort()).toEqual([
      EXPIRY_ISO,
      NEXT_EXPIRY_ISO,
    ]);
    await order(shortCall, { symbol: call.name, side: 'SELL', type: 'market', size: 0.01 });
    await order(longPut, { symbol: put.name, side: 'BUY', type: 'market', size: 0.01 });
    const resting = await order(longPut, {
      symbol: call.name,
      side: 'BUY',
      type: 'limit',
      // Far below the bid, at the low edge of the option's price band (price-band.ts).
      price: Math.max(1, Math.ceil(entryOf(call).mark_price / 2)),
      size: 0.01,
    });
    expect(resting.status).toBe('open');
    const before = {
      longCall: await funds(longCall),
      shortCall: await funds(shortCall),
      longPut: await funds(longPut),
    };

    // A laptop that slept through both expiries: everything past due is settled at once.
    clock.advance(Date.parse(NEXT_EXPIRY_ISO) - START + 1_000);
    for (const who of [longCall, shortCall, longPut]) {
      who.token = (await login(server, who.email)).token;
    }
    await expect
      .poll(async () => (await positions(longCall)).positions, { timeout: 10_000 })
      .toEqual([]);

    // The documented rule: the index's TWAP over the 30 minutes before 08:00, to the cent (the
    // mean close of its minute candles); the index when the settlement runs if the market has no
    // candle of that window (the simulator did not run through the next day's).
    const twap = (expiryIso: string) =>
      settlementTwap(
        (path) => fetch(`${server.url}${path}`).then((r) => r.json()),
        'BTC',
        Date.parse(expiryIso),
        spot(),
      );
    const price = await twap(EXPIRY_ISO);
    const nextPrice = await twap(NEXT_EXPIRY_ISO);
    expect(price).not.toBe(Math.round(spot() * 100) / 100);
    const recorded = await server.client.query<{ symbol: string; settlement_price: number }>(
      'select symbol, settlement_price from trading_option_settlement where symbol = any($1)',
      [[call.name, put.name, nextCall.name]],
    );
    expect(Object.fromEntries(recorded.rows.map((r) => [r.symbol, r.settlement_price]))).toEqual({
      [call.name]: price,
      [put.name]: price,
      [nextCall.name]: nextPrice,
    });
    expect(nextPrice).toBeGreaterThan(nextCall.strike);
    expect(price).toBeGreaterThan(call.strike);
    expect(price).toBeGreaterThan(put.strike);
    const callValue = usdToInrPaise(0.01 * (price - call.strike));
    const nextCallValue = usdToInrPaise(0.01 * (nextPrice - nextCall.strike));

    expect(await funds(longCall)).toMatchObject({
      availableFunds: (paise(before.longCall.availableFunds) + callValue + nextCallValue) / 100,
      marginUsed: 0,
    });
    expect(await funds(shortCall)).toMatchObject({
      availableFunds:
        (paise(before.shortCall.availableFunds) + paise(before.shortCall.marginUsed) - callValue) /
        100,
      marginUsed: 0,
    });
    // The out-of-the-money put pays nothing; the resting order on the call's book is cancelled.
    expect(await funds(longPut)).toMatchObject({
      availableFunds:
        (paise(before.longPut.availableFunds) + paise(before.longPut.marginUsed)) / 100,
      marginUsed: 0,
    });
    const history = (await api(longPut, 'GET', '/orders?status=history')).json as {
      orders: Order[];
    };
    expect(history.orders.find((o) => o.orderId === resting.orderId)).toMatchObject({
      status: 'cancelled',
      reason: 'Instrument expired or delisted',
    });
    for (const who of [shortCall, longPut]) expect((await positions(who)).positions).toEqual([]);
    for (const symbol of [call.name, put.name, nextCall.name]) {
      expect((await api(undefined, 'GET', `/orderbook?symbol=${symbol}`)).status).toBe(404);
      expect(
        await order(longCall, { symbol, side: 'BUY', type: 'market', size: 0.01 }),
      ).toMatchObject({ status: 'rejected', reason: 'Unknown or expired instrument' });
    }
    expect(await ledgerSum(server)).toBe(0n);
  });

  it('settles an expiry passed while the server was down at its restart, and nothing twice', async () => {
    const snapshot = async () =>
      (
        await server.client.query<{ id: string; balance_paise: string }>(
          'select id, balance_paise::text from ledger_account order by id',
        )
      ).rows;
    const settlements = async () =>
      (
        await server.client.query<{ symbol: string; settlement_price: number }>(
          'select symbol, settlement_price from trading_option_settlement order by symbol',
        )
      ).rows;
    const who = await trader();
    const option = pick('call', (s) => s - 2_000, true, LATER_EXPIRY_TEXT);
    expect(
      await order(who, { symbol: option.name, side: 'BUY', type: 'market', size: 0.01 }),
    ).toMatchObject({ status: 'filled' });
    const available = async () =>
      BigInt(
        (
          await server.client.query<{ b: string }>(
            'select balance_paise::text as b from ledger_account where id = $1',
            [`available:${who.userId}`],
          )
        ).rows[0]?.b ?? 'x',
      );
    const before = await available();
    const settledBefore = await settlements();

    // The exchange core's journal is written by one process at a time: the test's server stops
    // first (the server was down), and each restart runs on its journal.
    await server.app.close();
    /** The app again on the same database, its clock past the later expiry (the server was down). */
    const restart = async (work: (app: FastifyInstance) => Promise<void>) => {
      const app = restartedApp(server, {
        clock: new ManualClock(Date.parse(LATER_EXPIRY_ISO) + 60_000),
      });
      try {
        await app.ready();
        await work(app);
      } finally {
        await app.close();
      }
    };

    await restart(async (app) => {
      // The settlement price: the index TWAP of the 30 minutes before 08:00, as the public
      // candles call shows it.
      const price = await settlementTwap(
        (url) => app.inject({ url }).then((r) => r.json()),
        'BTC',
        Date.parse(LATER_EXPIRY_ISO),
        app.market.sim.indexPrice('BTC') as number,
      );
      const now = await settlements();
      // What was settled before stays as it was; the later expiry is settled at the TWAP.
      expect(now.filter((r) => settledBefore.some((b) => b.symbol === r.symbol))).toEqual(
        settledBefore,
      );
      expect(now.find((r) => r.symbol === option.name)?.settlement_price).toBe(price);
      expect(await available()).toBe(
        before + BigInt(usdToInrPaise(0.01 * Math.max(0, price - option.strike))),
      );
      for (const symbol of [option.name, (settledBefore[0] as { symbol: string }).symbol]) {
        const depth = await app.inject({ url: `/api/v1/orderbook?symbol=${symbol}` });
        expect(depth.statusCode).toBe(404);
      }
    });
    expect(await ledgerSum(server)).toBe(0n);

    // Another restart replays the delisted books and settles nothing twice.
    const ledger = await snapshot();
    const settled = await settlements();
    await restart(async () => {
      expect(await snapshot()).toEqual(ledger);
      expect(await settlements()).toEqual(settled);
    });
  });
});
