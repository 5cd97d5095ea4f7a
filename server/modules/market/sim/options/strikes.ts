/** Strike grids: evenly spaced "nice" steps around the spot, wider for longer expiries. */

const NICE = [1, 2, 2.5, 5] as const;

/** The smallest step of the form {1, 2, 2.5, 5} x 10^k that is at least `minimum`. */
export function niceStep(minimum: number): number {
  const exponent = Math.floor(Math.log10(minimum));
  for (let e = exponent; e <= exponent + 1; e++) {
    for (const n of NICE) {
      const step = n * 10 ** e;
      if (step >= minimum - 1e-9) return step;
    }
  }
  return 10 ** (exponent + 1);
}

/**
 * Strikes around `spot` covering about 3.5 standard deviations of the move to expiry (at least
 * 5 % either side), bounded to 10 %-400 % of spot, with about `target` strikes in all.
 */
export function strikeGrid(spot: number, vol: number, years: number, target = 28): number[] {
  const halfWidth = Math.max(0.05, 3.5 * vol * Math.sqrt(Math.max(years, 0))) * spot;
  const low = Math.max(spot - halfWidth, spot * 0.1);
  const high = Math.min(spot + halfWidth, spot * 4);
  const step = niceStep((high - low) / target);
  const strikes: number[] = [];
  for (let k = Math.ceil(low / step) * step; k <= high; k += step) {
    strikes.push(Number(k.toFixed(6)));
  }
  return strikes;
}
