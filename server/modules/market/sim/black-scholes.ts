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

/** Standard normal distribution function (Hart / West double precision, error < 1e-14). */
export function normCdf(x: number): number {
  const z = Math.abs(x);
  let c: number;
  if (z > 37) {
    c = 0;
  } else {
    const e = Math.exp(-0.5 * z * z);
    if (z < 7.07106781186547) {
      let n = 3.52624965998911e-2 * z + 0.700383064443688;
      n = n * z + 6.37396220353165;
      n = n * z + 33.912866078383;
      n = n * z + 112.079291497871;
      n = n * z + 221.213596169931;
      n = n * z + 220.206867912376;
      let d = 8.83883476483184e-2 * z + 1.75566716318264;
      d = d * z + 16.064177579207;
      d = d * z + 86.7807322029461;
      d = d * z + 296.564248779674;
      d = d * z + 637.333633378831;
      d = d * z + 793.826512519948;
      d = d * z + 440.413735824752;
      c = (e * n) / d;
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
