/**
 * THE one conversion between currencies (spec section 9): a fixed 85 INR per USD. The account
 * currency is INR; USD-quoted contracts settle through `usdCentsToPaise`, and the USD/INR toggle
 * only changes how amounts are displayed (`inrToUsd`, `usdToInr`).
 */
export const INR_PER_USD = 85;

/** USD cents to INR paise, exactly: 1 cent = 0.85 rupee = 85 paise, so no rounding is needed. */
export const usdCentsToPaise = (cents: bigint): bigint => cents * BigInt(INR_PER_USD);

/**
 * A USD amount in micro-dollars (1e-6 USD) to INR paise, rounded once, half away from zero: the
 * ledger's one rounding rule (trading settles prices finer than a cent through this).
 */
export function usdMicrosToPaise(micros: bigint): bigint {
  // paise = micros × 85 / 10_000 (1 USD = 1e6 micros = 8,500 paise).
  const scaled = micros * BigInt(INR_PER_USD);
  const divisor = 10_000n;
  const quotient = scaled / divisor;
  const remainder = scaled % divisor;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice < divisor) return quotient;
  return scaled < 0n ? quotient - 1n : quotient + 1n;
}

/** For display only: rupees shown as dollars. */
export const inrToUsd = (rupees: number): number => rupees / INR_PER_USD;

/** For display only: dollars shown as rupees. */
export const usdToInr = (dollars: number): number => dollars * INR_PER_USD;

/**
 * A USD amount given as a float (a margin estimate, a ticket preview) in INR paise, rounded once,
 * to the nearest paisa, halves away from zero. The product is first cut to 6 decimals of a paisa so
 * that binary noise (0.1 × 8500 = 850.0000000000001) never decides a rounding.
 */
export const usdToInrPaise = (usd: number): number => {
  const paise = Number((usd * INR_PER_USD * 100).toFixed(6));
  const rounded = Math.sign(paise) * Math.round(Math.abs(paise));
  if (!Number.isSafeInteger(rounded)) throw new RangeError(`${usd} USD is out of range in paise`);
  return rounded === 0 ? 0 : rounded;
};

/**
 * THE edge conversion of a USD price or amount to the trader's display currency, at the fixed
 * rate: every screen figure of a USD value goes through here (the exchange keeps USD prices).
 */
export const usdToDisplay = (usd: number, currency: 'USD' | 'INR'): number =>
  currency === 'INR' ? usd * INR_PER_USD : usd;

/** Its inverse: a price typed in the display currency, in USD (before it is put on the tick). */
export const displayToUsd = (value: number, currency: 'USD' | 'INR'): number =>
  currency === 'INR' ? value / INR_PER_USD : value;
