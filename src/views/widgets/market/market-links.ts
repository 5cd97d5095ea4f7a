import { createContext, useContext } from 'react';

/** Where a market widget's links lead: the signed-in pages by default, /markets for guests. */
export interface MarketLinks {
  /** The chart of a perpetual contract (e.g. BTCUSDT-PERP). */
  readonly chart: (symbol: string) => string;
}

export const signedInMarketLinks: MarketLinks = {
  chart: (symbol) => `/futureCharts?symbol=${encodeURIComponent(symbol)}`,
};

export const MarketLinksContext = createContext<MarketLinks>(signedInMarketLinks);

export const useMarketLinks = (): MarketLinks => useContext(MarketLinksContext);

/** The perpetual of an option chain's underlying: its chart stands in for the option's own. */
export const perpetualOf = (underlying: string): string => `${underlying}USDT-PERP`;
