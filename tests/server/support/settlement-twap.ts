/**
 * The settlement price of an expiry as the public candles call (`get`) shows it: the mean close of BTC's
 * (or ETH's) minute candles in the 30 minutes before 08:00 UTC, to the cent; `index` when the
 * market has no candle of that window.
 */
export async function settlementTwap(
  get: (path: string) => Promise<unknown>,
  coin: string,
  expiryMs: number,
  index: number,
): Promise<number> {
  const expiry = expiryMs / 1000;
  const query = `symbol=${coin}USDT&resolution=1m&from=${expiry - 1_800}&to=${expiry - 1}`;
  const window = (await get(`/market/candles?${query}`)) as {
    candles: { time: number; close: number }[];
  };
  const closes = window.candles
    .filter((c) => c.time >= expiry - 1_800 && c.time < expiry)
    .map((c) => c.close);
  const mean = closes.length === 0 ? index : closes.reduce((a, b) => a + b, 0) / closes.length;
  return Math.round(mean * 100) / 100;
}
