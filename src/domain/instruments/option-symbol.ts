import { type ExpiryDate, type ExpiryDateError, parseExpiryDate } from '../expiry/expiry-date.ts';

export type OptionType = 'call' | 'put';

export interface OptionSymbol {
  underlying: string;
  expiryText: string;
  expiry: ExpiryDate;
  strike: number;
  optionType: OptionType;
}

export type OptionSymbolRejection =
  | { reason: 'empty' }
  | { reason: 'part-count'; parts: number }
  | { reason: 'underlying' }
  | { reason: 'expiry'; error: ExpiryDateError }
  | { reason: 'strike' }
  | { reason: 'option-type' };

export type OptionSymbolResult =
  | { ok: true; symbol: OptionSymbol }
  | ({ ok: false } & OptionSymbolRejection);

const UNDERLYING_PATTERN = /^[A-Z0-9]+$/;
const STRIKE_PATTERN = /^\d+(\.\d+)?$/;

/**
 * Parses 'UNDERLYING-EXPIRY-STRIKE-C|P', e.g. 'BTC-27JUN25-100000-C'. The underlying is
 * upper-case letters and digits; the strike a plain positive decimal ('100000', '2.5').
 * The spec's rule "call if the symbol contains '-C', else put" is applied to a
 * well-formed symbol, whose only possible '-C' is the last part; any last part other
 * than 'C' or 'P' is rejected. Never throws.
 */
export const parseOptionSymbol = (symbol: string): OptionSymbolResult => {
  if (symbol === '') return { ok: false, reason: 'empty' };
  const parts = symbol.split('-');
  const [underlying, expiryText, strikeText, typeText] = parts;
  if (
    parts.length !== 4 ||
    underlying === undefined ||
    expiryText === undefined ||
    strikeText === undefined ||
    typeText === undefined
  ) {
    return { ok: false, reason: 'part-count', parts: parts.length };
  }
  if (!UNDERLYING_PATTERN.test(underlying)) return { ok: false, reason: 'underlying' };
  const expiry = parseExpiryDate(expiryText);
  if (!expiry.ok) return { ok: false, reason: 'expiry', error: expiry.error };
  const strike = Number(strikeText);
  if (!STRIKE_PATTERN.test(strikeText) || !Number.isFinite(strike) || strike <= 0) {
    return { ok: false, reason: 'strike' };
  }
  if (typeText !== 'C' && typeText !== 'P') return { ok: false, reason: 'option-type' };
  return {
    ok: true,
    symbol: {
      underlying,
      expiryText,
      expiry: expiry.date,
      strike,
      optionType: typeText === 'C' ? 'call' : 'put',
    },
  };
};

export const formatOptionSymbol = (
  symbol: Pick<OptionSymbol, 'underlying' | 'expiryText' | 'strike' | 'optionType'>,
): string =>
  `${symbol.underlying}-${symbol.expiryText}-${symbol.strike}-${symbol.optionType === 'call' ? 'C' : 'P'}`;
