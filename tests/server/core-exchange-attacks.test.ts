import { describe, expect, test } from 'vitest';
import { INSURANCE_FUND } from '../../server/core/accounts.ts';
import type { PlaceCommand, Quote } from '../../server/core/core-commands.ts';
import type { CoreAnswer, CoreOrder } from '../../server/core/core-events.ts';
import { CANCEL } from '../../server/modules/trading/engine/commands.ts';
import { formatPaise } from '../../src/domain/money/paise.ts';
import { priceBandTicks } from '../../src/domain/trading/price-band.ts';
import {
  BTC,
  BTC_MARK,
  CoreDriver,
  noticesOf,
  order,
  quoteAt,
  usd,
} from './support/core-driver.ts';

/** Scenarios as an attacker would try them or an auditor would check them, on the core itself. */

const RUPEE = 100;

/** A quote whose market bid and ask lie `spread` (a share) either side of the mark. */
const wideQuote = (mark: number, spread: number): Quote => ({
  symbol: BTC,
  mark,
  index: mark,
  bid: Math.round(mark * (1 - spread)),
  ask: Math.round(mark * (1 + spread)),
});

const orderOf = (answer: CoreAnswer): CoreOrder => {
  if (answer.kind !== 'order') throw new Error(`expected an order, got ${JSON.stringify(answer)}`);
  return answer.order as CoreOrder;
};

const refusal = (answer: CoreAnswer) => {
  if (answer.kind !== 'refused')
    throw new Error(`expected a refusal, got ${JSON.stringify(answer)}`);
  return answer;
};

function market(deposits: Record<string, number>, first: Quote = quoteAt(BTC, BTC_MARK)) {
  const driver = new CoreDriver();
  for (const [user, rupees] of Object.entries(deposits)) driver.deposit(user, rupees);
  driver.tick([first]);
  return driver;
}

const wallet = (driver: CoreDriver, user: string) => driver.core.wallet(user).walletPaise;

describe('the two-account drain of the review', () => {
  test.each([
    ['the buyer pays 2% over the mark', 'BUY', 'high'],
    ['the seller sells 2% under the mark', 'SELL', 'low'],
  ] as const)(
    'colluding at 200x at the band edge (%s), then letting the loser be liquidated, gains the pair nothing and costs the fund nothing',
    (_, loserSide, edgeName) => {
      const a = 'colluder-a';
      const b = 'colluder-b';
      const gainerSide = loserSide === 'BUY' ? 'SELL' : 'BUY';
      // A market whose other quotes lie 10% away: the two accounts can only trade with each other.
      const driver = market({ [a]: 500_000, [b]: 500_000 }, wideQuote(BTC_MARK, 0.1));
      const fundBefore = driver.core.balance(INSURANCE_FUND);
      const start = { [a]: wallet(driver, a), [b]: wallet(driver, b) };

      // Twice (or half) the mark, as in the review: refused by the band, both ways.
      const farPrice = loserSide === 'BUY' ? BTC_MARK * 2 : BTC_MARK / 2;
      const far = orderOf(driver.answer(order(a, BTC, gainerSide, 1_000, 200, farPrice)));
      expect(far.status).toBe('rejected');
      expect(far.reason).toContain('outside the price band');
      const farTake = orderOf(driver.answer(order(b, BTC, loserSide, 1_000, 200, farPrice)));
      expect(farTake.status).toBe('rejected');
      expect(farTake.reason).toContain('within 2% of the mark');

      // At the band's edge: allowed, and they trade with each other there.
      const edge = priceBandTicks(BTC_MARK, 0.02)[edgeName];
      const rest = orderOf(driver.answer(order(a, BTC, gainerSide, 1_000, 200, edge)));
      expect(rest.status).toBe('open');
      const take = orderOf(driver.answer(order(b, BTC, loserSide, 1_000, 200, edge)));
      expect(take.status).toBe('filled');
      expect(take.filledValue / take.filled).toBe(edge * 0.01);

      // The mark walks against the loser until it is liquidated, then on until the fund has
      // unwound whatever it took over.
      const step = loserSide === 'BUY' ? -usd(20) : usd(20);
      let mark = BTC_MARK;
      for (let i = 0; i < 60; i += 1) {
        const { events } = driver.tick([quoteAt(BTC, mark)]);
        expect(driver.core.balance(INSURANCE_FUND)).toBeGreaterThanOrEqual(0);
        const band = priceBandTicks(mark, 0.02);
        for (const e of events) {
          if (e.type !== 'fill') continue;
          expect(Math.round(e.fill.price * 100)).toBeGreaterThanOrEqual(band.low);
          expect(Math.round(e.fill.price * 100)).toBeLessThanOrEqual(band.high);
        }
        if (
          driver.core.positions(b).length === 0 &&
          driver.core.positions(INSURANCE_FUND).length === 0
        )
          break;
        mark += step;
      }
      expect(driver.core.positions(b)).toEqual([]);
      expect(noticesOf(driver.events, b, 'liquidation')).toHaveLength(1);
      // The winner closes at the last mark: the pair's whole result is in their wallets.
      driver.run({ type: 'closePosition', userId: a, symbol: BTC });
      expect(driver.core.positions(a)).toEqual([]);

      const gained = wallet(driver, a) - start[a] + (wallet(driver, b) - start[b]);
      expect(gained, 'the pair together').toBeLessThanOrEqual(0);

      // The fund moved by the penalties, and by what its takeovers made or lost once unwound.
      const fundMoves = (kind: string) =>
        driver
          .transactions()
          .filter((t) => t.kind === kind)
          .flatMap((t) => t.entries.filter((e) => e.account === INSURANCE_FUND))
          .reduce((sum, e) => sum + e.amount, 0);
      const penalties = fundMoves('liquidation');
      expect(penalties).toBeGreaterThan(0);
      expect(driver.core.balance(INSURANCE_FUND) - fundBefore).toBe(
        penalties + fundMoves('realised_pnl'),
      );
      expect(driver.core.balance(INSURANCE_FUND)).toBeGreaterThanOrEqual(fundBefore);
    },
  );
});

describe('price bands', () => {
  test('a limit price outside the band is refused with the band named; nothing is held', () => {
    const driver = market({ trader: 100_000 });
    const before = wallet(driver, 'trader');
    const high = orderOf(driver.answer(order('trader', BTC, 'BUY', 1, 10, usd(97_000))));
    expect(high.status).toBe('rejected');
    expect(high.reason).toBe(
      'Price $97,000.00 is outside the price band: BTCUSDT-PERP trades within 2% of the mark ($93,100.00 – $96,900.00)',
    );
    const low = orderOf(driver.answer(order('trader', BTC, 'SELL', 1, 10, usd(93_099.99))));
    expect(low.reason).toContain('outside the price band');
    expect(driver.core.wallet('trader')).toEqual({
      availablePaise: before,
      marginPaise: 0,
      heldPaise: 0,
      walletPaise: before,
    });
    expect(driver.core.openOrders('trader')).toEqual([]);
  });

  test('a market order against a book thinner than the band fills inside it and cancels the rest in words', () => {
    // The market maker quotes 3% away: only a seller's two resting asks lie inside the band.
    const driver = market({ seller: 500_000, buyer: 500_000 }, wideQuote(BTC_MARK, 0.03));
    driver.run(order('seller', BTC, 'SELL', 5, 10, usd(95_500)));
    driver.run(order('seller', BTC, 'SELL', 5, 10, usd(96_800)));
    const from = driver.events.length;
    const bought = orderOf(driver.answer(order('buyer', BTC, 'BUY', 20, 10)));
    expect(bought.filled).toBe(10);
    expect(bought.status).toBe('cancelled');
    expect(bought.reason).toBe(CANCEL.priceBand);
    const band = priceBandTicks(BTC_MARK, 0.02);
    const fills = driver.events.slice(from).flatMap((e) => (e.type === 'fill' ? [e.fill] : []));
    expect(fills.map((f) => f.price)).toEqual([95_500, 95_500, 96_800, 96_800]);
    for (const fill of fills) expect(Math.round(fill.price * 100)).toBeLessThanOrEqual(band.high);
    expect(noticesOf(driver.events.slice(from), 'buyer', 'cancel')[0]?.message).toContain(
      CANCEL.priceBand,
    );
  });
});

describe('a resting order the mark leaves behind', () => {
  test('is cancelled in words when the band no longer holds its price, so nothing fills it there', () => {
    const driver = market({ bidder: 500_000 });
    const bid = orderOf(driver.answer(order('bidder', BTC, 'BUY', 5, 10, usd(94_000))));
    expect(bid.status).toBe('open');
    // The mark falls 3%: $94,000 is past the new band's top ($92,150 × 1.02 = $93,993), and the
    // market maker's asks at the new mark would otherwise meet it there.
    const { events } = driver.tick([quoteAt(BTC, usd(92_150))]);
    expect(events.filter((e) => e.type === 'fill')).toEqual([]);
    expect(driver.core.openOrders('bidder')).toEqual([]);
    expect(driver.core.positions('bidder')).toEqual([]);
    expect(noticesOf(events, 'bidder', 'cancel')[0]?.message).toBe(
      `Order ${bid.id} cancelled: Cancelled: the mark moved and this price left the price band (2% of the mark)`,
    );
    expect(driver.core.wallet('bidder').heldPaise).toBe(0);
  });
});

describe('leverage from a client', () => {
  test.each([3e9, 2.5, 0, 201, -1, Number.NaN])(
    'leverage %s is refused (400) and nothing moves',
    (leverage) => {
      const driver = market({ trader: 100_000 });
      const before = driver.core.snapshot();
      const answer = refusal(driver.answer(order('trader', BTC, 'BUY', 1, leverage)));
      expect(answer.status).toBe(400);
      expect(answer.reason).toBe('Leverage must be a whole number from 1 to 200');
      const after = driver.core.snapshot();
      // Only the journal position, the clock and the trader's order count of this second moved.
      const still = (s: typeof before) => ({ ...s, seq: 0, at: 0, rate: [] });
      expect(still(after)).toEqual(still(before));
    },
  );
});

describe('margin alert and liquidation', () => {
  test('the 80% alert comes at least one tick before the liquidation when the mark walks down', () => {
    const driver = market({ trader: 100_000 });
    orderOf(driver.answer(order('trader', BTC, 'BUY', 10, 200)));
    let alertTick = -1;
    let liquidationTick = -1;
    let mark = BTC_MARK;
    for (let i = 0; i < 200 && liquidationTick < 0; i += 1) {
      mark -= usd(5);
      const { events } = driver.tick([quoteAt(BTC, mark)]);
      if (noticesOf(events, 'trader', 'margin_alert').length > 0 && alertTick < 0) alertTick = i;
      if (noticesOf(events, 'trader', 'liquidation').length > 0) liquidationTick = i;
    }
    expect(alertTick).toBeGreaterThanOrEqual(0);
    expect(liquidationTick).toBeGreaterThan(alertTick);
    expect(noticesOf(driver.events, 'trader', 'margin_alert')).toHaveLength(1);
  });

  test("a liquidation's notice states exactly the money lost: margin and penalty, the wallet's change", () => {
    const driver = market({ trader: 100_000 });
    orderOf(driver.answer(order('trader', BTC, 'BUY', 20, 100)));
    const margin = driver.core.wallet('trader').marginPaise;
    let mark = BTC_MARK;
    for (let i = 0; i < 100 && driver.core.positions('trader').length > 0; i += 1) {
      const before = wallet(driver, 'trader');
      mark -= usd(40);
      const { events } = driver.tick([quoteAt(BTC, mark)]);
      const [notice] = noticesOf(events, 'trader', 'liquidation');
      if (notice === undefined) continue;
      const lost = before - wallet(driver, 'trader');
      const penalty = events
        .flatMap((e) =>
          e.type === 'transaction' && e.transaction.kind === 'liquidation' ? [e.transaction] : [],
        )
        .reduce((s, t) => s - t.walletDeltaPaise, 0);
      const inr = (p: number) =>
        new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(p / 100);
      expect(notice.message).toContain(
        `You lost ${inr(lost)}: ${inr(lost - penalty)} of margin and a penalty of ${inr(penalty)}`,
      );
      expect(lost).toBeLessThanOrEqual(margin);
      expect(lost - penalty).toBeGreaterThanOrEqual(0);
    }
    expect(driver.core.positions('trader')).toEqual([]);
    expect(noticesOf(driver.events, 'trader', 'liquidation')).toHaveLength(1);
  });
});

describe('an add at another leverage', () => {
  test.each([
    ['long', 'BUY', -1],
    ['short', 'SELL', 1],
  ] as const)(
    'keeps the %s position leverage, says so, and the liquidation price shown is the one that acts',
    (_, side, against) => {
      const driver = market({ trader: 200_000 });
      orderOf(driver.answer(order('trader', BTC, side, 10, 50)));
      const add = orderOf(driver.answer(order('trader', BTC, side, 10, 10)));
      expect(add.leverage).toBe(50);
      const [position] = driver.core.positions('trader');
      expect(position?.leverage).toBe(50);
      expect(Math.abs(position?.lots ?? 0)).toBe(20);
      expect(noticesOf(driver.events, 'trader', 'fill').map((n) => n.message)).toContain(
        "Added at the position's 50x (the order asked 10x): a position has one leverage",
      );
      const liquidation = position?.liquidationPrice as number;
      // The last tick before it (the mark still on the safe side), then the first one past it.
      const safe =
        against < 0 ? Math.floor(liquidation * 100) + 1 : Math.ceil(liquidation * 100) - 1;
      driver.tick([quoteAt(BTC, Math.round((BTC_MARK + safe) / 2))]);
      driver.tick([quoteAt(BTC, safe)]);
      expect(Math.abs(driver.core.positions('trader')[0]?.lots ?? 0)).toBe(20);
      expect(driver.core.positions('trader')[0]?.liquidationPrice).toBe(liquidation);
      driver.tick([quoteAt(BTC, safe + against)]);
      expect(driver.core.positions('trader')).toEqual([]);
      expect(noticesOf(driver.events, 'trader', 'liquidation')).toHaveLength(1);
    },
  );
});

describe('funding every 10 seconds', () => {
  test('a long and a short pay and receive exactly opposite amounts, each a transaction and a notice, within the cap', () => {
    const driver = new CoreDriver({ fundingIntervalS: 10 });
    driver.deposit('long', 200_000);
    driver.deposit('short', 200_000);
    driver.tick([quoteAt(BTC, BTC_MARK)]);
    // They trade with each other between the market maker's bid and ask.
    orderOf(driver.answer(order('long', BTC, 'BUY', 10, 10, BTC_MARK)));
    expect(orderOf(driver.answer(order('short', BTC, 'SELL', 10, 10, BTC_MARK))).status).toBe(
      'filled',
    );
    const from = driver.events.length;
    // The book trades 3% over the index: the premium is past the cap, longs pay.
    for (let i = 0; i < 31; i += 1)
      driver.tick([quoteAt(BTC, BTC_MARK, Math.round(BTC_MARK / 1.03))], 1_000);
    const events = driver.events.slice(from);
    const rounds = events.flatMap((e) => (e.type === 'funding' ? [e] : []));
    expect(rounds.length).toBeGreaterThanOrEqual(3);
    for (const round of rounds) expect(Math.abs(round.rate)).toBeLessThanOrEqual(0.005);
    expect(rounds.at(-1)?.rate).toBe(0.005);
    const paid = (user: string) =>
      events.flatMap((e) =>
        e.type === 'transaction' &&
        e.transaction.kind === 'funding' &&
        e.transaction.userId === user
          ? [e.transaction.walletDeltaPaise]
          : [],
      );
    const longPaid = paid('long');
    const shortGot = paid('short');
    expect(longPaid.length).toBe(rounds.filter((r) => r.rate !== 0).length);
    expect(shortGot.map((p) => -p)).toEqual(longPaid);
    // Notional at the mark × rate: 0.01 BTC × $95,000 × 85 × 0.5% = ₹403.75.
    expect(longPaid.at(-1)).toBe(-40_375);
    expect(noticesOf(events, 'long', 'funding')).toHaveLength(longPaid.length);
    expect(noticesOf(events, 'short', 'funding').at(-1)?.message).toBe(
      'Funding received on BTCUSDT-PERP at 0.5000%: ₹403.75',
    );
  });
});

describe('caps', () => {
  test('the 51st order in one second is refused with 429 and when to retry', () => {
    const driver = market({ trader: 1_000_000 });
    driver.at = Math.ceil(driver.at / 1000) * 1000 + 1000;
    for (let i = 0; i < 50; i += 1) {
      expect(driver.answer(order('trader', BTC, 'BUY', 1, 200, BTC_MARK - 100)).kind).toBe('order');
    }
    const refused = refusal(driver.answer(order('trader', BTC, 'BUY', 1, 200, BTC_MARK - 100)));
    expect(refused.status).toBe(429);
    expect(refused.reason).toBe('More than 50 orders in one second; slow down');
    expect(refused.retryAfterMs).toBe(1000 - 51);
    driver.at += refused.retryAfterMs ?? 0;
    expect(driver.answer(order('trader', BTC, 'BUY', 1, 200, BTC_MARK - 100)).kind).toBe('order');
  });

  test('close calls count among the 50 orders of a second', () => {
    const driver = market({ trader: 1_000_000 });
    orderOf(driver.answer(order('trader', BTC, 'BUY', 100, 10)));
    driver.at = Math.ceil(driver.at / 1000) * 1000 + 1000;
    for (let i = 0; i < 49; i += 1) {
      expect(driver.answer(order('trader', BTC, 'BUY', 1, 200, BTC_MARK - 100)).kind).toBe('order');
    }
    const close = { type: 'closePosition', userId: 'trader', symbol: BTC, qty: 1 } as const;
    expect(orderOf(driver.answer(close)).filled).toBe(1);
    const refused = refusal(driver.answer(close));
    expect(refused.status).toBe(429);
    expect(driver.core.positions('trader')[0]?.lots).toBe(99);
  });

  test('the 201st open order is refused', () => {
    const driver = market({ trader: 5_000_000 });
    for (let i = 0; i < 200; i += 1) {
      expect(
        orderOf(driver.answer(order('trader', BTC, 'BUY', 1, 200, BTC_MARK - 100 - i), 30)).status,
      ).toBe('open');
    }
    const over = orderOf(driver.answer(order('trader', BTC, 'BUY', 1, 200, BTC_MARK - 500), 30));
    expect(over.status).toBe('rejected');
    expect(over.reason).toBe('You have 200 open orders, the most allowed; cancel one first');
    expect(driver.core.openOrders('trader')).toHaveLength(200);
  });

  test('open interest past the instrument cap is refused, resting orders counted', () => {
    const driver = market({ trader: 10_000_000 });
    // ₹10 crore at $95,000 and ₹85 a dollar: 12,383 lots of 0.001 BTC.
    expect(
      orderOf(driver.answer(order('trader', BTC, 'BUY', 10_000, 200, BTC_MARK - 100))).status,
    ).toBe('open');
    const over = orderOf(driver.answer(order('trader', BTC, 'BUY', 2_400, 200, BTC_MARK - 100)));
    expect(over.status).toBe('rejected');
    expect(over.reason).toBe(
      'This order would take your open interest in this instrument past ₹10,00,00,000.00, the most allowed',
    );
    expect(
      orderOf(driver.answer(order('trader', BTC, 'BUY', 2_300, 200, BTC_MARK - 100))).status,
    ).toBe('open');
  });
});

describe('stop-loss', () => {
  test.each([
    ['above the mark', 95_500, 'Stop-loss must be below the mark price for a long'],
    ['zero', 0, 'Stop-loss must be a positive number'],
    ['negative', -100, 'Stop-loss must be a positive number'],
    ['infinite', Number.POSITIVE_INFINITY, 'Stop-loss must be a positive number'],
    ['not a number', Number.NaN, 'Stop-loss must be a positive number'],
  ])('a long position stop-loss %s is refused in words', (_, stopLoss, reason) => {
    const driver = market({ trader: 100_000 });
    orderOf(driver.answer(order('trader', BTC, 'BUY', 10, 20)));
    const answer = refusal(
      driver.answer({ type: 'setTriggers', userId: 'trader', symbol: BTC, stopLoss }),
    );
    expect(answer.status).toBe(400);
    expect(answer.reason).toBe(reason);
    expect(driver.core.positions('trader')[0]?.stopLoss).toBeNull();
  });

  test('a stop-loss beyond the liquidation price is refused; one just before it is kept', () => {
    const driver = market({ trader: 100_000 });
    orderOf(driver.answer(order('trader', BTC, 'BUY', 10, 20)));
    const liquidation = driver.core.positions('trader')[0]?.liquidationPrice as number;
    // USD prices on the mark: a cent under the liquidation price, then one over it.
    const beyond = Math.floor(liquidation * 100) / 100;
    const answer = refusal(
      driver.answer({ type: 'setTriggers', userId: 'trader', symbol: BTC, stopLoss: beyond }),
    );
    expect(answer.reason).toMatch(
      /^Stop-loss must be above the liquidation price \(\$9\d,\d{3}\.\d{2}\), or the liquidation comes first$/,
    );
    const kept = driver.answer({
      type: 'setTriggers',
      userId: 'trader',
      symbol: BTC,
      stopLoss: beyond + 0.02,
    });
    expect(kept.kind).toBe('position');
    expect(driver.core.positions('trader')[0]?.stopLoss).toBe(beyond + 0.02);
  });

  test('a stop-loss off the tick grid is kept as given and acts when the mark reaches it', () => {
    const driver = market({ trader: 100_000 });
    orderOf(driver.answer(order('trader', BTC, 'BUY', 10, 20)));
    const stopLoss = 94_000.005;
    const kept = driver.answer({ type: 'setTriggers', userId: 'trader', symbol: BTC, stopLoss });
    expect(kept.kind).toBe('position');
    expect(driver.core.positions('trader')[0]?.stopLoss).toBe(stopLoss);
    // $94,000.01 is above it: nothing; $94,000.00 is at or below it: the close.
    driver.tick([quoteAt(BTC, usd(94_500))]);
    driver.tick([quoteAt(BTC, usd(94_000.01))]);
    expect(driver.core.positions('trader')).toHaveLength(1);
    const { events } = driver.tick([quoteAt(BTC, usd(94_000))]);
    expect(driver.core.positions('trader')).toEqual([]);
    const [notice] = noticesOf(events, 'trader', 'trigger');
    expect(notice).toMatchObject({ side: 'SELL', size: 0.01 });
    expect(notice).toMatchObject({ trigger: stopLoss });
    expect(notice?.pnlPaise).toBeLessThan(0);
    expect(notice?.message).toMatch(
      new RegExp(
        `^Stop-loss triggered: sold 0\\.01 BTCUSDT-PERP at \\$${(notice?.price ?? 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace('.', '\\.')} \\(trigger \\$94,000\\.0\\d\\), realised −₹[\\d,]+\\.\\d{2}$`,
      ),
    );
    // Told once: the close's fill has no notice of its own.
    expect(events.filter((e) => e.type === 'notice' && e.notice.kind === 'fill')).toEqual([]);
  });

  test('an order whose stop-loss is on the wrong side of its entry is a rejected order in the desk words', () => {
    const driver = market({ trader: 100_000 });
    const refused = orderOf(
      driver.answer({
        ...(order('trader', BTC, 'BUY', 10, 20) as PlaceCommand),
        stopLoss: 95_100.5,
      }),
    );
    expect(refused).toMatchObject({
      status: 'rejected',
      reason: 'Stop-loss must be below the entry price for a buy',
    });
    expect(driver.core.positions('trader')).toEqual([]);
  });
});

describe('money by reference', () => {
  test('a deposit, a withdrawal and a reward sent twice with one ref move money once', () => {
    const driver = market({});
    // Each command, then the wallet after it was sent twice.
    for (const [command, walletAfter] of [
      [{ type: 'deposit', userId: 'u', amountPaise: 50_000 * RUPEE, ref: 'bank-1' }, 50_000],
      [{ type: 'withdraw', userId: 'u', amountPaise: 10_000 * RUPEE, ref: 'wd-1' }, 40_000],
      [
        {
          type: 'reward',
          userId: 'u',
          amountPaise: 100 * RUPEE,
          ref: 'ref-1',
          memo: 'Referral reward',
        },
        40_100,
      ],
    ] as const) {
      const first = driver.answer(command);
      expect(driver.answer(command)).toEqual(first);
      expect(wallet(driver, 'u')).toBe(walletAfter * RUPEE);
    }
    expect(driver.transactions().filter((t) => t.userId === 'u')).toHaveLength(3);
  });

  test.each([0, -500, 12.5, Number.POSITIVE_INFINITY, 2 ** 60])(
    'an amount of %s paise is refused in words and moves nothing',
    (amountPaise) => {
      const driver = market({ u: 1_000 });
      const before = driver.core.snapshot();
      for (const command of [
        { type: 'deposit', userId: 'u', amountPaise, ref: 'd' },
        { type: 'withdraw', userId: 'u', amountPaise, ref: 'w' },
        { type: 'reward', userId: 'u', amountPaise, ref: 'r', memo: 'Referral reward' },
      ] as const) {
        const answer = refusal(driver.answer(command));
        expect(answer.status).toBe(400);
        expect(answer.reason).toBe('Amount must be a whole positive number of paise');
      }
      expect({ ...driver.core.snapshot(), seq: 0, at: 0 }).toEqual({ ...before, seq: 0, at: 0 });
    },
  );

  test('demo deposits stop at the daily cap, in words, and the next UTC day opens it again', () => {
    const driver = new CoreDriver({ dailyDepositCapPaise: 2_500_000_00 });
    const day = 86_400_000;
    driver.at = Math.floor(driver.at / day) * day + 1_000;
    const first = driver.answer({
      type: 'deposit',
      userId: 'u',
      amountPaise: 2_000_000_00,
      ref: 'a',
    });
    expect(first.kind).toBe('done');
    const over = refusal(
      driver.answer({ type: 'deposit', userId: 'u', amountPaise: 600_000_00, ref: 'b' }),
    );
    expect(over.status).toBe(409);
    expect(over.reason).toBe('Demo deposits are limited to ₹25,00,000 a day; ₹5,00,000 left today');
    expect(driver.core.wallet('u').walletPaise).toBe(2_000_000_00);
    driver.at += day;
    expect(
      driver.answer({ type: 'deposit', userId: 'u', amountPaise: 600_000_00, ref: 'c' }).kind,
    ).toBe('done');
  });

  test("an idempotency key is the trader's own, and the same key for another amount is refused", () => {
    const driver = new CoreDriver();
    driver.answer({ type: 'deposit', userId: 'u', amountPaise: 100_00, ref: 'k' });
    const other = driver.answer({ type: 'deposit', userId: 'v', amountPaise: 100_00, ref: 'k' });
    expect(other.kind).toBe('done');
    expect(driver.core.wallet('v').walletPaise).toBe(100_00);
    const reused = refusal(
      driver.answer({ type: 'deposit', userId: 'u', amountPaise: 200_00, ref: 'k' }),
    );
    expect(reused.status).toBe(422);
    expect(driver.core.wallet('u').walletPaise).toBe(100_00);
  });

  test('a withdrawal beyond the available balance is refused and moves nothing', () => {
    const driver = market({ u: 1_000 });
    orderOf(driver.answer(order('u', BTC, 'BUY', 1, 10)));
    const available = driver.core.wallet('u').availablePaise;
    const before = wallet(driver, 'u');
    const answer = refusal(
      driver.answer({ type: 'withdraw', userId: 'u', amountPaise: available + 1, ref: 'too-much' }),
    );
    expect(answer.status).toBe(409);
    expect(answer.reason).toBe(
      `Insufficient funds: ${formatPaise(BigInt(available))} is available to withdraw`,
    );
    expect(wallet(driver, 'u')).toBe(before);
    expect(
      driver.answer({ type: 'withdraw', userId: 'u', amountPaise: available, ref: 'all' }).kind,
    ).toBe('done');
    expect(driver.core.wallet('u').availablePaise).toBe(0);
  });
});
