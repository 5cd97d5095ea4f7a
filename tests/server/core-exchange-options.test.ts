import { describe, expect, test } from 'vitest';
import { INSURANCE_FUND, MARKET_MAKER, mustStayCovered } from '../../server/core/accounts.ts';
import type { CoreCommand, ListOptionCommand, Quote } from '../../server/core/core-commands.ts';
import type { CoreEvent, CoreOrder, CoreResult } from '../../server/core/core-events.ts';
import { ExchangeCore } from '../../server/core/exchange-core.ts';
import { OPTION_SETTLEMENT } from '../../server/core/options/option-settlement.ts';
import { CoreDriver } from './support/core-driver.ts';

/**
 * Options through the exchange core (server/core/options/, the desk's rules kept): BTC options
 * have a tick of 1 USD and a lot of 0.001 BTC, so 10 lots are 0.01 BTC and a price in ticks is
 * USD. Money is paise at 85 INR/USD: a premium of $2,005 on 0.01 BTC is 0.01 × 2,005 × 8,500.
 */

const CALL = 'BTC-29DEC23-100000-C';
const PUT = 'BTC-29DEC23-100000-P';
/** 29 Dec 2023, 08:00 UTC. */
const EXPIRY = Date.UTC(2023, 11, 29, 8);
const FEE = 2_360;
const SPOT = 95_000;

const listing = (symbol: string, optionType: 'call' | 'put'): ListOptionCommand => ({
  type: 'listOption',
  symbol,
  underlying: 'BTC',
  strike: 100_000,
  optionType,
  expiryMs: EXPIRY,
});

const optionQuote = (symbol: string, mark: number, spot = SPOT): Quote => ({
  symbol,
  mark,
  index: spot,
  bid: mark - 10,
  ask: mark + 10,
});

const limit = (userId: string, symbol: string, side: 'BUY' | 'SELL', qty: number, price: number) =>
  ({
    type: 'place',
    userId,
    symbol,
    side,
    orderType: 'limit',
    timeInForce: 'GTC',
    price,
    qty,
    leverage: 1,
  }) satisfies CoreCommand;

const market = (userId: string, symbol: string, side: 'BUY' | 'SELL', qty: number) =>
  ({
    type: 'place',
    userId,
    symbol,
    side,
    orderType: 'market',
    timeInForce: 'IOC',
    qty,
    leverage: 1,
  }) satisfies CoreCommand;

/** A driver that checks after every command that the ledger sums to zero and nobody is overdrawn. */
class OptionDriver extends CoreDriver {
  override run(command: CoreCommand, advanceMs = 1): CoreResult {
    const result = super.run(command, advanceMs);
    expect(this.core.ledgerTotal()).toBe(0);
    for (const [account, balance] of this.core.snapshot().balances) {
      if (mustStayCovered(account)) expect(balance, account).toBeGreaterThanOrEqual(0);
    }
    return result;
  }

  order(command: CoreCommand): CoreOrder {
    const answer = this.answer(command);
    if (answer.kind !== 'order') throw new Error(`not an order: ${JSON.stringify(answer)}`);
    return answer.order;
  }

  wallet(userId: string): number {
    return this.core.wallet(userId).walletPaise;
  }

  notices(userId: string, kind: string): string[] {
    return this.events.flatMap((e) =>
      e.type === 'notice' && e.notice.userId === userId && e.notice.kind === kind
        ? [e.notice.message]
        : [],
    );
  }

  /** The trader's transactions of a kind, as wallet changes. */
  moves(userId: string, kind: string): number[] {
    return this.transactions()
      .filter((t) => t.userId === userId && t.kind === kind)
      .map((t) => t.walletDeltaPaise);
  }
}

/** Both options listed and quoted, the call at $2,000 and the put at $5,500, spot $95,000. */
function listed(): OptionDriver {
  const d = new OptionDriver();
  expect(d.answer(listing(CALL, 'call'))).toEqual({ kind: 'done' });
  expect(d.answer(listing(PUT, 'put'))).toEqual({ kind: 'done' });
  d.tick([optionQuote(CALL, 2_000), optionQuote(PUT, 5_500)]);
  for (const user of ['alice', 'bob']) d.deposit(user, 1_000_000);
  return d;
}

describe('option books in the exchange core', () => {
  test('a listing must name its own terms, once, before its expiry; units come from the name', () => {
    const d = new OptionDriver();
    expect(d.answer({ ...listing(CALL, 'call'), strike: 95_000 })).toMatchObject({
      kind: 'refused',
      status: 400,
    });
    expect(d.answer(listing('BTC-29DEC23-100000-X', 'call'))).toMatchObject({ status: 400 });
    expect(d.answer(listing(CALL, 'call'))).toEqual({ kind: 'done' });
    expect(d.answer(listing(CALL, 'call'))).toEqual({
      kind: 'refused',
      status: 409,
      reason: `${CALL} is already listed`,
    });
    expect(d.core.units(CALL)).toEqual({
      symbol: CALL,
      kind: 'option',
      coin: 'BTC',
      tickSize: 1,
      lotSize: 0.001,
      option: { strike: 100_000, type: 'call', expiryMs: EXPIRY },
    });
    expect(d.core.units('ETH-29DEC23-3000-P')?.tickSize).toBe(0.05);
    const late = new OptionDriver();
    late.at = EXPIRY;
    expect(late.answer(listing(CALL, 'call'))).toEqual({
      kind: 'refused',
      status: 409,
      reason: `${CALL} has expired`,
    });
  });

  test('the market maker quotes an option book around the chain, asks only when the bid is 0', () => {
    const d = listed();
    const depth = d.core.depth(CALL, 1);
    expect(depth?.bids[0]?.price).toBe(1_990);
    expect(depth?.asks[0]?.price).toBe(2_010);
    // Far out of the money: mark and bid 0, an ask of $3.
    d.tick([{ symbol: CALL, mark: 0, index: SPOT, bid: 0, ask: 3 }]);
    const far = d.core.depth(CALL, 1);
    expect(far?.bids).toEqual([]);
    expect(far?.asks[0]?.price).toBe(3);
    // Options have no funding.
    d.tick([optionQuote(CALL, 2_000)], 28_800_000);
    expect(d.events.some((e) => e.type === 'funding')).toBe(false);
  });

  test('a call sold by one trader to another: the premium moves exactly, the short posts Deribit margin', () => {
    const d = listed();
    const bobBefore = d.wallet('bob');
    const sell = d.order(limit('bob', CALL, 'SELL', 10, 2_005));
    // Short call, OTM 5,000 of 95,000: max(0.15 − 0.0526, 0.1) × 95,000 + 2,000 = $11,500 a contract.
    const margin = 977_500;
    expect(sell.status).toBe('open');
    expect(sell.holdPaise).toBe(margin + FEE);
    expect(sell.leverage).toBe(1);

    const aliceBefore = d.wallet('alice');
    const buy = d.order({ ...limit('alice', CALL, 'BUY', 10, 2_005), leverage: 50 });
    expect(buy.status).toBe('filled');
    expect(buy.leverage).toBe(1);
    const premium = 170_425; // 0.01 × 2,005 × 8,500
    expect(d.moves('alice', 'premium')).toEqual([-premium]);
    expect(d.moves('bob', 'premium')).toEqual([premium]);
    expect(d.wallet('alice')).toBe(aliceBefore - premium - FEE);
    expect(d.wallet('bob')).toBe(bobBefore + premium - FEE);
    expect(d.core.wallet('bob').marginPaise).toBe(margin);
    expect(d.core.wallet('alice').marginPaise).toBe(0);
    expect(d.core.wallet('alice').heldPaise).toBe(0);
    expect(d.core.balance('clearing')).toBe(0);

    const [long] = d.core.positions('alice');
    const [short] = d.core.positions('bob');
    expect(long).toMatchObject({ symbol: CALL, lots: 10, entryPrice: 2_005, leverage: 1 });
    expect(long?.marginRatio).toBe(0);
    expect(long?.liquidationPrice).toBe(0);
    expect(short).toMatchObject({ lots: -10, marginPaise: margin, liquidationPrice: 0 });
    // Maintenance 0.075 × 95,000 + 2,000 = $9,125 → ₹7,756.25 over equity 9,775 + 0.01 × 5 × 85.
    expect(short?.marginRatio).toBeCloseTo(775_625 / 977_925, 12);
    expect(short?.unrealisedPaise).toBe(425);
  });

  test('a put bought from the market maker and sold back: premium in full, a closing sell holds only the fee', () => {
    const d = listed();
    const mmBefore = d.core.balance(MARKET_MAKER);
    const before = d.wallet('alice');
    const buy = d.order(market('alice', PUT, 'BUY', 20));
    expect(buy.status).toBe('filled');
    // 0.02 BTC at the market maker's ask of $5,510.
    expect(d.moves('alice', 'premium')).toEqual([-936_700]);
    expect(d.wallet('alice')).toBe(before - 936_700 - FEE);
    expect(d.core.balance(MARKET_MAKER)).toBe(mmBefore + 936_700);

    d.tick([optionQuote(PUT, 6_000)]);
    const close = d.order(limit('alice', PUT, 'SELL', 20, 6_100));
    expect(close.status).toBe('open');
    expect(close.holdPaise).toBe(FEE);
    const taken = d.order(market('bob', PUT, 'BUY', 20));
    expect(taken.status).toBe('filled');
    // Bob pays 0.02 × 6,010 (the market maker's ask is better than Alice's 6,100).
    expect(d.moves('bob', 'premium')).toEqual([-1_021_700]);
    d.answer({ type: 'cancel', userId: 'alice', orderId: close.id });
    const sold = d.order(market('alice', PUT, 'SELL', 20));
    expect(sold.status).toBe('filled');
    // Sold at the market maker's bid of $5,990: 0.02 × 5,990 × 8,500.
    expect(d.moves('alice', 'premium')).toEqual([-936_700, 1_018_300]);
    expect(d.core.positions('alice')).toEqual([]);
    const closed = d.events.flatMap((e) =>
      e.type === 'position' && e.position.userId === 'alice' && e.position.lots === 0
        ? [e.position]
        : [],
    );
    expect(closed.at(-1)?.realisedPaise).toBe(81_600); // 0.02 × (5,990 − 5,510) × 8,500
    // Two fees: the cancelled sell never filled, so its fee came back with its hold.
    expect(d.wallet('alice')).toBe(before - 936_700 + 1_018_300 - 2 * FEE);
  });

  test("closing part of a short pays the buy-back's premium and releases that part's margin", () => {
    const d = listed();
    d.order(limit('bob', CALL, 'SELL', 10, 2_005));
    d.order(limit('alice', CALL, 'BUY', 10, 2_005));
    const before = d.core.wallet('bob');
    const answer = d.answer({ type: 'closePosition', userId: 'bob', symbol: CALL, qty: 4 });
    expect(answer).toMatchObject({ kind: 'order', order: { status: 'filled', leverage: 1 } });
    // 0.004 × 2,010 (the market maker's ask) × 8,500; 4/10 of ₹9,775 of margin back.
    expect(d.moves('bob', 'premium')).toEqual([170_425, -68_340]);
    expect(d.core.wallet('bob')).toMatchObject({
      marginPaise: 977_500 - 391_000,
      availablePaise: before.availablePaise - 68_340 - FEE + 391_000,
      heldPaise: 0,
    });
    expect(d.core.positions('bob')[0]).toMatchObject({ lots: -6, realisedPaise: -170 }); // 0.004 × (2,005 − 2,010) × 8,500
  });

  test("a short put's margin follows Deribit's table (in the money: 0.15 × spot + mark)", () => {
    const d = listed();
    const sell = d.order(market('bob', PUT, 'SELL', 10));
    expect(sell.status).toBe('filled');
    // 0.15 × 95,000 + 5,500 = $19,750 a contract, above maintenance 7,125 + 5,500.
    expect(d.core.wallet('bob').marginPaise).toBe(1_678_750);
    expect(d.core.wallet('bob').heldPaise).toBe(0);
    // A sell that would need more margin (₹16,811.10) than the trader has is refused in the
    // spec's words, and holds nothing.
    d.deposit('carol', 10_000);
    const refused = d.order(limit('carol', PUT, 'SELL', 10, 5_600));
    expect(refused.status).toBe('rejected');
    expect(refused.reason).toBe('Insufficient margin');
    expect(d.core.wallet('carol').availablePaise).toBe(1_000_000);
  });

  test('option prices are banded at 50% of the mark or 20 ticks, the wider', () => {
    const d = listed();
    const far = d.order(limit('alice', CALL, 'BUY', 10, 3_001));
    expect(far.status).toBe('rejected');
    expect(far.reason).toBe(
      `Price $3,001.00 is outside the price band: ${CALL} trades within 50% or 20 ticks, whichever is wider, of the mark ($1,000.00 – $3,000.00)`,
    );
    d.tick([{ symbol: CALL, mark: 10, index: SPOT, bid: 5, ask: 15 }]);
    expect(d.order(limit('alice', CALL, 'BUY', 10, 30)).status).toBe('filled');
    expect(d.order(limit('alice', CALL, 'BUY', 10, 31)).status).toBe('rejected');
  });
});

describe('short options under risk', () => {
  test('the margin alert comes first, then a liquidation buys the short back from its margin', () => {
    const d = listed();
    d.order(limit('bob', CALL, 'SELL', 10, 2_005));
    d.order(limit('alice', CALL, 'BUY', 10, 2_005));
    const availableBefore = d.core.wallet('bob').availablePaise;

    // 0.075 × 96,000 + 2,100 = $9,300 over 9,775 − 0.01 × 95 × 85: 81.5%.
    d.tick([optionQuote(CALL, 2_100, 96_000)]);
    expect(d.notices('bob', 'margin_alert')).toEqual([
      `Margin alert: your ${CALL} short is at a margin ratio of 81% (mark $2,100); it is liquidated at 100%`,
    ]);
    expect(d.notices('alice', 'margin_alert')).toEqual([]);
    expect(d.notices('bob', 'liquidation')).toEqual([]);

    // 0.075 × 100,000 + 4,000 = $11,500 over 9,775 − 0.01 × 1,995 × 85: 121%.
    d.tick([optionQuote(CALL, 4_000, 100_000)]);
    expect(d.notices('bob', 'liquidation')).toEqual([
      `Position liquidated: bought 0.01 ${CALL} at $4,010; the loss is limited to the margin of ₹9,775.00`,
    ]);
    expect(d.core.positions('bob')).toEqual([]);
    // The buy-back's premium (0.01 × 4,010 × 8,500) and fee came out of the margin; the rest is back.
    expect(d.core.wallet('bob').availablePaise).toBe(availableBefore + 977_500 - 340_850 - FEE);
    expect(d.core.wallet('bob').marginPaise).toBe(0);
    // The long is never liquidated: it risks its premium only.
    expect(d.core.positions('alice')[0]?.lots).toBe(10);
  });
});

describe('settlement at expiry', () => {
  /** Alice long and Bob short 0.01 BTC of each option (Bob sells, Alice buys, at $2,005 and $5,505). */
  function traded(): OptionDriver {
    const d = listed();
    d.order(limit('bob', CALL, 'SELL', 10, 2_005));
    d.order(limit('alice', CALL, 'BUY', 10, 2_005));
    d.order(limit('bob', PUT, 'SELL', 10, 5_505));
    d.order(limit('alice', PUT, 'BUY', 10, 5_505));
    expect(d.core.positions('alice').map((p) => p.lots)).toEqual([10, 10]);
    expect(d.core.positions('bob').map((p) => p.lots)).toEqual([-10, -10]);
    return d;
  }

  const settle = (d: OptionDriver, symbol: string, settlementPrice: number) =>
    d.answer({ type: 'settleOption', symbol, settlementPrice }, Math.max(1, EXPIRY - d.at));

  test('is refused before the expiry and for an unknown option', () => {
    const d = traded();
    expect(d.answer({ type: 'settleOption', symbol: CALL, settlementPrice: 103_000 })).toEqual({
      kind: 'refused',
      status: 409,
      reason: `${CALL} expires at 2023-12-29T08:00:00.000Z; it cannot be settled before`,
    });
    expect(settle(d, 'BTC-29DEC23-110000-C', 103_000)).toMatchObject({ status: 404 });
    expect(settle(d, CALL, -1)).toMatchObject({ status: 400 });
  });

  test('a call in the money pays the long from the short, a put out of the money pays nothing', () => {
    const d = traded();
    const resting = d.order(limit('alice', CALL, 'BUY', 5, 1_900));
    const alice = d.wallet('alice');
    const bob = d.wallet('bob');
    const bobAvailable = d.core.wallet('bob').availablePaise;
    // After the expiry, before the settlement: no order is taken.
    d.tick([optionQuote(CALL, 3_000, 103_000)], EXPIRY - d.at);
    expect(d.order(limit('alice', CALL, 'BUY', 1, 3_000)).reason).toBe(
      'Unknown or expired instrument',
    );

    expect(settle(d, CALL, 103_000)).toEqual({ kind: 'done' });
    expect(settle(d, PUT, 103_000)).toEqual({ kind: 'done' });
    // The call: 0.01 × (103,000 − 100,000) × 8,500.
    expect(d.moves('alice', 'settlement')).toEqual([255_000]);
    // The put out of the money: its margin comes back whole, a settlement that changes no wallet.
    expect(d.moves('bob', 'settlement')).toEqual([-255_000, 0]);
    expect(d.notices('alice', 'settlement')).toEqual([
      `${CALL} settled at $103,000.00: received ₹2,550.00`,
      `${PUT} settled at $103,000.00: received ₹0.00`,
    ]);
    expect(d.notices('bob', 'settlement')[0]).toBe(
      `${CALL} settled at $103,000.00: paid ₹2,550.00`,
    );
    // Alice's resting bid came back (₹4,260.00 + fee held); both margins came back whole but the value.
    expect(d.notices('alice', 'cancel')).toEqual([
      `Order ${resting.id} cancelled: Instrument expired or delisted`,
    ]);
    expect(d.wallet('alice')).toBe(alice + 255_000);
    expect(d.wallet('bob')).toBe(bob - 255_000);
    expect(d.core.wallet('bob')).toMatchObject({
      availablePaise: bobAvailable + 977_500 + 1_678_750 - 255_000,
      marginPaise: 0,
      heldPaise: 0,
    });
    expect(d.core.wallet('alice').heldPaise).toBe(0);
    expect(d.core.positions('alice')).toEqual([]);
    expect(d.core.positions('bob')).toEqual([]);
    expect(d.core.balance(OPTION_SETTLEMENT)).toBe(0);
    const realised = d.events.flatMap((e) =>
      e.type === 'position' && e.position.symbol === CALL && e.position.lots === 0
        ? [[e.position.userId, e.position.realisedPaise]]
        : [],
    );
    // 0.01 × (3,000 − 2,005) × 8,500 for the long, the mirror for the short.
    expect(realised).toEqual([
      ['alice', 84_575],
      ['bob', -84_575],
    ]);

    // Delisted: the book is gone, an order is refused, a second settlement finds nothing.
    expect(d.core.depth(CALL, 5)).toBeUndefined();
    expect(d.order(limit('alice', CALL, 'BUY', 1, 3_000)).reason).toBe(
      'Unknown or expired instrument',
    );
    expect(settle(d, CALL, 103_000)).toMatchObject({ kind: 'refused', status: 404 });
    expect(d.answer(listing(CALL, 'call'))).toMatchObject({ status: 409 });
    // Its units are still known (from its name), for what reads its old events.
    expect(d.core.units(CALL)?.tickSize).toBe(1);
  });

  test('a put in the money at a TWAP with cents: rounded once to the paisa', () => {
    const d = traded();
    expect(settle(d, PUT, 96_500.25)).toEqual({ kind: 'done' });
    // 0.01 × 3,499.75 × 8,500 = 297,478.75 paise.
    expect(d.moves('alice', 'settlement')).toEqual([297_479]);
    expect(d.moves('bob', 'settlement')).toEqual([-297_479]);
    expect(d.notices('bob', 'settlement')).toEqual([
      `${PUT} settled at $96,500.25: paid ₹2,974.79`,
    ]);
    expect(settle(d, CALL, 96_500.25)).toEqual({ kind: 'done' });
    expect(d.moves('alice', 'settlement')).toEqual([297_479]);
    expect(d.notices('alice', 'settlement')[1]).toBe(
      `${CALL} settled at $96,500.25: received ₹0.00`,
    );
    expect(d.core.wallet('bob').marginPaise).toBe(0);
  });

  test('a short whose margin and balance fall short: the insurance fund covers the gap', () => {
    const d = listed();
    d.deposit('dave', 10_000);
    d.order(market('dave', CALL, 'SELL', 10));
    d.order(limit('alice', CALL, 'BUY', 10, 2_010));
    const fundBefore = d.core.balance(INSURANCE_FUND);
    const daveWallet = d.wallet('dave');
    // ₹10,000 − the fee + the premium of 0.01 × 1,990 (the market maker's bid).
    expect(daveWallet).toBe(1_000_000 - FEE + 169_150);
    // 0.01 × 150,000 × 8,500 = ₹1,27,500 owed; Dave has ₹9,775 of margin and the rest of ₹10,000.
    expect(settle(d, CALL, 250_000)).toEqual({ kind: 'done' });
    expect(d.wallet('dave')).toBe(0);
    expect(d.moves('dave', 'settlement')).toEqual([-daveWallet]);
    expect(d.core.balance(INSURANCE_FUND)).toBe(fundBefore - (12_750_000 - daveWallet));
    expect(d.notices('dave', 'settlement')).toEqual([
      `${CALL} settled at $250,000.00: paid ₹11,667.90`,
    ]);
  });
});

describe('snapshots with option books', () => {
  test('a restored core has the option books, units and positions, and replays the tail equal', () => {
    const d = listed();
    d.order(limit('bob', CALL, 'SELL', 10, 2_005));
    d.order(limit('alice', CALL, 'BUY', 6, 2_005));
    d.order(limit('alice', PUT, 'BUY', 10, 5_400));
    const snapshot = d.core.snapshot();
    expect(snapshot.options.map(([symbol]) => symbol)).toEqual([CALL, PUT]);
    const from = d.entries.length;

    d.tick([optionQuote(CALL, 2_050, 95_500), optionQuote(PUT, 5_450, 95_500)]);
    d.order(limit('alice', CALL, 'BUY', 4, 2_060));
    d.order(market('bob', PUT, 'SELL', 10));
    d.tick([optionQuote(CALL, 3_500, 99_000)]);
    d.answer({ type: 'settleOption', symbol: PUT, settlementPrice: 99_000 }, EXPIRY - d.at);
    const live = d.core.snapshot();

    const restored = ExchangeCore.restore(JSON.parse(JSON.stringify(snapshot)));
    expect(restored.units(CALL)).toEqual(d.core.units(CALL));
    expect(restored.depth(CALL, 3)).toBeDefined();
    const tail: CoreEvent[] = [];
    for (const entry of d.entries.slice(from)) tail.push(...restored.apply(entry).events);
    expect(restored.snapshot()).toEqual(live);
    expect(tail).toEqual(d.events.slice(d.events.length - tail.length));
    expect(live.options.map(([symbol]) => symbol)).toEqual([CALL]);
    expect(restored.ledgerTotal()).toBe(0);
  });
});
