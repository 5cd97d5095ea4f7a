/**
 * The implied-volatility surface: an at-the-money term structure (short dates trade richer)
 * and a smile in standardised moneyness with a put skew, bounded to stay sane in the wings.
 */
export interface SmileParams {
  /** Long-dated at-the-money volatility (0.5 = 50 %). */
  atmVol: number;
  /** Slope per standard deviation of moneyness; negative makes puts richer. */
  skew: number;
  /** Curvature per squared standard deviation. */
  curvature: number;
}

export const SMILES: Record<'BTC' | 'ETH', SmileParams> = {
  BTC: { atmVol: 0.5, skew: -0.06, curvature: 0.045 },
  ETH: { atmVol: 0.65, skew: -0.05, curvature: 0.04 },
};

/** At-the-money volatility for `years` to expiry. */
export function atmVolatility(params: SmileParams, years: number): number {
  return params.atmVol * (0.95 + 0.15 * Math.exp(-years / 0.05));
}

/** Implied volatility of a strike for `years` to expiry (zero rates: forward = spot). */
export function impliedVolatility(
  params: SmileParams,
  spot: number,
  strike: number,
  years: number,
): number {
  const atm = atmVolatility(params, years);
  const t = Math.max(years, 1 / 365 / 24);
  const x = Math.log(strike / spot) / (atm * Math.sqrt(t));
  const factor = 1 + params.skew * x + params.curvature * x * x;
  return atm * Math.min(Math.max(factor, 0.6), 3);
}
