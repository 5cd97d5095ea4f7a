import type { OptionType } from '../instruments/option-symbol.ts';

/** An option position: `contracts` > 0 long, < 0 short, bought or sold at `premium` USD each. */
export interface OptionPosition {
  type: OptionType;
  strike: number;
  premium: number;
  contracts: number;
}

export const intrinsicUsd = (type: OptionType, strike: number, settlement: number): number =>
  Math.max(0, type === 'call' ? settlement - strike : strike - settlement);

/** Profit or loss at expiry, premium included, USD. */
export const payoffAtExpiryUsd = (position: OptionPosition, settlement: number): number =>
  position.contracts *
  (intrinsicUsd(position.type, position.strike, settlement) - position.premium);

/** The settlement price at which the position neither gains nor loses. */
export const breakevenUsd = ({ type, strike, premium }: OptionPosition): number =>
  type === 'call' ? strike + premium : strike - premium;

/** Best outcome at expiry in USD (Infinity for a long call). */
export const maxProfitUsd = (position: OptionPosition): number => {
  const { type, strike, premium, contracts } = position;
  if (contracts < 0) return -contracts * premium;
  return type === 'call' ? Number.POSITIVE_INFINITY : contracts * (strike - premium);
};

/** Worst outcome at expiry as a positive loss in USD (Infinity for a short call). */
export const maxLossUsd = (position: OptionPosition): number => {
  const { type, strike, premium, contracts } = position;
  if (contracts > 0) return contracts * premium;
  return type === 'call' ? Number.POSITIVE_INFINITY : -contracts * (strike - premium);
};
