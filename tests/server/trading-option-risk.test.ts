import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OptionInstrument } from '../../server/modules/market/sim/options/option-book.ts';
import type { DeskNotice } from '../../server/modules/trading/notices.ts';
import type { OptionChainEntry } from '../../src/contracts/market.ts';
import type { Position } from '../../src/contracts/trading.ts';
import { usdToInrPaise } from '../../src/domain/money/conversion.ts';
import { ManualClock } from './support/manual-clock.ts';
import { settlementTwap } from './support/settlement-twap.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { ledgerSum, type Trader, tradingClient } from './support/trading-client.ts';

// Short options under the risk monitor (margin re-marked from the chain, alert, liquidation) and
// the notice of an option's cash settlement at expiry.

/** Monday 23 Nov 2026, five minutes before the day's 08:00 UTC expiry. */
const START = Date.UTC(2026, 10, 23, 7, 55);
const TODAY = '23NOV26';
const TOMORROW = '24NOV26';
const EXPIRY = Date.UTC(2026, 10, 23, 8, 0);
/** Brokerage ₹20 and 18% GST on it (spec §1, §9). */
const FEE_PAISE = 2_360;

let server: TestServer;
const clock = new ManualClock(START);
const notices: DeskNotice[] = [];
const { trader, api, order, positions, funds } = tradingClient(() => server, 'option-risk');

const market = () => server.app.market;
const entryOf = (instrument: OptionInstrument): OptionChainEntry =>
  market().optionEntry('BTC', instrument);
const spot = () => market().sim.indexPrice('BTC') as number;

/** The BTC option of an expiry with a bid nearest to `strike` of its kind. */
const pick = (kind: 'call' | 'put', strike: number, expiry: string): OptionInstrument => {
  const found = [...(market().book('BTC').instruments(expiry) ?? [])]
    .filter((i) => i.kind === kind && entryOf(i).best_bid_price > 0)
    .sort((a, b) => Math.abs(a.strike - strike) - Math.abs(b.strike - strike))[0];
  if (found === undefined) throw new Error(`no ${kind} near ${strike}`);
  return found;
};

/**
 * Deribit's standard maintenance of a short, per contract (docs/trading.md), over equity: the
 * posted margin plus the unrealised P&L at the chain's mark, both in paise as the ledger has them.
 */
const expectedRatio = (position: Position, instrument: OptionInstrument): number => {
  const { underlying_price: s, mark_price: mark } = entryOf(instrument);
  const perContract =
    instrument.kind === 'call' ? 0.075 * s + mark : Math.max(0.075 * s, 0.075 * mark) + mark;
  const maintenance = usdToInrPaise(position.size * perContract);
  const equity =
    Math.round(position.margin * 100) + usdToInrPaise(position.size * (position.entryPrice - mark));
  return maintenance / equity;
};

const noticesOf = (who: Trader, kinds: DeskNotice['kind'][]) =>
  notices.filter((n) => n.userId === who.userId && kinds.includes(n.kind));

beforeAll(async () => {
  // The ticks stop, so only the test's moves change the marks.
  server = await startTestServer({ clock, stillMarket: true });
  server.app.coreNotices.listen((batch) => notices.push(...batch));
}, 60_000);
afterAll(async () => server?.close());

describe('short options in the risk monitor', () => {
  const seller = { who: undefined as Trader | undefined, option: undefined as unknown };

  it('shows a short option its margin ratio re-marked from the chain, a long none', async () => {
    const who = await trader(60_000);
    const put = pick('put', spot() * 0.97, TOMORROW);
    const callNow = pick('call', spot() * 1.03, TODAY);
    await order(who, { symbol: put.name, side: 'SELL', type: 'market', size: 0.01 });
    await order(who, { symbol: callNow.name, side: 'SELL', type: 'market', size: 0.01 });
    const longCall = pick('call', spot(), TOMORROW);
    await order(who, { symbol: longCall.name, side: 'BUY', type: 'market', size: 0.01 });

    const held = await positions(who);
    const of = (name: string) => held.find((p) => p.symbol === name) as Position;
    for (const instrument of [put, callNow]) {
      const position = of(instrument.name);
      expect(position).toMatchObject({ side: 'short', kind: 'option' });
      expect(position.marginRatio).toBeGreaterThan(0);
      // Opened at Deribit's initial margin: under the 80% alert.
      expect(position.marginRatio).toBeLessThan(0.8);
      expect(position.marginRatio).toBeCloseTo(expectedRatio(position, instrument), 4);
    }
    expect(of(longCall.name)).toMatchObject({ side: 'long', marginRatio: 0 });
    seller.who = who;
    seller.option = callNow;
  });

  it('warns, then liquidates a short call at market when the underlying jumps, the loss limited to its margin', async () => {
    const who = seller.who as Trader;
    const callNow = seller.option as OptionInstrument;
    const before = (await positions(who)).find((p) => p.symbol === callNow.name) as Position;
    const marginPaise = Math.round(before.margin * 100);

    const moved = await api(undefined, 'POST', '/dev/market/move', { symbol: 'BTC', percent: 10 });
    expect(moved.status).toBe(200);

    const told = noticesOf(who, ['margin-alert', 'liquidation']);
    expect(told.map((n) => [n.kind, n.symbol])).toEqual([
      ['margin-alert', callNow.name],
      ['liquidation', callNow.name],
    ]);
    expect(told[0]?.message).toMatch(
      new RegExp(`^Margin alert: your ${callNow.name} short is at a margin ratio of`),
    );
    expect(told[1]).toMatchObject({ side: 'BUY', size: 0.01 });
    expect(told[1]?.message).toMatch(
      new RegExp(`^Position liquidated: bought 0.01 ${callNow.name} at \\$[\\d,]+`),
    );
    // Told once: the liquidation's own fills have no notices beside the liquidation notice.
    const fills = noticesOf(who, ['fill']).filter(
      (n) => n.symbol === callNow.name && n.side === 'BUY',
    );
    expect(fills).toEqual([]);

    const after = await positions(who);
    expect(after.some((p) => p.symbol === callNow.name)).toBe(false);
    // The put, further out of the money now, is still held.
    expect(after.some((p) => p.side === 'short')).toBe(true);
    const record = await funds(who);
    expect(record.availableFunds).toBeGreaterThanOrEqual(0);
    // The position's margin account: the desk names it after the position row, the core after
    // the trader and the instrument.
    const closed = await server.client.query<{ b: string }>(
      `select a.balance_paise::text as b from ledger_account a
        where a.id = 'margin:' || $1::text || ':' || $2::text
          or a.id in (select 'margin:' || p.id::text from trading_position p
            where p.user_id::text = $1::text and p.symbol = $2::text)`,
      [who.userId, callNow.name],
    );
    expect(closed.rows[0]?.b).toBe('0');
    expect(marginPaise).toBeGreaterThan(0);
    expect(await ledgerSum(server)).toBe(0n);
  });

  it('on a jump past the margin, the insurance fund pays the gap and the balance is not charged', async () => {
    const who = await trader(30_000);
    const option = pick('call', spot() * 1.03, TOMORROW);
    await order(who, { symbol: option.name, side: 'SELL', type: 'market', size: 0.01 });
    const [position] = await positions(who);
    const marginPaise = Math.round((position as Position).margin * 100);
    const availableBefore = (await funds(who)).availableFunds;
    const insurance = async () =>
      BigInt(
        (
          await server.client.query<{ b: string }>(
            "select balance_paise::text as b from ledger_account where id = 'insurance_fund'",
          )
        ).rows[0]?.b ?? '0',
      );
    const insuranceBefore = await insurance();

    expect(
      (await api(undefined, 'POST', '/dev/market/move', { symbol: 'BTC', percent: 30 })).status,
    ).toBe(200);

    expect(noticesOf(who, ['liquidation'])).toHaveLength(1);
    expect(await positions(who)).toEqual([]);
    // The whole margin went into the buy-back; nothing more came out of the balance.
    expect((await funds(who)).availableFunds).toBe(availableBefore);
    expect(await insurance()).toBeLessThan(insuranceBefore);
    const realised = await server.client.query<{ r: string }>(
      'select realised_paise::text as r from trading_position where user_id = $1',
      [who.userId],
    );
    // The trader's loss on the buy-back is what the margin paid besides the fee: no more.
    const premiumPaise = usdToInrPaise(0.01 * (position as Position).entryPrice);
    expect(BigInt(realised.rows[0]?.r ?? 'x')).toBe(
      BigInt(premiumPaise - (marginPaise - FEE_PAISE)),
    );
    expect(await ledgerSum(server)).toBe(0n);
  });
});

describe('settlement at expiry', () => {
  it('tells each holder on the order stream what the settlement paid or took, recorded with it', async () => {
    const buyer = await trader(60_000);
    const writer = await trader(60_000);
    const candles = (path: string) => fetch(`${server.url}${path}`).then((r) => r.json());
    // In the money at the settlement price: below both the index and the window's TWAP so far.
    const sofar = await settlementTwap(candles, 'BTC', EXPIRY, spot());
    const itm = pick('call', Math.min(spot(), sofar) - 1_500, TODAY);
    await order(buyer, { symbol: itm.name, side: 'BUY', type: 'market', size: 0.01 });
    await order(writer, { symbol: itm.name, side: 'SELL', type: 'market', size: 0.01 });

    clock.advance(EXPIRY - START + 1_000);
    await expect.poll(() => noticesOf(writer, ['settlement']).length, { timeout: 10_000 }).toBe(1);
    // Settled at the index TWAP of the 30 minutes before 08:00 (docs/trading.md, "Expiry").
    const price = await settlementTwap(candles, 'BTC', EXPIRY, spot());
    const value = usdToInrPaise(0.01 * (price - itm.strike));
    expect(value).toBeGreaterThan(0);
    const priceText = `$${price.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const rupeesText = (value / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 });
    expect(noticesOf(buyer, ['settlement'])).toMatchObject([
      {
        symbol: itm.name,
        side: 'BUY',
        size: 0.01,
        price,
        message: `${itm.name} settled at ${priceText}: received ₹${rupeesText}`,
      },
    ]);
    expect(noticesOf(writer, ['settlement'])).toMatchObject([
      { side: 'SELL', message: `${itm.name} settled at ${priceText}: paid ₹${rupeesText}` },
    ]);
    const recorded = await server.client.query<{ user_id: string; message: string }>(
      `select user_id, message from trading_notice where kind = 'settlement' and symbol = $1
        order by id`,
      [itm.name],
    );
    expect(recorded.rows.map((r) => r.user_id).sort()).toEqual(
      [buyer.userId, writer.userId].sort(),
    );
    expect(await ledgerSum(server)).toBe(0n);
  });
});
