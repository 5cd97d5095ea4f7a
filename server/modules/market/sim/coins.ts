/**
 * The simulated coins. The 13 spot coins of the dashboard come first; the rest only trade as
 * perpetual futures. Levels and annualised volatilities are realistic for late 2025;
 * `rho` is the correlation with the crypto market factor, `volume` the 24 h USD notional.
 */
export interface Coin {
  /** Ticker, e.g. BTC. */
  base: string;
  name: string;
  /** Starting price in USD. */
  price: number;
  /** Annualised volatility (0.55 = 55 %). */
  vol: number;
  rho: number;
  /** 24 h traded notional in USD (perpetual; spot is a fifth of it). */
  volume: number;
}

type Row = readonly [base: string, name: string, price: number, vol: number, volumeUsd: number];

const coin = ([base, name, price, vol, volume]: Row, rho: number): Coin => ({
  base,
  name,
  price,
  vol,
  rho,
  volume,
});

/** The dashboard's 13 coins, in display order. */
export const SPOT_COINS: readonly Coin[] = (
  [
    ['BTC', 'Bitcoin', 95_000, 0.55, 25e9],
    ['ETH', 'Ethereum', 3_200, 0.7, 14e9],
    ['BNB', 'BNB', 900, 0.6, 1.2e9],
    ['SOL', 'Solana', 140, 0.9, 4e9],
    ['ADA', 'Cardano', 0.45, 0.85, 6e8],
    ['XRP', 'XRP', 2.1, 0.85, 3e9],
    ['DOGE', 'Dogecoin', 0.16, 1.0, 1.5e9],
    ['DOT', 'Polkadot', 2.8, 0.85, 2e8],
    ['LINK', 'Chainlink', 13.5, 0.85, 4e8],
    ['AVAX', 'Avalanche', 14, 0.95, 3e8],
    ['LTC', 'Litecoin', 90, 0.75, 4e8],
    ['SHIB', 'Shiba Inu', 0.0000095, 1.0, 1.5e8],
    ['ATOM', 'Cosmos', 2.6, 0.85, 1e8],
  ] as const
).map((row, index) => coin(row, index === 0 ? 0.95 : index === 1 ? 0.85 : 0.7));

export const SPOT_BASES: readonly string[] = SPOT_COINS.map((c) => c.base);
