import { HEADER_INR_PER_USD } from './currency.ts';

/** Rupees per US dollar for margin, P&L and settlement: spec section 9's fixed 85. */
export const INR_PER_USD = HEADER_INR_PER_USD;

/**
 * A USD amount in INR paise, rounded once, to the nearest paisa, halves away from zero
 * (1.005 paise gives 1, 1.5 gives 2, -1.5 gives -2). The product is first cut to 6 decimals of a
 * paisa so that binary noise (0.1 × 8500 = 850.0000000000001) never decides a rounding.
 */
export const usdToInrPaise = (usd: number): number => {
  const paise = Number((usd * INR_PER_USD * 100).toFixed(6));
  const rounded = Math.sign(paise) * Math.round(Math.abs(paise));
  if (!Number.isSafeInteger(rounded)) throw new RangeError(`${usd} USD is out of range in paise`);
  return rounded === 0 ? 0 : rounded;
};
