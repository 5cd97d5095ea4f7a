import { parseOptionSymbol } from '../../../../src/domain/instruments/option-symbol.ts';
import { type MarketService, OPTION_CURRENCIES } from '../../market/service.ts';
import { spotSymbolOf } from '../../market/sim/catalogue.ts';
import { candles } from '../../market/sim/entries.ts';
import type { OptionInstrument } from '../../market/sim/options/option-book.ts';
import { optionUnitsOf } from './option-units.ts';

/** What the desk needs of an option's chain entry (USD per contract of one coin). */
export interface OptionQuote {
  bid: number;
  ask: number;
  mark: number;
  /** The underlying's index price the entry was marked at. */
  spot: number;
}

/** The option side of the simulated market, as the exchange sees it. */
export interface OptionMarket {
  /** Whether the simulator runs already (the exchange never starts it just to list books). */
  running(): boolean;
  /** The names of every option the chains list now (refreshing them to the clock first). */
  listed(): string[];
  /** The chain entry of an option, listed by the simulator today or not (marked from its name). */
  quote(symbol: string): OptionQuote | undefined;
  /** The underlying's index price (the simulator's spot price of the coin). */
  index(coin: string): number | undefined;
  /**
   * The time-weighted average of the index over [fromMs, toMs): the mean close of its minute
   * candles (Deribit settles at a 30-minute TWAP of its index); undefined when none are known.
   */
  twap(coin: string, fromMs: number, toMs: number): number | undefined;
}

export function optionMarketOf(market: MarketService): OptionMarket {
  const instrument = (symbol: string): OptionInstrument | undefined => {
    const parsed = parseOptionSymbol(symbol);
    const units = optionUnitsOf(symbol);
    if (!parsed.ok || units?.option === undefined) return undefined;
    const listed = market.book(parsed.symbol.underlying as 'BTC' | 'ETH').instrument(symbol);
    if (listed !== undefined) return listed;
    // An option of a chain the simulator drew differently since it was listed (after a restart):
    // marked the same way from its strike and expiry.
    const { expiryText, expiry, strike, optionType } = parsed.symbol;
    return {
      name: symbol,
      expiry: { date: expiry, text: expiryText, instantMs: units.option.expiryMs, kind: 'daily' },
      strike,
      kind: optionType,
      openInterest: 0,
      slot: 0,
    };
  };
  return {
    running: () => market.started,
    listed: () => {
      const names: string[] = [];
      for (const currency of OPTION_CURRENCIES) {
        market.dates(currency);
        for (const option of market.book(currency).all()) names.push(option.name);
      }
      return names;
    },
    quote: (symbol) => {
      const found = instrument(symbol);
      if (found === undefined) return undefined;
      const entry = market.optionEntry(symbol.startsWith('ETH-') ? 'ETH' : 'BTC', found);
      return {
        bid: entry.best_bid_price,
        ask: entry.best_ask_price,
        mark: entry.mark_price,
        spot: entry.underlying_price,
      };
    },
    index: (coin) => market.sim.indexPrice(coin),
    twap: (coin, fromMs, toMs) => {
      const bars = candles(market.sim, spotSymbolOf(coin), '1m', fromMs / 1000, (toMs - 1) / 1000);
      const inWindow = (bars ?? []).filter((bar) => bar.time * 1000 >= fromMs);
      if (inWindow.length === 0) return undefined;
      return inWindow.reduce((sum, bar) => sum + bar.close, 0) / inWindow.length;
    },
  };
}
