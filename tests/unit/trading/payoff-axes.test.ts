import { describe, expect, it } from 'vitest';
import {
  axisText,
  axisTicks,
  payoffPoints,
  payoffRange,
} from '../../../src/views/trading/ticket/payoff-points.ts';
import { formatMoney, formatPrice } from '../../../src/views/widgets/market/format.ts';

const call = { type: 'call' as const, strike: 100_000, premium: 2_000, contracts: 0.01 };

describe('the payoff chart’s axes', () => {
  it('labels 3 to 5 prices that are round in dollars', () => {
    const ticks = axisTicks(80_000, 120_000, 'USD');
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(ticks.length).toBeLessThanOrEqual(5);
    expect(ticks.map((t) => axisText(formatPrice(t, 'USD')))).toEqual([
      '$80,000',
      '$90,000',
      '$100,000',
      '$110,000',
      '$120,000',
    ]);
  });

  it('labels prices that are round in rupees, not converted dollars', () => {
    // 80,000–120,000 USD is ₹68,00,000–₹1,02,00,000.
    const labels = axisTicks(80_000, 120_000, 'INR').map((t) => axisText(formatPrice(t, 'INR')));
    expect(labels.length).toBeGreaterThanOrEqual(3);
    expect(labels.length).toBeLessThanOrEqual(5);
    for (const label of labels) expect(label).toMatch(/^₹[\d,]+,00,000$/);
  });

  it('always includes 0 among the P&L values, in either currency', () => {
    for (const currency of ['USD', 'INR'] as const) {
      const ticks = axisTicks(-20.28, 180, currency);
      expect(ticks).toContain(0);
      expect(ticks.length).toBeGreaterThanOrEqual(3);
      expect(ticks.length).toBeLessThanOrEqual(5);
      expect(ticks.map((t) => axisText(formatMoney(t, currency)))).toContain(
        currency === 'USD' ? '$0' : '₹0',
      );
    }
  });

  it('widens the drawn range to show a spot outside it', () => {
    expect(payoffRange(call, 102_000)).toEqual([80_000, 120_000]);
    const [low, high] = payoffRange(call, 102_000, 140_000);
    expect(low).toBe(80_000);
    expect(high).toBeGreaterThan(140_000);
    const [first] = payoffPoints(call, 102_000, 60_000);
    expect(first?.[0]).toBeLessThan(60_000);
  });
});
