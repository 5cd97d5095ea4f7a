/** Geometric Brownian motion: the price model of every simulated coin. */

export const MS_PER_YEAR = 365 * 24 * 60 * 60 * 1000;

/**
 * One GBM step under zero drift in the real-world measure (martingale price):
 * S' = S * exp(-sigma^2 dt / 2 + sigma sqrt(dt) z). Always positive for positive S.
 */
export function gbmStep(price: number, sigma: number, dtYears: number, z: number): number {
  return price * Math.exp(-0.5 * sigma * sigma * dtYears + sigma * Math.sqrt(dtYears) * z);
}

/** The inverse of gbmStep for the same z: walks a path backwards from its end. */
export function gbmStepBack(price: number, sigma: number, dtYears: number, z: number): number {
  return price / Math.exp(-0.5 * sigma * sigma * dtYears + sigma * Math.sqrt(dtYears) * z);
}

/** A shock correlated with the market factor: rho * f + sqrt(1 - rho^2) * e. */
export function correlated(rho: number, factor: number, own: number): number {
  return rho * factor + Math.sqrt(1 - rho * rho) * own;
}

/** Annualised volatility of a series of log returns sampled every dtYears. */
export function realisedVolatility(prices: readonly number[], dtYears: number): number {
  const returns: number[] = [];
  for (let i = 1; i < prices.length; i++) {
    const previous = prices[i - 1] ?? Number.NaN;
    const current = prices[i] ?? Number.NaN;
    returns.push(Math.log(current / previous));
  }
  if (returns.length < 2) return 0;
  const mean = returns.reduce((sum, value) => sum + value, 0) / returns.length;
  const variance =
    returns.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (returns.length - 1);
  return Math.sqrt(variance / dtYears);
}
