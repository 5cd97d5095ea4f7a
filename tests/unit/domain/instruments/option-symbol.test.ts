import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatExpiryDate } from '../../../../src/domain/expiry/expiry-date.ts';
import {
  formatOptionSymbol,
  parseOptionSymbol,
} from '../../../../src/domain/instruments/option-symbol.ts';
import { expiryDateArb } from '../expiry/arbitraries.ts';

describe('parseOptionSymbol', () => {
  it('parses the spec example', () => {
    expect(parseOptionSymbol('BTC-27JUN25-100000-C')).toEqual({
      ok: true,
      symbol: {
        underlying: 'BTC',
        expiryText: '27JUN25',
        expiry: { year: 2025, month: 6, day: 27 },
        strike: 100000,
        optionType: 'call',
      },
    });
  });

  it('reads puts and decimal strikes', () => {
    const result = parseOptionSymbol('ETH-5JUL25-2500.5-P');
    expect(result.ok && result.symbol.optionType).toBe('put');
    expect(result.ok && result.symbol.strike).toBe(2500.5);
  });

  it.each([
    ['', { reason: 'empty' }],
    ['BTC', { reason: 'part-count', parts: 1 }],
    ['BTC-27JUN25-100000', { reason: 'part-count', parts: 3 }],
    ['BTC-27JUN25-100000-C-X', { reason: 'part-count', parts: 5 }],
    ['-27JUN25-100000-C', { reason: 'underlying' }],
    ['btc-27JUN25-100000-C', { reason: 'underlying' }],
    ['BTC-27XYZ25-100000-C', { reason: 'expiry', error: 'Invalid month' }],
    ['BTC-31FEB25-100000-C', { reason: 'expiry', error: 'Invalid date' }],
    ['BTC-JUN-100000-C', { reason: 'expiry', error: 'Invalid date format' }],
    ['BTC-27JUN25-abc-C', { reason: 'strike' }],
    ['BTC-27JUN25-0-C', { reason: 'strike' }],
    ['BTC-27JUN25--C', { reason: 'strike' }],
    ['BTC-27JUN25-1e5-C', { reason: 'strike' }],
    ['BTC-27JUN25- 100-C', { reason: 'strike' }],
    ['BTC-27JUN25-100000-X', { reason: 'option-type' }],
    ['BTC-27JUN25-100000-c', { reason: 'option-type' }],
    ['BTC-27JUN25-100000-CALL', { reason: 'option-type' }],
  ])('rejects %j', (symbol, rejection) => {
    expect(parseOptionSymbol(symbol)).toEqual({ ok: false, ...rejection });
  });

  const symbolParts = fc.record({
    underlying: fc.stringMatching(/^[A-Z][A-Z0-9]{0,9}$/),
    expiry: expiryDateArb,
    strike: fc.integer({ min: 1, max: 1e11 }).map((cents) => cents / 100),
    optionType: fc.constantFrom('call' as const, 'put' as const),
  });

  it('round-trips every well-formed symbol', () => {
    fc.assert(
      fc.property(symbolParts, ({ underlying, expiry, strike, optionType }) => {
        const expiryText = formatExpiryDate(expiry);
        const text = formatOptionSymbol({ underlying, expiryText, strike, optionType });
        expect(parseOptionSymbol(text)).toEqual({
          ok: true,
          symbol: { underlying, expiryText, expiry, strike, optionType },
        });
        expect(text.includes('-C')).toBe(optionType === 'call');
      }),
    );
  });

  it('never throws and every accepted symbol has a positive strike and 4 parts', () => {
    const pieces = fc.oneof(fc.string(), fc.constantFrom('BTC', '27JUN25', '100', 'C', 'P', '-'));
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 6 }), fc.string(), (parts, raw) => {
        for (const text of [parts.join('-'), raw]) {
          const result = parseOptionSymbol(text);
          if (result.ok) {
            expect(result.symbol.strike).toBeGreaterThan(0);
            expect(text.split('-')).toHaveLength(4);
          }
        }
      }),
    );
  });
});
