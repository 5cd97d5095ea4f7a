import type { OptionType } from '../instruments/option-symbol.ts';

/**
 * Deribit's standard margin for options, per contract of one coin, in USD (see
 * /docs/trading.md). A long pays the premium in full and has no maintenance; a short posts:
 *   short call  initial     max(0.15 − OTM/spot, 0.1) × spot + mark
 *               maintenance 0.075 × spot + mark
 *   short put   initial     max(max(0.15 − OTM/spot, 0.1) × spot + mark, maintenance)
 *               maintenance max(0.075 × spot, 0.075 × mark) + mark
 * where OTM is how far the strike lies out of the money (0 in the money).
 */
export interface OptionMarginInput {
  type: OptionType;
  strike: number;
  spot: number;
  /** Mark price of the option, USD per contract. */
  mark: number;
}

export const outOfTheMoneyUsd = ({ type, strike, spot }: OptionMarginInput): number =>
  Math.max(0, type === 'call' ? strike - spot : spot - strike);

export const shortOptionMaintenanceUsd = (input: OptionMarginInput): number =>
  input.type === 'call'
    ? 0.075 * input.spot + input.mark
    : Math.max(0.075 * input.spot, 0.075 * input.mark) + input.mark;

export const shortOptionInitialUsd = (input: OptionMarginInput): number => {
  const base = Math.max(0.15 - outOfTheMoneyUsd(input) / input.spot, 0.1) * input.spot + input.mark;
  return input.type === 'call' ? base : Math.max(base, shortOptionMaintenanceUsd(input));
};

/** Initial margin of an option position of `contracts` (negative for short), in USD. */
export const optionInitialMarginUsd = (input: OptionMarginInput, contracts: number): number =>
  contracts >= 0 ? contracts * input.mark : -contracts * shortOptionInitialUsd(input);

export const optionMaintenanceMarginUsd = (input: OptionMarginInput, contracts: number): number =>
  contracts >= 0 ? 0 : -contracts * shortOptionMaintenanceUsd(input);
