import { orderStep } from '../../../src/domain/instruments/order-step.ts';
import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';
import { optionTickSize, perpTickSize } from '../../../src/domain/instruments/tick-size.ts';
import { UNDERLYINGS, type Underlying } from '../market/sim/catalogue.ts';
import type { OptionBook, OptionInstrument } from '../market/sim/options/option-book.ts';

/** The units of a perpetual's book: tick from the coin's reference price, lot from spec §9. */
export const perpetualUnits = (underlying: Underlying): InstrumentUnits => ({
  symbol: underlying.perpSymbol,
  kind: 'perpetual',
  coin: underlying.coin.base,
  tickSize: perpTickSize(underlying.coin.price),
  lotSize: orderStep(underlying.coin.base),
});

/** The units of a listed option's book (USD-quoted, one contract is one coin). */
export const optionUnits = (instrument: OptionInstrument, currency: string): InstrumentUnits => {
  const tickSize = optionTickSize(currency);
  if (tickSize === undefined) throw new Error(`no option tick size for ${currency}`);
  return {
    symbol: instrument.name,
    kind: 'option',
    coin: currency,
    tickSize,
    lotSize: orderStep(currency),
    option: {
      strike: instrument.strike,
      type: instrument.kind,
      expiryMs: instrument.expiry.instantMs,
    },
  };
};

/** Every tradable instrument: the 121 perpetuals, then each listed option of the given chains. */
export function tradableInstruments(optionBooks: Iterable<OptionBook>): InstrumentUnits[] {
  const units = UNDERLYINGS.map(perpetualUnits);
  for (const book of optionBooks) {
    for (const instrument of book.all()) units.push(optionUnits(instrument, book.currency));
  }
  return units;
}
