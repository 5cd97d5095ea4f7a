import { describe, expect, it } from 'vitest';
import { usdToInrPaise } from '../../../../src/domain/money/conversion.ts';
import { ORDER_FEE_PAISE } from '../../../../src/domain/trading/fees.ts';
import {
  breakevenUsd,
  feePerCoinUsd,
  maxLossUsd,
  maxProfitUsd,
  type OptionPosition,
  payoffAtExpiryUsd,
} from '../../../../src/domain/trading/option-payoff.ts';
import { paiseToUsd } from '../../../../src/domain/trading/perp-margin.ts';

/**
 * The fee the exchange charges an option order: ₹20 brokerage + ₹3.60 GST, once, on its first
 * fill (server/core/options/option-fills.ts → chargeFee; docs/trading.md, Fees). At the fixed
 * 85 ₹/$ that is 23.60 / 85 = 0.2776470588… USD.
 */
const FEE_USD = 23.6 / 85;

/** A USD figure in rupees, to the paisa, as the ledger books it. */
const rupees = (usd: number) => usdToInrPaise(usd) / 100;

/** A position that paid the option order fee; negative contracts are sold. */
const feePaying = (position: Omit<OptionPosition, 'feeUsd'>): OptionPosition => ({
  ...position,
  feeUsd: FEE_USD,
});

/** At the breakeven the trader gets back exactly what the premium and the fee cost. */
const expectEvenAtBreakeven = (position: OptionPosition) => {
  expect(payoffAtExpiryUsd(position, breakevenUsd(position))).toBeCloseTo(0, 9);
};

describe('the option order fee the ticket uses', () => {
  it('is the fee the fill charges: ₹23.60, 0.27765 USD', () => {
    expect(ORDER_FEE_PAISE).toBe(2_360);
    expect(paiseToUsd(ORDER_FEE_PAISE)).toBeCloseTo(FEE_USD, 12);
  });
});

describe('a bought call, fee included', () => {
  // 0.01 BTC of the 100,000 call at a premium of 2,000: ₹1,700 premium + ₹23.60 fee.
  const call = feePaying({ type: 'call', strike: 100_000, premium: 2_000, contracts: 0.01 });

  it('breaks even at strike + premium + fee per coin: 100,000 + 2,000 + 27.76 = 102,027.76', () => {
    // ₹23.60 spread over 0.01 coin is ₹2,360 a coin: 27.7647… USD.
    expect(feePerCoinUsd(call)).toBeCloseTo(27.764_705_882, 6);
    expect(breakevenUsd(call)).toBeCloseTo(102_027.764_705_882, 6);
    // In rupees: 102,000 × 85 = 86,70,000, + 2,360 = ₹86,72,360.
    expect(breakevenUsd(call) * 85).toBeCloseTo(8_672_360, 4);
    expectEvenAtBreakeven(call);
  });

  it('loses at most the premium and the fee: 20 + 0.28 USD, ₹1,723.60', () => {
    expect(maxLossUsd(call)).toBeCloseTo(20.277_647_059, 9);
    expect(rupees(maxLossUsd(call))).toBe(1_723.6);
    // Settled below the strike it expires worthless: the loss is that maximum.
    expect(payoffAtExpiryUsd(call, 90_000)).toBeCloseTo(-maxLossUsd(call), 9);
    expect(maxProfitUsd(call)).toBe(Number.POSITIVE_INFINITY);
  });

  it('earns at 110,000: 0.01 × (10,000 − 2,000) = 80 USD less the fee, ₹6,776.40', () => {
    expect(rupees(payoffAtExpiryUsd(call, 110_000))).toBe(6_800 - 23.6);
  });
});

describe('a bought put, fee included', () => {
  // 1 ETH of the 3,000 put at 100: ₹8,500 + ₹23.60.
  const put = feePaying({ type: 'put', strike: 3_000, premium: 100, contracts: 1 });

  it('breaks even at strike − (premium + fee per coin): 3,000 − 100.28 = 2,899.72', () => {
    expect(breakevenUsd(put)).toBeCloseTo(2_899.722_352_941, 9);
    expectEvenAtBreakeven(put);
  });

  it('loses at most ₹8,523.60 and makes at most (3,000 − 100) less the fee, ₹2,46,476.40', () => {
    expect(rupees(maxLossUsd(put))).toBe(8_523.6);
    expect(rupees(maxProfitUsd(put))).toBe(246_500 - 23.6);
    expect(payoffAtExpiryUsd(put, 0)).toBeCloseTo(maxProfitUsd(put), 9);
  });
});

describe('a sold option keeps the premium less the fee', () => {
  // 2 ETH of the 3,000 put sold at 100: ₹17,000 in, ₹23.60 out.
  const shortPut = feePaying({ type: 'put', strike: 3_000, premium: 100, contracts: -2 });
  // 0.5 BTC of the 100,000 call sold at 2,000: ₹85,000 in, ₹23.60 out.
  const shortCall = feePaying({ type: 'call', strike: 100_000, premium: 2_000, contracts: -0.5 });

  it('a put seller: best ₹16,976.40, breakeven 3,000 − (100 − 0.14) = 2,900.14, worst ₹4,93,023.60', () => {
    expect(rupees(maxProfitUsd(shortPut))).toBe(17_000 - 23.6);
    // The fee per coin is 0.2776… / 2 = 0.1388… USD: the premium kept is 99.8612 a coin.
    expect(breakevenUsd(shortPut)).toBeCloseTo(2_900.138_823_529, 9);
    expectEvenAtBreakeven(shortPut);
    // Settled at 0: 2 × 3,000 owed, 200 kept, the fee paid: 5,800.28 USD.
    expect(rupees(maxLossUsd(shortPut))).toBe(493_000 + 23.6);
    expect(payoffAtExpiryUsd(shortPut, 0)).toBeCloseTo(-maxLossUsd(shortPut), 9);
  });

  it('a call seller: best ₹84,976.40, breakeven 100,000 + 2,000 − 0.56 = 101,999.44, worst unlimited', () => {
    expect(rupees(maxProfitUsd(shortCall))).toBe(85_000 - 23.6);
    expect(breakevenUsd(shortCall)).toBeCloseTo(101_999.444_705_882, 6);
    expectEvenAtBreakeven(shortCall);
    expect(maxLossUsd(shortCall)).toBe(Number.POSITIVE_INFINITY);
    expect(payoffAtExpiryUsd(shortCall, 95_000)).toBeCloseTo(maxProfitUsd(shortCall), 9);
  });
});

describe('without a fee (feeUsd absent)', () => {
  it('keeps the bare formulas: breakeven strike ± premium, loss the premium', () => {
    const bare = { type: 'call', strike: 100_000, premium: 2_000, contracts: 0.5 } as const;
    expect(breakevenUsd(bare)).toBe(102_000);
    expect(maxLossUsd(bare)).toBe(1_000);
    expect(feePerCoinUsd(bare)).toBe(0);
  });
});
