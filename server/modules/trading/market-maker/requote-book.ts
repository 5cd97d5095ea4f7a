import type { InstrumentUnits } from '../../../../src/domain/instruments/tick-size.ts';
import type { MatchingEngine } from '../engine/matching-engine.ts';
import {
  innerQuoteTicks,
  ladderParams,
  type Quote,
  quoteLadder,
  requoteCommands,
  restingQuotes,
} from './quote-ladder.ts';

/** The bid, ask and mark a book is quoted from. */
export interface QuoteSource {
  readonly bid: number;
  readonly ask: number;
  readonly price: number;
}

/** The ladder the market maker wants resting on a book quoted from `source`. */
export function wantedQuotes(units: InstrumentUnits, source: QuoteSource): Quote[] {
  const inner = innerQuoteTicks(source.bid, source.ask, units.tickSize);
  // A far out-of-the-money option marks at 0: its ladder is sized at its ask.
  const sizing = source.price > 0 ? source.price : source.ask;
  return quoteLadder(inner, ladderParams(inner, sizing, units.lotSize));
}

/**
 * The market maker (`owner`) cancels and replaces its ladder on one book from `source`, as engine
 * commands; quotes still wanted keep their place in the queue.
 */
export function requoteBook(
  engine: MatchingEngine,
  units: InstrumentUnits,
  source: QuoteSource,
  owner: string,
  nextOrderId: () => number,
): void {
  const book = engine.book(units.symbol);
  if (book === undefined) return;
  const wanted = wantedQuotes(units, source);
  const resting = restingQuotes(book.view(), owner);
  for (const command of requoteCommands(units.symbol, owner, resting, wanted, nextOrderId)) {
    engine.execute(command);
  }
}
