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
  it.each([
    [95_000.01, 0.01, { ok: true, units: 9_500_001 }],
    [
      95_000.015,
      0.01,
      { ok: false, reason: 'Price 95000.015 is not a multiple of the tick size 0.01' },
    ],
    [1.05, 0.05, { ok: true, units: 21 }],
    [1.07, 0.05, { ok: false, reason: 'Price 1.07 is not a multiple of the tick size 0.05' }],
    [0, 1, { ok: false, reason: 'Price must be a positive number' }],
  ])(
    'takes a price on the grid and refuses one off it, saying why: %d in ticks of %d',
    (price, tick, result) => {
      expect(priceToTicks(price, tick)).toEqual(result);
    },
  );

  it.each([
    [0.3, 0.1, 'BNB', { ok: true, units: 3 }],
    [0.003, 0.001, 'BTC', { ok: true, units: 3 }],
    [300_000, 100_000, 'SHIB', { ok: true, units: 3 }],
    [
      250_000,
      100_000,
      'SHIB',
      { ok: false, reason: 'Size 250000 is not a multiple of the step 100000 SHIB' },
    ],
    [-1, 1, 'SOL', { ok: false, reason: 'Size must be a positive number' }],
  ])(
    'takes a size in whole steps of the coin and refuses any other: %d in steps of %d %s',
    (size, step, coin, result) => {
      expect(sizeToLots(size, step, coin)).toEqual(result);
    },
  );

  it.each([
    [95_000, 0.01],
    [3_200, 0.01],
    [900, 0.01],
    [13.5, 0.001],
    [2.1, 0.0001],
    [0.45, 0.00001],
    [0.0000095, 1e-10],
  ])(
    'gives perpetual ticks of about six significant digits, never coarser than a cent: %d has %d',
    (price, tick) => {
      expect(perpTickSize(price)).toBe(tick);
    },
  );

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
