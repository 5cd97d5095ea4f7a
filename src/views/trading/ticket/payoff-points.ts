import { type OptionPosition, payoffAtExpiryUsd } from '../../../domain/trading/option-payoff.ts';

/** Settlement prices across which the payoff is drawn: the strike ± 2.5 × the breakeven distance, at least ±20%. */
export function payoffRange(position: OptionPosition, breakeven: number): [number, number] {
  const spread = Math.max(Math.abs(breakeven - position.strike) * 2.5, position.strike * 0.2);
  return [Math.max(0, position.strike - spread), position.strike + spread];
}

/** The payoff line at expiry: straight between the ends and the strike, so three points suffice. */
export function payoffPoints(position: OptionPosition, breakeven: number): [number, number][] {
  const [low, high] = payoffRange(position, breakeven);
  return [low, position.strike, high].map((s) => [s, payoffAtExpiryUsd(position, s)]);
}
