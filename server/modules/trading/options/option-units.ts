import { expiryInstantUtc } from '../../../../src/domain/expiry/expiry-date.ts';
import { parseOptionSymbol } from '../../../../src/domain/instruments/option-symbol.ts';
import { orderStep } from '../../../../src/domain/instruments/order-step.ts';
import {
  type InstrumentUnits,
  optionTickSize,
} from '../../../../src/domain/instruments/tick-size.ts';

/** The option currencies the exchange lists (the simulator's chains). */
const OPTION_COINS = new Set(['BTC', 'ETH']);

/**
 * The units of an option's book read from its name alone (`BTC-27JUN25-100000-C`), the same as
 * `optionUnits` of instruments.ts gives for a listed instrument: so a book the journal lists again
 * after a restart has its units even when the simulator's chain of today no longer names it.
 * Undefined for anything that is not a BTC or ETH option name.
 */
export function optionUnitsOf(symbol: string): InstrumentUnits | undefined {
  const parsed = parseOptionSymbol(symbol);
  if (!parsed.ok || !OPTION_COINS.has(parsed.symbol.underlying)) return undefined;
  const { underlying, strike, optionType, expiry } = parsed.symbol;
  const tickSize = optionTickSize(underlying);
  if (tickSize === undefined) return undefined;
  return {
    symbol,
    kind: 'option',
    coin: underlying,
    tickSize,
    lotSize: orderStep(underlying),
    option: { strike, type: optionType, expiryMs: expiryInstantUtc(expiry) },
  };
}

/** The option's expiry as an ISO time (08:00 UTC on its date). */
export const expiryIso = (units: InstrumentUnits): string | null =>
  units.option === undefined ? null : new Date(units.option.expiryMs).toISOString();
