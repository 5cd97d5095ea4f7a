import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';
import {
  OPTION_PRICE_BAND_MIN_TICKS,
  OPTION_PRICE_BAND_RATE,
} from '../../../src/domain/trading/price-band.ts';
import { optionUnitsOf } from '../../modules/trading/options/option-units.ts';
import type { Contract } from '../contract-table.ts';
import type { ListOptionCommand, Quote } from '../core-commands.ts';
import { type CoreConfig, MAJOR_COINS } from '../core-config.ts';
import type { CoreContext } from '../core-context.ts';
import type { CoreAnswer } from '../core-events.ts';
import { newMarket } from '../core-state.ts';

/** An option has no leverage: a buyer pays the premium in full, a seller posts its margin. */
export const OPTION_LEVERAGE = 1;

/** An option's units from its name alone: the desk's one reading of an option symbol. */
export const optionUnitsOfName = optionUnitsOf;

/** An option's contract: no leverage, the option band (50% of the mark or 20 ticks, the wider). */
export function optionContract(units: InstrumentUnits, config: CoreConfig): Contract {
  return {
    units,
    maxLeverage: OPTION_LEVERAGE,
    bandRate: OPTION_PRICE_BAND_RATE,
    bandMinTicks: OPTION_PRICE_BAND_MIN_TICKS,
    maxOpenInterestPaise: MAJOR_COINS.includes(units.coin)
      ? config.maxOpenInterestPaise.major
      : config.maxOpenInterestPaise.other,
  };
}

export const isOptionContract = (contract: Contract | undefined): boolean =>
  contract?.units.option !== undefined;

/** Whether the option's expiry has come (it is settled, no longer traded, quoted or liquidated). */
export const optionExpired = (context: CoreContext, contract: Contract | undefined): boolean =>
  contract?.units.option !== undefined && context.at >= contract.units.option.expiryMs;

/**
 * An option quote: the mark and bid may be 0 (a far out-of-the-money option: no bids), the ask
 * and the index (the underlying's spot, in the option's ticks) may not.
 */
export const validOptionQuote = (q: Quote): boolean =>
  [q.mark, q.bid].every((v) => Number.isSafeInteger(v) && v >= 0) &&
  [q.index, q.ask].every((v) => Number.isSafeInteger(v) && v > 0);

const refused = (status: 400 | 409, reason: string): CoreAnswer => ({
  kind: 'refused',
  status,
  reason,
});

/**
 * Opens the book of an option the chain lists: its terms must be the ones its name says, and its
 * expiry still to come (a settled option can never come back, its expiry having passed).
 */
export function listOption(context: CoreContext, command: ListOptionCommand): CoreAnswer {
  const units = optionUnitsOfName(command.symbol);
  const terms = units?.option;
  if (units === undefined || terms === undefined) {
    return refused(400, `${command.symbol} is not the name of a BTC or ETH option`);
  }
  if (
    units.coin !== command.underlying ||
    terms.strike !== command.strike ||
    terms.type !== command.optionType ||
    terms.expiryMs !== command.expiryMs
  ) {
    return refused(
      400,
      `${command.symbol} names ${units.coin} ${terms.type} ${terms.strike} expiring ${new Date(terms.expiryMs).toISOString()}, not the terms sent`,
    );
  }
  if (terms.expiryMs <= context.at) return refused(409, `${command.symbol} has expired`);
  if (context.contracts.has(command.symbol) || context.engine.book(command.symbol) !== undefined) {
    return refused(409, `${command.symbol} is already listed`);
  }
  context.contracts.set(command.symbol, optionContract(units, context.config));
  context.engine.execute({ type: 'list', symbol: command.symbol });
  context.markets.set(command.symbol, newMarket());
  return { kind: 'done' };
}

/** The option books' units, for a snapshot. */
export function optionUnitsOfContracts(context: CoreContext): [string, InstrumentUnits][] {
  const out: [string, InstrumentUnits][] = [];
  for (const [symbol, contract] of context.contracts) {
    if (contract.units.option !== undefined) out.push([symbol, contract.units]);
  }
  return out;
}

/** An instrument's contract while it trades: none for an option whose expiry has come. */
export function liveContract(context: CoreContext, symbol: string): Contract | undefined {
  const contract = context.contract(symbol);
  return optionExpired(context, contract) ? undefined : contract;
}
