import type { OptionType } from './option-symbol.ts';

/**
 * Tick sizes (smallest price increment, USD) of the exchange's books.
 *
 * Perpetuals: one unit in the last decimal the market screens show, so every bid and ask the
 * simulator quotes is a whole number of ticks. That is about six significant digits at the coin's
 * reference price, never coarser than 0.01 USD: 10^-max(2, 4 - floor(log10(price))).
 * BTC (95,000), ETH (3,200), BNB (900), SOL (140): 0.01; LINK (13.5) 0.001; XRP (2.1) 0.0001;
 * ADA (0.45) 0.00001; DOGE (0.16) 0.00001; SHIB (0.0000095) 0.0000000001.
 *
 * Options (USD-quoted, per contract of one coin): a flat tick per currency, the grid on which the
 * option chain's bids and asks already lie: BTC 1 USD, ETH 0.05 USD.
 */
export const perpTickDecimals = (referencePriceUsd: number): number =>
  Math.max(2, 4 - Math.floor(Math.log10(referencePriceUsd)));

export const perpTickSize = (referencePriceUsd: number): number =>
  Number((10 ** -perpTickDecimals(referencePriceUsd)).toFixed(perpTickDecimals(referencePriceUsd)));

export const OPTION_TICK_USD: Readonly<Record<string, number>> = { BTC: 1, ETH: 0.05 };

export const optionTickSize = (underlying: string): number | undefined =>
  Object.hasOwn(OPTION_TICK_USD, underlying) ? OPTION_TICK_USD[underlying] : undefined;

/** What an order book needs to know about its instrument to take orders. */
export interface InstrumentUnits {
  symbol: string;
  kind: 'perpetual' | 'option';
  /** Coin code: the lot's unit and, for options, the underlying. */
  coin: string;
  /** Price increment in USD; prices travel as integer ticks. */
  tickSize: number;
  /** Size increment in coins (spec section 9's step); sizes travel as integer lots. */
  lotSize: number;
  /** Options only. */
  option?: { strike: number; type: OptionType; expiryMs: number };
}
