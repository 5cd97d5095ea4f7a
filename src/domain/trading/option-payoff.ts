import type { OptionType } from '../instruments/option-symbol.ts';

/**
 * An option position: `contracts` > 0 long, < 0 short, bought or sold at `premium` USD each.
 * `feeUsd` is the order's fee in USD (₹23.60 at 85, `ORDER_FEE_PAISE`): the exchange charges it
 * once, on the order's first fill, whatever the size (`server/core/options/option-fills.ts`), and
 * settles an option at expiry without a fee. 0 or absent: the figures without it.
 */
export interface OptionPosition {
  type: OptionType;
  strike: number;
  premium: number;
  contracts: number;
  feeUsd?: number;
}

const feeOf = (position: OptionPosition): number => position.feeUsd ?? 0;

/** The fee spread over the position's coins, USD per coin (0 for no contracts). */
export const feePerCoinUsd = (position: OptionPosition): number =>
  position.contracts === 0 ? 0 : feeOf(position) / Math.abs(position.contracts);

export const intrinsicUsd = (type: OptionType, strike: number, settlement: number): number =>
  Math.max(0, type === 'call' ? settlement - strike : strike - settlement);

/** Profit or loss at expiry, premium and fee included, USD. */
export const payoffAtExpiryUsd = (position: OptionPosition, settlement: number): number =>
  position.contracts *
    (intrinsicUsd(position.type, position.strike, settlement) - position.premium) -
  feeOf(position);

/**
 * The settlement price at which the position neither gains nor loses, fee included: a bought call
 * K + premium + fee per coin, a bought put K − (premium + fee per coin); a sold option keeps the
 * premium less the fee, so a sold call K + premium − fee per coin, a sold put K − (premium − fee
 * per coin).
 */
export const breakevenUsd = (position: OptionPosition): number => {
  const { type, strike, premium, contracts } = position;
  const net =
    contracts >= 0 ? premium + feePerCoinUsd(position) : premium - feePerCoinUsd(position);
  return type === 'call' ? strike + net : strike - net;
};

/** Best outcome at expiry in USD, after the fee (Infinity for a long call). */
export const maxProfitUsd = (position: OptionPosition): number => {
  const { type, strike, premium, contracts } = position;
  if (contracts < 0) return -contracts * premium - feeOf(position);
  return type === 'call'
    ? Number.POSITIVE_INFINITY
    : contracts * (strike - premium) - feeOf(position);
};

/** Worst outcome at expiry as a positive loss in USD, fee included (Infinity for a short call). */
export const maxLossUsd = (position: OptionPosition): number => {
  const { type, strike, premium, contracts } = position;
  if (contracts > 0) return contracts * premium + feeOf(position);
  return type === 'call'
    ? Number.POSITIVE_INFINITY
    : -contracts * (strike - premium) + feeOf(position);
};
