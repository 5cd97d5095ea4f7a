import { describe, expect, it } from 'vitest';
import {
  type OptionMarginInput,
  optionInitialMarginUsd,
  optionMaintenanceMarginUsd,
} from '../../../../src/domain/trading/option-margin.ts';
import {
  breakevenUsd,
  maxLossUsd,
  maxProfitUsd,
  payoffAtExpiryUsd,
} from '../../../../src/domain/trading/option-payoff.ts';

const spot = 100_000;

/** Expects the initial and the maintenance margin, in USD, of selling `-contracts` of an option. */
const expectSellerMargins = (
  option: Omit<OptionMarginInput, 'spot'>,
  contracts: number,
  initial: number,
  maintenance: number,
) => {
  const input = { ...option, spot };
  expect(optionInitialMarginUsd(input, contracts)).toBeCloseTo(initial, 9);
  expect(optionMaintenanceMarginUsd(input, contracts)).toBeCloseTo(maintenance, 9);
};

describe('option margin (Deribit standard)', () => {
  it('asks a buyer for the premium and no maintenance', () => {
    const input = { type: 'call', strike: 110_000, spot, mark: 500 } as const;
    expect(optionInitialMarginUsd(input, 2)).toBe(1_000);
    expect(optionMaintenanceMarginUsd(input, 2)).toBe(0);
  });

  it('asks a call seller for 10-15% of spot by moneyness plus the mark', () => {
    // 10,000 out of the money: 0.15 - 0.1 = 0.05, floored at 0.1: 10,000 + 500;
    // maintenance 0.075 x 100,000 + 500.
    expectSellerMargins({ type: 'call', strike: 110_000, mark: 500 }, -1, 10_500, 8_000);
    // 2,000 out of the money: 0.13 x 100,000 + 1,200; maintenance 7,500 + 1,200.
    expectSellerMargins({ type: 'call', strike: 102_000, mark: 1_200 }, -1, 14_200, 8_700);
    // In the money (OTM 0): 0.15 x 100,000 + 10,500, for 3 contracts; maintenance 7,500 + 10,500.
    expectSellerMargins({ type: 'call', strike: 90_000, mark: 10_500 }, -3, 3 * 25_500, 3 * 18_000);
  });

  it('asks a put seller for the larger of the call-like rule and maintenance', () => {
    // 10,000 out of the money: 0.1 x 100,000 + 300; maintenance max(7,500, 22.5) + 300.
    expectSellerMargins({ type: 'put', strike: 90_000, mark: 300 }, -1, 10_300, 7_800);
    // A mark above twice the spot makes 0.075 x mark the larger part: maintenance
    // 0.075 x 250,000 + 250,000 = 268,750 exceeds 0.15 x 100,000 + 250,000 = 265,000.
    expectSellerMargins({ type: 'put', strike: 400_000, mark: 250_000 }, -1, 268_750, 268_750);
  });
});

describe('option payoff at expiry', () => {
  it('gives a long call its intrinsic value less the premium', () => {
    const long = { type: 'call', strike: 100_000, premium: 2_000, contracts: 0.5 } as const;
    expect(payoffAtExpiryUsd(long, 105_000)).toBeCloseTo(1_500, 9);
    expect(payoffAtExpiryUsd(long, 90_000)).toBeCloseTo(-1_000, 9);
    expect(breakevenUsd(long)).toBe(102_000);
    expect(payoffAtExpiryUsd(long, 102_000)).toBeCloseTo(0, 9);
    expect(maxProfitUsd(long)).toBe(Number.POSITIVE_INFINITY);
    expect(maxLossUsd(long)).toBeCloseTo(1_000, 9);
  });

  it('gives a put seller the premium at best and the strike less premium at worst', () => {
    const short = { type: 'put', strike: 3_000, premium: 100, contracts: -2 } as const;
    expect(payoffAtExpiryUsd(short, 2_800)).toBeCloseTo(-200, 9);
    expect(payoffAtExpiryUsd(short, 3_100)).toBeCloseTo(200, 9);
    expect(breakevenUsd(short)).toBe(2_900);
    expect(maxProfitUsd(short)).toBe(200);
    expect(maxLossUsd(short)).toBe(5_800);
    expect(payoffAtExpiryUsd(short, 0)).toBeCloseTo(-5_800, 9);
  });

  it('caps a long put and leaves a short call unbounded', () => {
    const longPut = { type: 'put', strike: 3_000, premium: 100, contracts: 1 } as const;
    expect(maxProfitUsd(longPut)).toBe(2_900);
    expect(payoffAtExpiryUsd(longPut, 0)).toBe(2_900);
    const shortCall = { type: 'call', strike: 3_000, premium: 100, contracts: -1 } as const;
    expect(maxLossUsd(shortCall)).toBe(Number.POSITIVE_INFINITY);
    expect(maxProfitUsd(shortCall)).toBe(100);
  });
});
