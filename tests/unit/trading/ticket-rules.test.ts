import { describe, expect, it } from 'vitest';
import {
  firstRefusal,
  LIMIT_WARNING_DISTANCE,
  limitDistanceWarning,
  ticketRefusals,
} from '../../../src/machines/trading/ticket-checks.ts';
import { expectedEntry, ticketEstimate } from '../../../src/machines/trading/ticket-estimate.ts';
import { ticketInstrument, ticketTick } from '../../../src/machines/trading/ticket-instrument.ts';
import { ticketOrderBody } from '../../../src/machines/trading/ticket-order-body.ts';
import {
  clampLeverage,
  snapPrice,
  snapSize,
  stepSize,
  typedPrice,
  typedSize,
} from '../../../src/machines/trading/ticket-snap.ts';
import type { TicketDraft, TicketMarket } from '../../../src/machines/trading/ticket-types.ts';

const perp = ticketInstrument('BTCUSDT-PERP');
const call = ticketInstrument('BTC-27JUN25-100000-C');
const market: TicketMarket = { mark: 100_000, bid: 99_990, ask: 100_010, underlying: null };
const draft = (over: Partial<TicketDraft> = {}): TicketDraft => ({
  symbol: 'BTCUSDT-PERP',
  side: 'BUY',
  type: 'market',
  sizeText: '0.01',
  size: 0.01,
  price: null,
  leverage: 10,
  stopLoss: null,
  takeProfit: null,
  reduceOnly: false,
  ...over,
});

/** The closing fee in USD: ₹20 + 18% GST at 85 INR per USD (docs/trading.md). */
const feeUsd = (20 * 1.18) / 85;

describe('the instrument', () => {
  it('reads a perpetual and an option from the symbol, with the step of spec section 9', () => {
    expect(perp).toMatchObject({ kind: 'perpetual', coin: 'BTC', step: 0.001, option: null });
    expect(call).toMatchObject({
      kind: 'option',
      coin: 'BTC',
      option: { strike: 100_000, type: 'call' },
    });
    expect(ticketInstrument('ETHUSDT-PERP').step).toBe(0.01);
  });

  it('prices a BTC perpetual in cents and a BTC option in whole dollars', () => {
    expect(ticketTick(perp, 95_000)).toBe(0.01);
    expect(ticketTick(ticketInstrument('XRPUSDT-PERP'), 2.1)).toBe(0.0001);
    expect(ticketTick(call, 2_000)).toBe(1);
  });
});

describe('typed values', () => {
  it('snaps a typed size down to the step and steps by whole steps', () => {
    expect(snapSize('0.0155', 0.001)).toBe(0.015);
    expect(snapSize('0.0004', 0.001)).toBe(0);
    expect(snapSize('', 0.001)).toBe(0);
    expect(snapSize('1,000', 10)).toBe(1000);
    expect(stepSize(0.015, 0.001, 1)).toBe(0.016);
  });

  it('keeps a typed size as typed, and "−" never goes below one step', () => {
    expect(typedSize('0.0015')).toBe(0.0015);
    expect(typedSize('-1')).toBe(0);
    expect(typedSize('abc')).toBe(0);
    expect(stepSize(0.001, 0.001, -1)).toBe(0.001);
    expect(stepSize(0, 0.001, -1)).toBe(0.001);
    expect(stepSize(0.0015, 0.001, -1)).toBe(0.001);
    expect(stepSize(0.0015, 0.001, 1)).toBe(0.002);
  });

  it('reads a price typed in rupees as USD on the tick, and keeps a bad one for the checks', () => {
    expect(typedPrice('85,00,000', 0.01, 'INR')).toBe(100_000);
    expect(typedPrice('8500000.43', 0.01, 'INR')).toBe(100_000.01);
    expect(typedPrice('95000', 0.01, 'USD')).toBe(95_000);
    expect(typedPrice('', 0.01, 'INR')).toBeNull();
    expect(typedPrice('-5000', 0.01, 'INR')).toBeCloseTo(-5000 / 85, 9);
    expect(typedPrice('0', 0.01, 'USD')).toBe(0);
    expect(typedPrice('abc', 0.01, 'USD')).toBeNaN();
  });

  it('puts a typed price on the nearest tick', () => {
    expect(snapPrice('95000.004', 0.01)).toBe(95_000);
    expect(snapPrice('95000.006', 0.01)).toBe(95_000.01);
    expect(snapPrice('2010.4', 1)).toBe(2010);
    expect(snapPrice('abc', 0.01)).toBeNull();
  });

  it('keeps leverage whole between 1x and 200x', () => {
    expect(clampLeverage(0)).toBe(1);
    expect(clampLeverage(250)).toBe(200);
    expect(clampLeverage(24.6)).toBe(25);
  });
});

describe('the estimate', () => {
  it('enters a market buy at the ask and a market sell at the bid', () => {
    expect(expectedEntry(draft(), market)).toBe(market.ask);
    expect(expectedEntry(draft({ side: 'SELL' }), market)).toBe(market.bid);
    expect(expectedEntry(draft({ type: 'limit', price: 98_000 }), market)).toBe(98_000);
  });

  it('asks for notional / leverage as margin plus ₹23.60, and the liquidation price of the formula', () => {
    const estimate = ticketEstimate(perp, draft(), market, 50_000);
    const entry = market.ask as number;
    const marginRupees = (0.01 * entry * 85) / 10;
    expect(estimate.marginPaise).toBe(Math.round(marginRupees * 100));
    expect(estimate.requiredPaise).toBe(Math.round(marginRupees * 100) + 2_360);
    expect(estimate.availableAfterPaise).toBe(5_000_000 - estimate.requiredPaise);
    const liquidation = estimate.liquidation;
    expect(liquidation?.withoutFees).toBeCloseTo(entry * (1 - 1 / 10 + 0.0025), 6);
    expect(liquidation?.price).toBeCloseTo(entry * (1 - 1 / 10 + 0.0025) + feeUsd / 0.01, 6);
    expect(liquidation?.maintenanceUsd).toBeCloseTo(0.01 * entry * 0.0025, 9);
  });

  it('mirrors the liquidation price for a short', () => {
    const estimate = ticketEstimate(perp, draft({ side: 'SELL', leverage: 50 }), market, null);
    const entry = market.bid as number;
    expect(estimate.liquidation?.price).toBeCloseTo(
      entry * (1 + 1 / 50 - 0.0025) - feeUsd / 0.01,
      6,
    );
    expect(estimate.availableAfterPaise).toBeNull();
  });

  it('shows a bought call’s payoff with the fee: breakeven strike + premium + fee a coin, loss the premium + fee, profit unbounded, the spot', () => {
    const optionMarket = { mark: 2_000, bid: 1_990, ask: 2_010, underlying: 98_000 };
    const estimate = ticketEstimate(call, draft({ symbol: call.symbol }), optionMarket, null);
    // ₹23.60 over 0.01 coin: 27.76 USD a coin on top of the strike and the premium.
    expect(estimate.payoff?.breakeven).toBeCloseTo(100_000 + 2_010 + feeUsd / 0.01, 6);
    expect(estimate.payoff?.maxLoss).toBeCloseTo(0.01 * 2_010 + feeUsd, 9);
    expect(estimate.payoff?.feeUsd).toBeCloseTo(feeUsd, 12);
    expect(estimate.payoff?.maxProfit).toBe(Number.POSITIVE_INFINITY);
    expect(estimate.payoff?.spot).toBe(98_000);
    expect(estimate.marginPaise).toBe(Math.round(0.01 * 2_010 * 85 * 100));
    expect(estimate.liquidation).toBeNull();
  });
});

describe('the pre-trade checks', () => {
  const codes = (d: TicketDraft, available: number | null = 1e7) =>
    ticketRefusals(perp, d, market, available).map((r) => r.code);

  it('accept a sound order', () => {
    expect(codes(draft({ stopLoss: 95_000, takeProfit: 110_000 }))).toEqual([]);
  });

  it('refuse a size below the step', () => {
    expect(firstRefusal(perp, draft({ size: 0 }), market, null)?.message).toBe(
      'Size must be at least one step: 0.001 BTC',
    );
  });

  it('refuse a size off the step in words, naming the steps either side', () => {
    expect(
      firstRefusal(perp, draft({ sizeText: '0.0015', size: 0.0015 }), market, null)?.message,
    ).toBe('Size must be a whole number of steps of 0.001 BTC: 0.0015 is between 0.001 and 0.002');
  });

  it('refuse a zero, negative or unreadable stop-loss or take-profit, never dropping it', () => {
    for (const bad of [0, -5000 / 85, Number.NaN]) {
      expect(codes(draft({ stopLoss: bad }))).toContain('stopLossNotPositive');
      expect(codes(draft({ takeProfit: bad }))).toContain('takeProfitNotPositive');
    }
    expect(firstRefusal(perp, draft({ stopLoss: -100 }), market, null)?.message).toBe(
      'Stop-loss must be a price above zero, or left empty for none',
    );
    expect(codes(draft({ type: 'limit', price: -1 }))).toContain('limitPriceNotPositive');
  });

  it('name prices and amounts in rupees for a trader who sees rupees', () => {
    const wrongSide = firstRefusal(perp, draft({ stopLoss: 101_000 }), market, null, 'INR');
    expect(wrongSide?.message).toBe(
      'Stop-loss must be below the entry price (₹85,00,000.00) for a buy',
    );
    expect(wrongSide?.message).not.toContain('$');
    const funds = firstRefusal(perp, draft(), market, 10, 'INR');
    expect(funds?.message).toMatch(
      /^Insufficient funds: this order needs ₹[\d,.]+ .*₹10\.00 is available$/,
    );
    const far = limitDistanceWarning(perp, draft({ type: 'limit', price: 150_000 }), market, 'INR');
    expect(far).toContain('₹1,27,50,000.00');
    expect(far).not.toContain('$');
  });

  it('refuse a limit order without a price', () => {
    expect(codes(draft({ type: 'limit' }))).toEqual(['limitPriceMissing']);
  });

  it('refuse a stop-loss on the wrong side of the entry, for a long and for a short', () => {
    expect(codes(draft({ stopLoss: 100_500 }))).toEqual(['stopLossWrongSide']);
    expect(codes(draft({ side: 'SELL', stopLoss: 99_000 }))).toEqual(['stopLossWrongSide']);
    // A market order's triggers are checked against the mark, as the server does: a stop between
    // the mark and the ask is on the wrong side.
    const between = (market.mark + (market.ask as number)) / 2;
    expect(codes(draft({ stopLoss: between }))).toEqual(['stopLossWrongSide']);
    expect(codes(draft({ type: 'limit', price: 101_000, stopLoss: between }))).toEqual([]);
  });

  it('refuse a stop-loss at or beyond the liquidation price', () => {
    const entry = market.ask as number;
    const liquidation = entry * (1 - 1 / 10 + 0.0025) + feeUsd / 0.01;
    expect(codes(draft({ stopLoss: Math.floor(liquidation) }))).toEqual([
      'stopLossBeyondLiquidation',
    ]);
    expect(codes(draft({ stopLoss: Math.ceil(liquidation) }))).toEqual([]);
    const short = (market.bid as number) * (1 + 1 / 10 - 0.0025) - feeUsd / 0.01;
    expect(codes(draft({ side: 'SELL', stopLoss: Math.ceil(short) }))).toEqual([
      'stopLossBeyondLiquidation',
    ]);
  });

  it('refuse a take-profit on the wrong side', () => {
    expect(codes(draft({ takeProfit: 99_000 }))).toEqual(['takeProfitWrongSide']);
    expect(codes(draft({ side: 'SELL', takeProfit: 101_000 }))).toEqual(['takeProfitWrongSide']);
  });

  it('refuse an order the available funds cannot carry, naming both amounts', () => {
    const required = ticketEstimate(perp, draft(), market, 0).requiredPaise / 100;
    expect(codes(draft(), required)).toEqual([]);
    const refusal = firstRefusal(perp, draft(), market, required - 0.01);
    expect(refusal?.code).toBe('insufficientFunds');
    expect(refusal?.message).toContain('Insufficient funds');
  });

  it('leave stop-loss and take-profit out of a reduce-only order and of an option', () => {
    expect(codes(draft({ reduceOnly: true, stopLoss: 100_500 }))).toEqual([]);
    const optionMarket = { mark: 2_000, bid: 1_990, ask: 2_010, underlying: 98_000 };
    expect(
      ticketRefusals(call, draft({ symbol: call.symbol, stopLoss: 3_000 }), optionMarket, null),
    ).toEqual([]);
  });

  it('warn about a limit further from the mark than the documented distance', () => {
    const edge = market.mark * (1 + LIMIT_WARNING_DISTANCE.perpetual);
    const within = edge - 1;
    expect(limitDistanceWarning(perp, draft({ type: 'limit', price: within }), market)).toBeNull();
    expect(limitDistanceWarning(perp, draft({ type: 'limit', price: edge + 1 }), market)).toContain(
      'from the mark',
    );
    expect(limitDistanceWarning(perp, draft(), market)).toBeNull();
  });
});

describe('the order body', () => {
  it('sends leverage for a perpetual, the fixed clientOrderId, and stop-loss and take-profit when set', () => {
    expect(ticketOrderBody(perp, draft({ stopLoss: 95_000 }), 'c-1')).toEqual({
      symbol: 'BTCUSDT-PERP',
      side: 'BUY',
      type: 'market',
      size: 0.01,
      leverage: 10,
      clientOrderId: 'c-1',
      stopLoss: 95_000,
    });
  });

  it('sends a limit price, no leverage for an option, and reduce-only as immediate-or-cancel', () => {
    const body = ticketOrderBody(
      call,
      draft({ symbol: call.symbol, type: 'limit', price: 2_000 }),
      'c-2',
    );
    expect(body).toEqual({
      symbol: call.symbol,
      side: 'BUY',
      type: 'limit',
      size: 0.01,
      price: 2_000,
      clientOrderId: 'c-2',
    });
    expect(ticketOrderBody(perp, draft({ reduceOnly: true, stopLoss: 1 }), 'c-3')).toMatchObject({
      reduceOnly: true,
      timeInForce: 'IOC',
    });
    expect(
      ticketOrderBody(perp, draft({ reduceOnly: true, stopLoss: 1 }), 'c-3'),
    ).not.toHaveProperty('stopLoss');
  });
});
