import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { INSURANCE_FUND, MARKET_MAKER, mustStayCovered } from '../../server/core/accounts.ts';
import type { CoreCommand } from '../../server/core/core-commands.ts';
import type { CoreConfig } from '../../server/core/core-config.ts';
import { DEFAULT_CORE_CONFIG } from '../../server/core/core-config.ts';
import type {
  CoreEvent,
  CoreOrder,
  CoreResult,
  OrderOrigin,
} from '../../server/core/core-events.ts';
import { ExchangeCore } from '../../server/core/exchange-core.ts';
import { priceBandTicks } from '../../src/domain/trading/price-band.ts';
import {
  BTC,
  BTC_MARK,
  CoreDriver,
  ETH,
  ETH_MARK,
  order,
  quoteAt,
  replay,
} from './support/core-driver.ts';

/**
 * Random command streams against the exchange core: several traders deposit, place limit and
 * market orders of any size, side and leverage on BTC and ETH, cancel, close, set triggers and
 * withdraw, while ticks move each mark by up to ±3% (enough to liquidate a 200x position in one
 * step). After every command the core's promises to traders and auditors are checked.
 */

const TRADERS = ['trader-a', 'trader-b', 'trader-c', 'trader-d'] as const;
const SYMBOLS = [BTC, ETH] as const;
/** BTC and ETH: a price is within 2% of the mark (src/domain/trading/price-band.ts). */
const BAND_RATE = 0.02;
const TICK_USD = 0.01;
/** Funding every 10 s of the core's time, so that a run of ticks pays it several times. */
const CONFIG: CoreConfig = { ...DEFAULT_CORE_CONFIG, fundingIntervalS: 10 };
/** A small insurance fund: takeovers run out at once and auto-deleveraging does the rest. */
const SMALL_FUND: CoreConfig = { ...CONFIG, insuranceFundStartPaise: 2_000_000 };

type Step =
  | { k: 'deposit'; u: number; rupees: number }
  | { k: 'withdraw'; u: number; rupees: number }
  | {
      k: 'limit';
      u: number;
      s: number;
      side: 'BUY' | 'SELL';
      bps: number;
      qty: number;
      lev: number;
    }
  | { k: 'market'; u: number; s: number; side: 'BUY' | 'SELL'; qty: number; lev: number }
  | { k: 'cancel'; u: number; pick: number }
  | { k: 'close'; u: number; s: number; part: number }
  | { k: 'triggers'; u: number; s: number; slBps: number; tpBps: number; sane: boolean }
  | { k: 'tick'; btcBps: number; ethBps: number; ms: number };

const trader = fc.integer({ min: 0, max: TRADERS.length - 1 });
const symbol = fc.integer({ min: 0, max: 1 });
const side = fc.constantFrom<'BUY' | 'SELL'>('BUY', 'SELL');
const leverage = fc.oneof(fc.integer({ min: 1, max: 200 }), fc.constantFrom(100, 200));

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('deposit' as const),
      u: trader,
      rupees: fc.integer({ min: 1_000, max: 300_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('withdraw' as const),
      u: trader,
      rupees: fc.integer({ min: 1, max: 100_000 }),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      k: fc.constant('limit' as const),
      u: trader,
      s: symbol,
      side,
      // Mostly inside the 2% band, sometimes beyond it (refused).
      bps: fc.integer({ min: -260, max: 260 }),
      qty: fc.integer({ min: 1, max: 60 }),
      lev: leverage,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constant('market' as const),
      u: trader,
      s: symbol,
      side,
      qty: fc.integer({ min: 1, max: 80 }),
      lev: leverage,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ k: fc.constant('cancel' as const), u: trader, pick: fc.nat() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('close' as const),
      u: trader,
      s: symbol,
      part: fc.integer({ min: 0, max: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('triggers' as const),
      u: trader,
      s: symbol,
      slBps: fc.integer({ min: -400, max: 400 }),
      tpBps: fc.integer({ min: -400, max: 400 }),
      sane: fc.boolean(),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      k: fc.constant('tick' as const),
      btcBps: fc.integer({ min: -300, max: 300 }),
      ethBps: fc.integer({ min: -300, max: 300 }),
      ms: fc.integer({ min: 100, max: 4_000 }),
    }),
  },
);

const who = (i: number): string => TRADERS[i] as string;
const sym = (i: number): string => SYMBOLS[i] as string;

const moved = (mark: number, bps: number): number =>
  Math.max(1, Math.round(mark * (1 + bps / 10_000)));

/** A trigger price: USD on the mark, `bps` from it, not rounded to the tick (both books tick $0.01). */
const triggerAt = (markTicks: number, bps: number): number =>
  (markTicks / 100) * (1 + bps / 10_000);

/** The command a step stands for, given the core's state now (marks, open orders, positions). */
function commandOf(driver: CoreDriver, s: Step, nth: number): { command: CoreCommand; ms: number } {
  const core = driver.core;
  const markOf = (i: number) => core.market(sym(i))?.mark ?? 0;
  switch (s.k) {
    case 'deposit':
    case 'withdraw': {
      const ref = `${s.k === 'deposit' ? 'dep' : 'wd'}-${nth}`;
      return { command: { type: s.k, userId: who(s.u), amountPaise: s.rupees * 100, ref }, ms: 1 };
    }
    case 'limit':
      return {
        command: order(who(s.u), sym(s.s), s.side, s.qty, s.lev, moved(markOf(s.s), s.bps)),
        ms: 1,
      };
    case 'market':
      return { command: order(who(s.u), sym(s.s), s.side, s.qty, s.lev), ms: 1 };
    case 'cancel': {
      const open = core.openOrders(who(s.u));
      const orderId = open.length === 0 ? 999_999 : (open[s.pick % open.length]?.id as number);
      return { command: { type: 'cancel', userId: who(s.u), orderId }, ms: 1 };
    }
    case 'close': {
      const lots = Math.abs(core.positions(who(s.u)).find((p) => p.symbol === sym(s.s))?.lots ?? 0);
      const qty =
        s.part === 0 || lots < 2 ? undefined : Math.max(1, Math.floor(lots / (s.part + 1)));
      return {
        command: {
          type: 'closePosition',
          userId: who(s.u),
          symbol: sym(s.s),
          ...(qty === undefined ? {} : { qty }),
        },
        ms: 1,
      };
    }
    case 'triggers': {
      // Sane ones on the right side of the mark for the position (so that some act); the rest
      // anywhere (mostly refused).
      const lots = core.positions(who(s.u)).find((p) => p.symbol === sym(s.s))?.lots ?? 0;
      const toward = s.sane ? -Math.sign(lots) || 1 : 1;
      return {
        command: {
          type: 'setTriggers',
          userId: who(s.u),
          symbol: sym(s.s),
          stopLoss: triggerAt(markOf(s.s), s.sane ? toward * Math.abs(s.slBps / 4) : s.slBps),
          takeProfit: triggerAt(markOf(s.s), s.sane ? -toward * Math.abs(s.tpBps / 4) : s.tpBps),
        },
        ms: 1,
      };
    }
    case 'tick':
      return {
        command: {
          type: 'tick',
          quotes: [
            quoteAt(BTC, moved(markOf(0), s.btcBps)),
            quoteAt(ETH, moved(markOf(1), s.ethBps)),
          ],
        },
        ms: s.ms,
      };
  }
}

/** What the audit keeps across a run. */
interface Books {
  origins: Map<number, OrderOrigin>;
  walletDeltas: Map<string, number>;
  lastWalletAfter: Map<string, number>;
  /**
   * Per trader and instrument, since the position last was flat: paise put into its margin, and
   * its result (realised P&L, liquidation penalty and funding, each with its sign).
   */
  marginIn: Map<string, number>;
  result: Map<string, number>;
  fundingRounds: number;
  liquidations: number;
  fills: number;
  byOrigin: Map<string, number>;
}

const newBooks = (): Books => ({
  origins: new Map(),
  walletDeltas: new Map(),
  lastWalletAfter: new Map(),
  marginIn: new Map(),
  result: new Map(),
  fundingRounds: 0,
  liquidations: 0,
  fills: 0,
  byOrigin: new Map(),
});

const add = (map: Map<string, number>, key: string, amount: number) =>
  map.set(key, (map.get(key) ?? 0) + amount);

function marginKept(key: string, marginIn = 0, result = 0): void {
  expect(-result, `${key}: lost beyond its margin`).toBeLessThanOrEqual(marginIn);
}

/** Every promise checked after one command: throws (with the step) when one is broken. */
function audit(core: ExchangeCore, result: CoreResult, books: Books): void {
  expect(core.ledgerTotal()).toBe(0);
  expect(core.balance(INSURANCE_FUND)).toBeGreaterThanOrEqual(0);
  expect(core.balance(MARKET_MAKER)).toBeGreaterThanOrEqual(0);

  const orders = new Map<number, CoreOrder>();
  for (const event of result.events) {
    if (event.type !== 'order') continue;
    books.origins.set(event.order.id, event.order.origin);
    orders.set(event.order.id, event.order as CoreOrder);
  }
  let fundingSum = 0;
  let fundingRound = false;
  const closed = new Map<string, [number, number]>();
  for (const event of result.events) {
    if (event.type === 'funding') fundingRound = true;
    if (event.type === 'fill') {
      books.fills += 1;
      const { fill } = event;
      const origin = books.origins.get(fill.orderId) ?? 'market_maker';
      books.byOrigin.set(origin, (books.byOrigin.get(origin) ?? 0) + 1);
      // The lead's rule (risk.ts): the book never prints outside the band, a liquidation's order
      // included (its limit is the bankruptcy price or the band's edge, whichever is nearer the
      // mark); only the off-book transfers of what the book could not take (the insurance fund's
      // takeover, auto-deleveraging) are at the bankruptcy price, wherever that lies.
      if (origin !== 'takeover' && origin !== 'adl') {
        const band = priceBandTicks(core.market(fill.symbol)?.mark ?? 0, BAND_RATE);
        const ticks = Math.round(fill.price / TICK_USD);
        expect(
          ticks,
          `fill ${fill.id} of order ${fill.orderId} (${origin})`,
        ).toBeGreaterThanOrEqual(band.low);
        expect(ticks, `fill ${fill.id} of order ${fill.orderId} (${origin})`).toBeLessThanOrEqual(
          band.high,
        );
      }
    }
    if (event.type === 'notice' && event.notice.kind === 'liquidation') books.liquidations += 1;
    if (event.type === 'position' && event.position.lots === 0) {
      // Flat again: a new position starts from zero; the closed one's account stays open to the
      // end of the command for its liquidation penalty, which is booked after the last fill.
      const key = `${event.position.userId}|${event.position.symbol}`;
      closed.set(key, [books.marginIn.get(key) ?? 0, books.result.get(key) ?? 0]);
      books.marginIn.delete(key);
      books.result.delete(key);
    }
    if (event.type !== 'transaction') continue;
    const tx = event.transaction;
    if (tx.kind === 'liquidation') {
      // The penalty: at most 1.5% of the notional the liquidation order closed on the book.
      const liquidation = orders.get(tx.orderId ?? -1);
      expect(liquidation?.origin).toBe('liquidation');
      const lot = core.units(liquidation?.symbol ?? '')?.lotSize ?? 0;
      const notional = Math.round((liquidation?.filledValue ?? 0) * lot * 8_500);
      expect(-tx.walletDeltaPaise).toBeLessThanOrEqual(Math.round(notional * 0.015));
    }
    // The insurance fund moves only by its opening balance, liquidation penalties, and the margin,
    // P&L and funding of the positions it took over.
    if (tx.entries.some((e) => e.account === INSURANCE_FUND)) {
      expect(['liquidation', 'margin', 'realised_pnl', 'funding', 'hold']).toContain(tx.kind);
    }
    expect(tx.entries.reduce((t, e) => t + e.amount, 0)).toBe(0);
    for (const entry of tx.entries) {
      if (mustStayCovered(entry.account))
        expect(core.balance(entry.account), entry.account).toBeGreaterThanOrEqual(0);
      if (tx.kind === 'funding' && entry.account !== 'funding_pool') fundingSum += entry.amount;
    }
    if (tx.userId === null) continue;
    add(books.walletDeltas, tx.userId, tx.walletDeltaPaise);
    books.lastWalletAfter.set(tx.userId, tx.walletAfterPaise);
    if (tx.symbol === null) continue;
    const key = `${tx.userId}|${tx.symbol}`;
    if (tx.kind === 'margin') {
      for (const e of tx.entries)
        if (e.account === `margin:${key.replace('|', ':')}`) add(books.marginIn, key, e.amount);
    }
    const ended = closed.get(key);
    if (tx.kind === 'liquidation' && ended !== undefined) ended[1] += tx.walletDeltaPaise;
    else if (tx.kind === 'realised_pnl' || tx.kind === 'liquidation' || tx.kind === 'funding') {
      add(books.result, key, tx.walletDeltaPaise);
    }
  }
  for (const [key, [marginIn, result]] of closed) marginKept(key, marginIn, result);
  if (fundingRound) {
    books.fundingRounds += 1;
    expect(fundingSum, 'a funding round sums to zero across all owners').toBe(0);
    expect(core.balance('funding_pool')).toBe(0);
  }

  for (const u of TRADERS) {
    const wallet = core.wallet(u).walletPaise;
    // Each trader's transactions tell the whole story of their wallet, to the paisa.
    expect(books.walletDeltas.get(u) ?? 0, `${u}'s transactions`).toBe(wallet);
    if (books.lastWalletAfter.has(u))
      expect(books.lastWalletAfter.get(u), `${u}'s last balance after`).toBe(wallet);
    // Isolated margin: from the moment a position opens until it is flat again, what its closes,
    // its liquidation penalty and its funding took from the trader, net, never exceeds the margin
    // put into it (a flip in one fill keeps counting as the same position). Fees are apart: a
    // flat ₹23.60 per order, paid when it fills.
    for (const sym of SYMBOLS) {
      const key = `${u}|${sym}`;
      marginKept(key, books.marginIn.get(key), books.result.get(key));
    }
  }
}

/** Deposits for everyone and the first marks, so that orders have a market. */
function opening(driver: CoreDriver): void {
  for (const u of TRADERS) driver.deposit(u, 50_000);
  driver.tick([quoteAt(BTC, BTC_MARK), quoteAt(ETH, ETH_MARK)]);
}

const stream = fc.record({
  steps: fc.array(step, { minLength: 20, maxLength: 90 }),
  cut: fc.nat(),
  config: fc.constantFrom(CONFIG, SMALL_FUND),
});

describe('the exchange core under random command streams', () => {
  test('keeps the ledger, the band, the wallets, isolated margin and funding after every command', () => {
    const totals = {
      fills: 0,
      liquidations: 0,
      fundingRounds: 0,
      byOrigin: new Map<string, number>(),
    };
    fc.assert(
      fc.property(stream, ({ steps, config }) => {
        const driver = new CoreDriver(config);
        const books = newBooks();
        opening(driver);
        for (const e of driver.events)
          if (e.type === 'transaction' && e.transaction.userId !== null) {
            add(books.walletDeltas, e.transaction.userId, e.transaction.walletDeltaPaise);
          }
        steps.forEach((s, nth) => {
          const { command, ms } = commandOf(driver, s, nth);
          audit(driver.core, driver.run(command, ms), books);
        });
        totals.fills += books.fills;
        totals.liquidations += books.liquidations;
        totals.fundingRounds += books.fundingRounds;
        for (const [o, n] of books.byOrigin)
          totals.byOrigin.set(o, (totals.byOrigin.get(o) ?? 0) + n);
      }),
      { numRuns: Number(process.env.CORE_RUNS ?? 150) },
    );
    // The streams reach what they are meant to test: trades, liquidations and funding rounds.
    expect(totals.fills).toBeGreaterThan(500);
    expect(totals.liquidations).toBeGreaterThan(20);
    expect(totals.fundingRounds).toBeGreaterThan(50);
    for (const origin of ['liquidation', 'takeover', 'unwind', 'adl', 'close', 'take_profit']) {
      expect(totals.byOrigin.get(origin) ?? 0, `fills of ${origin} orders`).toBeGreaterThan(0);
    }
  });

  test('replaying the journal from any snapshot, or from the start, gives the live state and events', () => {
    fc.assert(
      fc.property(stream, ({ steps, cut, config }) => {
        const driver = new CoreDriver(config);
        opening(driver);
        const at = cut % (steps.length + 1);
        let snapshot = driver.core.snapshot();
        let eventsFrom = driver.events.length;
        let entriesFrom = driver.entries.length;
        steps.forEach((s, nth) => {
          if (nth === at) {
            snapshot = driver.core.snapshot();
            eventsFrom = driver.events.length;
            entriesFrom = driver.entries.length;
          }
          const { command, ms } = commandOf(driver, s, nth);
          driver.run(command, ms);
        });
        if (at === steps.length) {
          snapshot = driver.core.snapshot();
          eventsFrom = driver.events.length;
          entriesFrom = driver.entries.length;
        }
        const live = driver.core.snapshot();

        const restored = ExchangeCore.restore(JSON.parse(JSON.stringify(snapshot)));
        const tail: CoreEvent[] = replay(restored, driver.entries.slice(entriesFrom));
        expect(restored.snapshot()).toEqual(live);
        expect(tail).toEqual(driver.events.slice(eventsFrom));

        const fresh = ExchangeCore.create(config);
        const all = replay(fresh, driver.entries);
        expect(fresh.snapshot()).toEqual(live);
        expect(all).toEqual(driver.events);
      }),
      { numRuns: Number(process.env.CORE_REPLAY_RUNS ?? 60) },
    );
  });
});
