/**
 * Black-Scholes (Black-76 on the spot with zero rates, as crypto venues mark options) prices
 * and greeks. Conventions follow Deribit: vega per 1 volatility point, theta per calendar day.
 */

export type OptionKind = 'call' | 'put';

export interface BsInput {
  kind: OptionKind;
  spot: number;
  strike: number;
  /** Years to expiry; at or below 0 the option is worth its intrinsic value. */
  years: number;
  /** Annualised volatility as a fraction (0.55 = 55 %). */
  vol: number;
  /** Continuously compounded rate; 0 by default. */
  rate?: number;
}

export interface BsResult {
  price: number;
  delta: number;
  gamma: number;
  /** Price change per 1 volatility point (0.01). */
  vega: number;
  /** Price change per calendar day (negative for a long option). */
  theta: number;
}

/** Standard normal density. */
export function normPdf(x: number): number {
  return Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
}

/** Hart's rational approximation: the numerator's and denominator's coefficients, highest power first. */
const HART_NUMERATOR = [
  3.52624965998911e-2, 0.700383064443688, 6.37396220353165, 33.912866078383, 112.079291497871,
  221.213596169931, 220.206867912376,
];
const HART_DENOMINATOR = [
  8.83883476483184e-2, 1.75566716318264, 16.064177579207, 86.7807322029461, 296.564248779674,
  637.333633378831, 793.826512519948, 440.413735824752,
];

/** The polynomial with these coefficients (highest power first) at z, by Horner's rule. */
function horner(coefficients: readonly number[], z: number): number {
  let value = coefficients[0] ?? 0;
  for (let i = 1; i < coefficients.length; i++) value = value * z + (coefficients[i] ?? 0);
  return value;
}

/** Standard normal distribution function (Hart / West double precision, error < 1e-14). */
export function normCdf(x: number): number {
  const z = Math.abs(x);
  let c: number;
  if (z > 37) {
    c = 0;
  } else {
    const e = Math.exp(-0.5 * z * z);
    if (z < 7.07106781186547) {
      c = (e * horner(HART_NUMERATOR, z)) / horner(HART_DENOMINATOR, z);
    } else {
      let f = z + 0.65;
      f = z + 4 / f;
      f = z + 3 / f;
      f = z + 2 / f;
      f = z + 1 / f;
      c = e / f / 2.506628274631;
    }
  }
  return x > 0 ? 1 - c : c;
}

export function blackScholes(input: BsInput): BsResult {
  const { kind, spot, strike, years, vol } = input;
  const rate = input.rate ?? 0;
  if (years <= 0 || vol <= 0) {
    const intrinsic = kind === 'call' ? Math.max(spot - strike, 0) : Math.max(strike - spot, 0);
    const itm = kind === 'call' ? spot > strike : strike > spot;
    return {
      price: intrinsic,
      delta: itm ? (kind === 'call' ? 1 : -1) : 0,
      gamma: 0,
      vega: 0,
      theta: 0,
    };
  }
  const sqrtT = Math.sqrt(years);
  const d1 = (Math.log(spot / strike) + (rate + 0.5 * vol * vol) * years) / (vol * sqrtT);
  const d2 = d1 - vol * sqrtT;
  const discount = Math.exp(-rate * years);
  const pdf = normPdf(d1);
  const gamma = pdf / (spot * vol * sqrtT);
  const vega = (spot * pdf * sqrtT) / 100;
  const decay = -(spot * pdf * vol) / (2 * sqrtT);
  if (kind === 'call') {
    const price = spot * normCdf(d1) - strike * discount * normCdf(d2);
    const theta = (decay - rate * strike * discount * normCdf(d2)) / 365;
    return { price, delta: normCdf(d1), gamma, vega, theta };
  }
  const price = strike * discount * normCdf(-d2) - spot * normCdf(-d1);
  const theta = (decay + rate * strike * discount * normCdf(-d2)) / 365;
  return { price, delta: normCdf(d1) - 1, gamma, vega, theta };
}
