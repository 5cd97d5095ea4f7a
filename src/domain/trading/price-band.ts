import { fixedFormat } from '../money/fixed-format.ts';

/**
 * Price bands: how far from the mark a price may be, so that no order rests and no fill prints at
 * a price nobody would take (two accounts trading with each other far from the market, then letting
 * one be liquidated, is how an insurance fund is drained: Hyperliquid's JELLY, March 2025).
 *
 * Perpetuals: the mark ± a share of it, per underlying (Deribit bands BTC limit orders at about
 * 1.5%, Binance's PERCENT_PRICE filter and Paradex 2–20%): BTC and ETH 2%, every other coin 5%.
 *
 * Options: a premium moves by a far larger share of itself than its underlying does, and a cheap
 * option's bid and ask lie whole ticks apart, so a share of the mark alone would shut a far
 * out-of-the-money option: the band is the option's mark ± the wider of 50% of that mark and
 * 20 ticks (BTC $20, ETH $1), never below one tick (Deribit's option price limits likewise take
 * the wider of a share of the mark and a fixed floor).
 *
 * Edges in ticks round inwards (the low edge up, the high edge down), so both lie inside the band.
 * Pure: shared by the web app, the live desk and the exchange core.
 */

/** Share of the mark a price may stray, per underlying (BTC, ETH 0.02; others 0.05). */
export const PRICE_BAND_RATES: Readonly<Record<string, number>> = { BTC: 0.02, ETH: 0.02 };
export const DEFAULT_PRICE_BAND_RATE = 0.05;

/** An option's band: the wider of this share of its mark and OPTION_PRICE_BAND_MIN_TICKS. */
export const OPTION_PRICE_BAND_RATE = 0.5;
export const OPTION_PRICE_BAND_MIN_TICKS = 20;

/** Binary drift of a product of decimals (0.98 × 100 = 98.00000000000001) is not a tick. */
const EPSILON = 1e-9;

export function priceBandRate(underlying: string): number {
  return Object.hasOwn(PRICE_BAND_RATES, underlying)
    ? (PRICE_BAND_RATES[underlying] as number)
    : DEFAULT_PRICE_BAND_RATE;
}

/** The lowest and highest price allowed around `markUsd`, in USD (not rounded to ticks). */
export function priceBand(markUsd: number, rate: number): { low: number; high: number } {
  return { low: markUsd * (1 - rate), high: markUsd * (1 + rate) };
}

/**
 * In ticks: low rounded up, high rounded down, so both edges are inside the band. `minTicks`
 * widens the band to at least that many ticks each side (options); the low edge is at least 1.
 */
export function priceBandTicks(
  markTicks: number,
  rate: number,
  minTicks = 0,
): { low: number; high: number } {
  const half = Math.max(markTicks * rate, minTicks);
  return {
    low: Math.max(1, Math.ceil(markTicks - half - EPSILON)),
    high: Math.floor(markTicks + half + EPSILON),
  };
}

/** Whether a price in ticks lies inside a band in ticks (its edges included). */
export const insideBand = (priceTicks: number, band: { low: number; high: number }): boolean =>
  priceTicks >= band.low && priceTicks <= band.high;

export interface PriceBandRefusal {
  symbol: string;
  /** The refused price, USD. */
  price: number;
  /** The band's share of the mark. */
  rate: number;
  /** The band's edges, USD (as priceBandTicks gives them, times the tick). */
  low: number;
  high: number;
  /** The instrument's tick, USD: prices are written to it (at least to the cent). */
  tickSize: number;
  /** An option's floor in ticks, when the band has one. */
  minTicks?: number;
}

const percent = (rate: number): string => `${Number((rate * 100).toFixed(4))}%`;

/** A USD price to the instrument's tick, at least to the cent: $98,003.70. */
export const bandPriceText = (price: number, tickSize: number): string =>
  fixedFormat(Math.max(2, -Math.floor(Math.log10(tickSize) + EPSILON)), 'USD').format(price);

/**
 * The refusal in words, naming the band: e.g. "Price $98,000.00 is outside the price band:
 * BTCUSDT-PERP trades within 2% of the mark ($94,120.50 – $98,003.70)".
 */
export function priceBandRefusal(refusal: PriceBandRefusal): string {
  const { symbol, price, rate, low, high, tickSize, minTicks } = refusal;
  const floor =
    minTicks === undefined || minTicks === 0 ? '' : ` or ${minTicks} ticks, whichever is wider,`;
  return (
    `Price ${bandPriceText(price, tickSize)} is outside the price band: ${symbol} trades within ` +
    `${percent(rate)}${floor} of the mark (${bandPriceText(low, tickSize)} – ${bandPriceText(high, tickSize)})`
  );
}
