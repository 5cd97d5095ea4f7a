import { displayToUsd, usdToDisplay } from '../../../domain/money/conversion.ts';
import type { Currency } from '../../../domain/money/currency.ts';
import { type OptionPosition, payoffAtExpiryUsd } from '../../../domain/trading/option-payoff.ts';

/**
 * Settlement prices across which the payoff is drawn: the strike ± 2.5 × the breakeven distance,
 * at least ±20%, widened to show the spot (with 5% of room) when it lies outside.
 */
export function payoffRange(
  position: OptionPosition,
  breakeven: number,
  spot: number | null = null,
): [number, number] {
  const spread = Math.max(Math.abs(breakeven - position.strike) * 2.5, position.strike * 0.2);
  let low = Math.max(0, position.strike - spread);
  let high = position.strike + spread;
  if (spot !== null && spot > 0) {
    low = Math.min(low, spot * 0.95);
    high = Math.max(high, spot * 1.05);
  }
  return [low, high];
}

/** The payoff line at expiry: straight between the ends and the strike, so three points suffice. */
export function payoffPoints(
  position: OptionPosition,
  breakeven: number,
  spot: number | null = null,
): [number, number][] {
  const [low, high] = payoffRange(position, breakeven, spot);
  return [low, position.strike, high].map((s) => [s, payoffAtExpiryUsd(position, s)]);
}

const ticksAt = (low: number, high: number, step: number): number[] => {
  const ticks: number[] = [];
  for (let i = Math.ceil(low / step - 1e-9); i * step <= high + step * 1e-9; i += 1) {
    // Rounded to 12 significant digits so that binary noise never shows (0.30000000000000004).
    ticks.push(i === 0 ? 0 : Number((i * step).toPrecision(12)));
  }
  return ticks;
};

/**
 * The axis values between `min` and `max` (USD) that are round in the display currency
 * (₹50,00,000 rather than $58,823.53): multiples of 1, 2, 2.5 or 5 × a power of ten, 3 to 5 of
 * them where the range allows, as near 4 as they come; a range that holds 0 includes it.
 */
export function axisTicks(min: number, max: number, currency: Currency): number[] {
  const low = usdToDisplay(min, currency);
  const high = usdToDisplay(max, currency);
  if (!(high > low) || !Number.isFinite(high - low)) return [];
  const power = 10 ** Math.floor(Math.log10((high - low) / 4));
  let best: number[] = [];
  for (const scale of [power / 10, power, power * 10]) {
    for (const unit of [1, 2, 2.5, 5]) {
      const ticks = ticksAt(low, high, unit * scale);
      const score = (t: number[]) =>
        (t.length >= 3 && t.length <= 5 ? 0 : 10) + Math.abs(t.length - 4);
      if (best.length === 0 || score(ticks) < score(best)) best = ticks;
    }
  }
  return best.map((v) => (v === 0 ? 0 : displayToUsd(v, currency)));
}

/** An axis value written without the zero decimals a round value would carry ('₹85,00,000'). */
export const axisText = (text: string): string => text.replace(/\.0+$/, '');
