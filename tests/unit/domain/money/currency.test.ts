import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertUsd,
  DEFAULT_CURRENCY,
  HEADER_INR_PER_USD,
  INITIAL_SECOND_CURRENCY_RATE,
  isCurrency,
  toggleCurrency,
} from '../../../../src/domain/money/currency.ts';

describe('currency', () => {
  it('has the constants of spec section 9', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(HEADER_INR_PER_USD).toBe(85);
    expect(INITIAL_SECOND_CURRENCY_RATE).toBe(82.5);
  });

  it('converts USD for display with the header rate', () => {
    expect(convertUsd(10, 'INR')).toBe(850);
    expect(convertUsd(10, 'USD')).toBe(10);
  });

  it('toggles between USD and INR', () => {
    expect(toggleCurrency('USD')).toBe('INR');
    expect(toggleCurrency('INR')).toBe('USD');
    fc.assert(
      fc.property(fc.constantFrom('USD' as const, 'INR' as const), (currency) => {
        expect(toggleCurrency(toggleCurrency(currency))).toBe(currency);
      }),
    );
  });

  it('recognises only the two currency codes', () => {
    expect(isCurrency('USD')).toBe(true);
    expect(isCurrency('INR')).toBe(true);
    expect(isCurrency('usd')).toBe(false);
    expect(isCurrency(undefined)).toBe(false);
  });
});
