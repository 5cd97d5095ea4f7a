import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatFundsBadge,
  formatInrCompact,
  formatUsd,
} from '../../../../src/domain/money/format.ts';

describe('formatInrCompact', () => {
  it.each([
    [0, '₹0'],
    [5, '₹5'],
    [999.994, '₹999.99'],
    [0.29, '₹0.29'],
    [1000, '₹1,000'],
    [12_345, '₹12,345'],
    [48_300, '₹48,300'],
    [99_949, '₹99,949'],
    [1_10_000, '₹1.10 L'],
    [100_000, '₹1.00 L'],
    [345_678, '₹3.46 L'],
    [9_994_999, '₹99.95 L'],
    [10_000_000, '₹1.0 Cr'],
    [12_345_678, '₹1.2 Cr'],
    [1e12, '₹1,00,000.0 Cr'],
    [-12_345_678, '-₹1.2 Cr'],
    [-12_345, '-₹12,345'],
    [-0.001, '₹0'],
  ])('formats %d as %s', (value, text) => {
    expect(formatInrCompact(value)).toBe(text);
  });

  it('moves up a unit when rounding reaches the next threshold', () => {
    expect(formatInrCompact(99_999.996)).toBe('₹1.00 L');
    expect(formatInrCompact(9_999_999)).toBe('₹1.0 Cr');
    expect(formatInrCompact(9_999_999)).toBe('₹1.0 Cr');
  });

  it('shows — for NaN and infinities', () => {
    expect(formatInrCompact(Number.NaN)).toBe('—');
    expect(formatInrCompact(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatInrCompact(Number.NEGATIVE_INFINITY)).toBe('—');
  });

  const pattern = /^(-?)₹([\d,]+(?:\.\d+)?)(?: (Cr|L))?$/;
  const divisors = { Cr: 1e7, L: 1e5, '': 1 } as const;
  const decimals = { Cr: 1, L: 2, '': 2 } as const;

  it('picks the suffix by magnitude and shows a value within half a display step', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (value) => {
        const match = pattern.exec(formatInrCompact(value));
        expect(match).not.toBeNull();
        const [, sign = '', digits = '', suffix = ''] = match ?? [];
        const unit = suffix as keyof typeof divisors;
        const shown = Number(digits.replaceAll(',', ''));
        const abs = Math.abs(value);
        const lowest = unit === '' ? 0 : divisors[unit];
        expect(abs).toBeGreaterThanOrEqual(lowest * (1 - 1e-3));
        if (unit !== 'Cr')
          expect(shown * divisors[unit]).toBeLessThan(unit === '' ? 1e5 : 100 * divisors[unit]);
        const halfStep = (0.5 * divisors[unit]) / 10 ** decimals[unit];
        expect(Math.abs(shown * divisors[unit] - abs)).toBeLessThanOrEqual(halfStep * (1 + 1e-9));
        expect(sign === '-').toBe(value < 0 && shown !== 0);
      }),
    );
  });

  it('uses the raw thresholds away from rounding boundaries', () => {
    const magnitude = fc.oneof(
      fc.double({ min: 0, max: 99_999.99, noNaN: true }).map((v) => ({ v, suffix: undefined })),
      fc.double({ min: 1e5, max: 9_994_000, noNaN: true }).map((v) => ({ v, suffix: 'L' })),
      fc.double({ min: 1e7, max: 1e13, noNaN: true }).map((v) => ({ v, suffix: 'Cr' })),
    );
    fc.assert(
      fc.property(magnitude, fc.boolean(), ({ v, suffix }, negative) => {
        const text = formatInrCompact(negative ? -v : v);
        expect(pattern.exec(text)?.[3]).toBe(suffix);
      }),
    );
  });

  it('never throws on any double', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        expect(formatInrCompact(value).length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('formatUsd', () => {
  it('uses en-US grouping and up to 2 decimals', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.5');
    expect(formatUsd(1234.567)).toBe('$1,234.57');
    expect(formatUsd(1_000_000)).toBe('$1,000,000');
    expect(formatUsd(-0.07)).toBe('-$0.07');
    expect(formatUsd(-0.001)).toBe('$0');
    expect(formatUsd(Number.NaN)).toBe('—');
  });

  it('round-trips to within a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        const text = formatUsd(value);
        const shown = Number(text.replace('$', '').replaceAll(',', ''));
        expect(Math.abs(shown - value)).toBeLessThanOrEqual(0.005 + 1e-6);
        expect(text.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(2);
      }),
    );
  });
});

describe('formatFundsBadge', () => {
  it('uses 0 decimals on phones and 1 on desktop', () => {
    expect(formatFundsBadge(12_345.67, 'phone')).toBe('12,346');
    expect(formatFundsBadge(12_345.67, 'desktop')).toBe('12,345.7');
    expect(formatFundsBadge(0, 'phone')).toBe('0');
    expect(formatFundsBadge(-5.25, 'desktop')).toBe('-5.3');
  });

  it("shows '0.00' when there is no data", () => {
    expect(formatFundsBadge(undefined, 'phone')).toBe('0.00');
    expect(formatFundsBadge(null, 'desktop')).toBe('0.00');
    expect(formatFundsBadge(Number.NaN, 'desktop')).toBe('0.00');
  });

  it('has exactly the layout decimals for any finite number', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom('phone' as const, 'desktop' as const),
        (value, layout) => {
          const fraction = formatFundsBadge(value, layout).split('.')[1];
          expect(fraction?.length ?? 0).toBe(layout === 'phone' ? 0 : 1);
        },
      ),
    );
  });
});
