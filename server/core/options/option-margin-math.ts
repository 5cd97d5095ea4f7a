import { fromUnits } from '../../../src/domain/instruments/order-units.ts';
import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';
import { usdToInrPaise } from '../../../src/domain/money/conversion.ts';
import {
  type OptionMarginInput,
  shortOptionInitialUsd,
  shortOptionMaintenanceUsd,
} from '../../../src/domain/trading/option-margin.ts';
import type { MarketState } from '../core-state.ts';

/**
 * Deribit's terms of one option now: its strike and type, the underlying's spot (the quote's
 * index, in the option's ticks) and the option's mark, in USD per contract of one coin.
 */
export function optionMarginInput(units: InstrumentUnits, market: MarketState): OptionMarginInput {
  const option = units.option;
  if (option === undefined) throw new Error(`${units.symbol} is not an option`);
  return {
    type: option.type,
    strike: option.strike,
    spot: market.indexUsd ?? fromUnits(market.index, units.tickSize),
    mark: market.markUsd ?? fromUnits(market.mark, units.tickSize),
  };
}

/** Deribit's initial margin of a short of `coins` contracts now, paise. */
export const shortInitialPaise = (
  units: InstrumentUnits,
  market: MarketState,
  coins: number,
): number => usdToInrPaise(coins * shortOptionInitialUsd(optionMarginInput(units, market)));

/**
 * Margin ratio of an option position: 0 for a long, which risks its premium only; for a short, Deribit's
 * maintenance at the spot and mark now over equity (the posted margin plus size × (entry − mark)),
 * in paise; Infinity when the equity is gone.
 */
export function optionMarginRatio(
  units: InstrumentUnits,
  market: MarketState,
  signedCoins: number,
  entryUsd: number,
  marginPaise: number,
): number {
  if (signedCoins >= 0) return 0;
  const input = optionMarginInput(units, market);
  const maintenance = usdToInrPaise(-signedCoins * shortOptionMaintenanceUsd(input));
  const equity = marginPaise + usdToInrPaise(signedCoins * (input.mark - entryUsd));
  return equity <= 0 ? Number.POSITIVE_INFINITY : maintenance / equity;
}
