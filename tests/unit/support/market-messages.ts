/** Messages of the market stream, as the market store reads them. */

/** The stream's message that one symbol has a new value. */
export const symbolUpdate = (category: string, symbol: string, data: unknown) => ({
  type: 'symbol-update',
  category,
  symbol,
  data,
});

/** A spot or perpetual ticker at `price` on a flat day (high, low, bid and ask all at the price). */
export const ticker = (price: number, fields: Record<string, unknown> = {}) => ({
  price,
  change: 0,
  changePercent: 0,
  high: price,
  low: price,
  volume: 1,
  bid: price,
  ask: price,
  lastUpdated: 1,
  category: 'dashboard',
  ...fields,
});

/** An option chain entry of the named option, quoted at its mark. */
export const optionTicker = (name: string, mark = 1) => ({
  instrument_name: name,
  underlying_price: 95_000,
  mark_price: mark,
  best_bid_price: mark,
  best_ask_price: mark,
  mark_iv: 55,
  open_interest: 1,
  greeks: { delta: 0.5, gamma: 0, vega: 0, theta: 0 },
  lastUpdated: 1,
});
