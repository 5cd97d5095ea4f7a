import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  exactUnits,
  fromUnits,
  priceToTicks,
  sizeToLots,
} from '../../../../src/domain/instruments/order-units.ts';
import { perpTickSize } from '../../../../src/domain/instruments/tick-size.ts';

describe('prices in ticks and sizes in lots', () => {
  it('takes a price on the grid and refuses one off it, saying why', () => {
    expect(priceToTicks(95_000.01, 0.01)).toEqual({ ok: true, units: 9_500_001 });
    expect(priceToTicks(95_000.015, 0.01)).toEqual({
      ok: false,
      reason: 'Price 95000.015 is not a multiple of the tick size 0.01',
    });
    expect(priceToTicks(1.05, 0.05)).toEqual({ ok: true, units: 21 });
    expect(priceToTicks(1.07, 0.05).ok).toBe(false);
    expect(priceToTicks(0, 1)).toEqual({ ok: false, reason: 'Price must be a positive number' });
  });

  it('takes a size in whole steps of the coin and refuses any other', () => {
    expect(sizeToLots(0.3, 0.1, 'BNB')).toEqual({ ok: true, units: 3 });
    expect(sizeToLots(0.003, 0.001, 'BTC')).toEqual({ ok: true, units: 3 });
    expect(sizeToLots(300_000, 100_000, 'SHIB')).toEqual({ ok: true, units: 3 });
    expect(sizeToLots(250_000, 100_000, 'SHIB')).toEqual({
      ok: false,
      reason: 'Size 250000 is not a multiple of the step 100000 SHIB',
    });
    expect(sizeToLots(-1, 1, 'SOL')).toEqual({
      ok: false,
      reason: 'Size must be a positive number',
    });
  });

  it('gives perpetual ticks of about six significant digits, never coarser than a cent', () => {
    expect(perpTickSize(95_000)).toBe(0.01);
    expect(perpTickSize(3_200)).toBe(0.01);
    expect(perpTickSize(900)).toBe(0.01);
    expect(perpTickSize(13.5)).toBe(0.001);
    expect(perpTickSize(2.1)).toBe(0.0001);
    expect(perpTickSize(0.45)).toBe(0.00001);
    expect(perpTickSize(0.0000095)).toBe(1e-10);
  });

  it('round-trips every whole number of units', () => {
    const units = fc.constantFrom(0.001, 0.01, 0.05, 0.1, 1, 10, 100_000, 1e-10);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), units, (n, unit) => {
        expect(exactUnits(fromUnits(n, unit), unit)).toBe(n);
      }),
    );
  });
});
