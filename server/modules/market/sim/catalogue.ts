import { type Coin, SPOT_COINS } from './coins.ts';
import { PERP_ONLY_COINS } from './perp-coins.ts';

/** One simulated underlying: a coin with its index price path, listed as spot and/or perpetual. */
export interface Underlying {
  coin: Coin;
  /** Position in the catalogue; stable for a given build. */
  index: number;
  /** Spot symbol on the dashboard (e.g. BTCUSDT), or undefined for perpetual-only coins. */
  spotSymbol: string | undefined;
  /** Perpetual symbol, e.g. BTCUSDT-PERP. */
  perpSymbol: string;
  /** '<name> perpetual', e.g. 'Bitcoin perpetual'. */
  perpDescription: string;
  /** Decimals that prices are rounded to (about six significant digits). */
  decimals: number;
  /** Moves every `cadence` price ticks (1 for the majors, 2 for the rest). */
  cadence: number;
  /** Half of the bid-ask spread as a fraction of the price. */
  halfSpread: number;
}

export const spotSymbolOf = (base: string): string => `${base}USDT`;
export const perpSymbolOf = (base: string): string => `${base}USDT-PERP`;

/** About six significant digits, never fewer than 2 decimals. */
export const priceDecimals = (price: number): number =>
  Math.max(2, 4 - Math.floor(Math.log10(price)));

export const roundTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

const MAJORS = new Set(['BTC', 'ETH', 'SOL', 'BNB', 'XRP']);

function underlying(coin: Coin, index: number, listedSpot: boolean): Underlying {
  const major = MAJORS.has(coin.base);
  return {
    coin,
    index,
    spotSymbol: listedSpot ? spotSymbolOf(coin.base) : undefined,
    perpSymbol: perpSymbolOf(coin.base),
    perpDescription: `${coin.name} perpetual`,
    decimals: priceDecimals(coin.price),
    cadence: major ? 1 : 2,
    halfSpread: coin.base === 'BTC' ? 0.00003 : major ? 0.00006 : 0.0002,
  };
}

/** The 13 spot coins then the 108 perpetual-only coins: 121 perpetuals in all. */
export const UNDERLYINGS: readonly Underlying[] = [
  ...SPOT_COINS.map((coin, i) => underlying(coin, i, true)),
  ...PERP_ONLY_COINS.map((coin, i) => underlying(coin, SPOT_COINS.length + i, false)),
];

export const SPOT_SYMBOLS: readonly string[] = UNDERLYINGS.flatMap((u) =>
  u.spotSymbol === undefined ? [] : [u.spotSymbol],
);
export const PERP_SYMBOLS: readonly string[] = UNDERLYINGS.map((u) => u.perpSymbol);

/** Which underlying a spot or perpetual symbol belongs to, and as which kind of listing. */
export type Listing = { kind: 'spot' | 'perp'; underlying: Underlying };

const LISTINGS = new Map<string, Listing>();
for (const u of UNDERLYINGS) {
  if (u.spotSymbol !== undefined) LISTINGS.set(u.spotSymbol, { kind: 'spot', underlying: u });
  LISTINGS.set(u.perpSymbol, { kind: 'perp', underlying: u });
}

export const listingOf = (symbol: string): Listing | undefined => LISTINGS.get(symbol);
