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

describe('fromUnits without strings', () => {
  // The conversion as it was written first: the product written with the unit's decimals and read back.
  const viaString = (units: number, unit: number): number => {
    const [mantissa = '', exponent] = String(unit).split('e');
    const places = Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent ?? 0));
    return Number((units * unit).toFixed(Math.min(places, 100)));
  };
  const units = [0.001, 0.01, 0.1, 0.5, 1, 5, 0.05, 0.25, 0.0001, 1e-7, 100_000, 0.000_01, 2.5];

  it('gives the same double as writing the product out, for every unit the exchange lists', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
        fc.constantFrom(...units),
        (n, unit) => {
          expect(Object.is(fromUnits(n, unit), viaString(n, unit)) || n === 0).toBe(true);
        },
      ),
      { numRuns: 20_000 },
    );
    for (const unit of units) {
      for (const n of [1, 3, 7, 9_500_001, 123_456_789, -42, 2 ** 40]) {
        expect(fromUnits(n, unit), `${n} × ${unit}`).toBe(viaString(n, unit));
      }
    }
  });
});
