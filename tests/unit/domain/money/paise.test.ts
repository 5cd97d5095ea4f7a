import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INR_PER_USD,
  usdCentsToPaise,
  usdMicrosToPaise,
} from '../../../../src/domain/money/conversion.ts';
import { fundsBadgeText } from '../../../../src/domain/money/funds-badge.ts';
import { amountMessages, formatPaise, parseRupees } from '../../../../src/domain/money/paise.ts';

describe('parseRupees', () => {
  it.each([
    [5000, 500000n],
    [0.1, 10n],
    [0.29, 29n],
    [1_000_000, 100_000_000n],
    [' 10,00,000.5 ', 100_000_050n],
  ])('reads rupees as exact paise from JSON numbers and typed text: %j', (rupees, paise) => {
    expect(parseRupees(rupees)).toEqual({ ok: true, paise });
  });

  it('refuses "abc", -5, 0, NaN, Infinity, 0.001, 1e-7, null and objects in words', () => {
    for (const [value, message] of [
      ['abc', amountMessages.notANumber],
      [-5, amountMessages.notPositive],
      ['-5', amountMessages.notPositive],
      [0, amountMessages.notPositive],
      ['0.00', amountMessages.notPositive],
      [Number.NaN, amountMessages.notANumber],
      ['NaN', amountMessages.notANumber],
      [Number.POSITIVE_INFINITY, amountMessages.notANumber],
      [0.001, amountMessages.tooPrecise],
      [1e-7, amountMessages.tooPrecise],
      [null, amountMessages.notANumber],
      [{}, amountMessages.notANumber],
    ] as const) {
      expect(parseRupees(value), String(value)).toEqual({ ok: false, message });
    }
  });

  it('gives back the paise of every two-decimal amount (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10_00_000_00n }), (paise) => {
        const rupees = Number(paise) / 100;
        expect(parseRupees(rupees)).toEqual({ ok: true, paise });
        expect(parseRupees(rupees.toFixed(2))).toEqual({ ok: true, paise });
      }),
    );
  });

  it('formats paise the Indian way', () => {
    expect(formatPaise(10_00_000_00n)).toBe('₹10,00,000');
    expect(formatPaise(12_345n)).toBe('₹123.45');
  });
});

describe('the one USD/INR conversion', () => {
  it('is 85 rupees to the dollar, exact in cents and rounded half away from zero in micros', () => {
    expect(INR_PER_USD).toBe(85);
    expect(usdCentsToPaise(100n)).toBe(8_500n);
    expect(usdMicrosToPaise(1_000_000n)).toBe(8_500n);
    // 59 micros × 85 / 10,000 = 0.5015 paise → 1; 58 → 0.493 → 0; negatives mirror.
    expect(usdMicrosToPaise(59n)).toBe(1n);
    expect(usdMicrosToPaise(58n)).toBe(0n);
    expect(usdMicrosToPaise(-59n)).toBe(-1n);
  });
});

describe('the funds badge', () => {
  it.each([
    [null, 'INR', 'desktop', '0.00'],
    [5000, 'USD', 'desktop', '58.8'],
    [5000, 'USD', 'phone', '59'],
    [999.4, 'INR', 'desktop', '999'],
    [17_000, 'INR', 'desktop', '17,000'],
    [48_300.4, 'INR', 'phone', '48,300'],
    [1_10_000, 'INR', 'desktop', '1.10 L'],
    [2_50_000, 'INR', 'phone', '2.50 L'],
    [3_20_00_000, 'INR', 'desktop', '3.2 Cr'],
  ] as const)(
    "shows '0.00' without data, 0 decimals on phones and 1 on desktop, the Indian short form in INR: ₹%s in %s on %s is %s",
    (rupees, currency, device, text) => {
      expect(fundsBadgeText(rupees, currency, device)).toBe(text);
    },
  );
});
