import { type Static, Type } from 'typebox';
import { literals, RequestId, withMessage } from './schema-parts.ts';

export { marketPaths } from './market-paths.ts';

/**
 * The market data service of spec section 7: REST under /market and the socket /market/ws.
 * Shared by the server and the web app; one schema per message.
 */

export const MarketCategory = Type.Union([
  Type.Literal('dashboard'),
  Type.Literal('futures'),
  Type.Literal('futures_symbol'),
  Type.Literal('option_chain'),
  Type.Literal('option_chain_symbol'),
  // The trading desk's books (src/contracts/trading-streams.ts): depth and public trades.
  Type.Literal('orderbook'),
  Type.Literal('trades'),
]);
export type MarketCategory = Static<typeof MarketCategory>;

export const OptionCurrency = literals('BTC', 'ETH');
export type OptionCurrency = Static<typeof OptionCurrency>;

/** Subscribe/unsubscribe, over REST or the socket: symbols for symbol categories, currency+date for chains. */
export const SubscriptionRequest = Type.Object({
  action: Type.Optional(literals('subscribe', 'unsubscribe')),
  userId: RequestId,
  category: MarketCategory,
  symbols: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 500 })),
  currency: Type.Optional(OptionCurrency),
  date: Type.Optional(Type.String({ maxLength: 7 })),
});
export type SubscriptionRequest = Static<typeof SubscriptionRequest>;

export const SubscribeResponse = withMessage({
  availableDates: Type.Optional(Type.Array(Type.String())),
});
export type SubscribeResponse = Static<typeof SubscribeResponse>;

export const DatesRequest = Type.Object({
  currency: OptionCurrency,
  userId: Type.String({ minLength: 1 }),
});
export const DatesResponse = Type.Object({ dates: Type.Array(Type.String()) });
export type DatesResponse = Static<typeof DatesResponse>;

/** One symbol on the dashboard or in the futures list (spec section 3, market data entry). */
export const MarketEntry = Type.Object({
  price: Type.Number(),
  change: Type.Number(),
  changePercent: Type.Number(),
  high: Type.Number(),
  low: Type.Number(),
  volume: Type.Number(),
  description: Type.Optional(Type.String()),
  bid: Type.Number(),
  ask: Type.Number(),
  iv: Type.Optional(Type.Number()),
  lastUpdated: Type.Number(),
  category: MarketCategory,
  /**
   * Perpetuals on the exchange core: the mark and index (USD) risk last acted on, the funding
   * rate of the interval under way (positive: longs pay shorts) and the next funding time (ISO).
   */
  markPrice: Type.Optional(Type.Number()),
  indexPrice: Type.Optional(Type.Number()),
  fundingRate: Type.Optional(Type.Number()),
  nextFundingTime: Type.Optional(Type.String()),
  /**
   * Perpetuals on the exchange core, in the entries the market socket sends: open interest now,
   * the long side's size in coins.
   */
  openInterest: Type.Optional(Type.Number()),
});
export type MarketEntry = Static<typeof MarketEntry>;

/** A perpetual's funding fields of its market entry (the exchange module provides them). */
export type PerpetualFunding = Pick<
  MarketEntry,
  'markPrice' | 'indexPrice' | 'fundingRate' | 'nextFundingTime'
>;

/** One option instrument (Deribit-style names, e.g. BTC-27JUN25-100000-C). */
export const OptionChainEntry = Type.Object({
  instrument_name: Type.String(),
  underlying_price: Type.Number(),
  mark_price: Type.Number(),
  best_bid_price: Type.Number(),
  best_ask_price: Type.Number(),
  mark_iv: Type.Number(),
  open_interest: Type.Number(),
  /** Contracts (coins) traded on the exchange in the last 24 hours. */
  volume: Type.Number(),
  greeks: Type.Object({
    delta: Type.Number(),
    gamma: Type.Number(),
    vega: Type.Number(),
    theta: Type.Number(),
  }),
  lastUpdated: Type.Number(),
});
export type OptionChainEntry = Static<typeof OptionChainEntry>;

export const ClientMessage = Type.Union([
  Type.Object({ type: Type.Literal('ping') }),
  Type.Intersect([
    SubscriptionRequest,
    Type.Object({ action: literals('subscribe', 'unsubscribe') }),
  ]),
]);
export type ClientMessage = Static<typeof ClientMessage>;

/**
 * Server → client. The first message names the socket (`hello`): REST calls that act on it send
 * its `socketId` as the X-Market-Socket header. `sentAt` (epoch ms) is when the server sent the
 * message (for a conflated update: when its window was flushed); an entry's own `lastUpdated` is
 * when the market event happened.
 */
export const ServerMessage = Type.Union([
  Type.Object({ type: Type.Literal('hello'), socketId: Type.String() }),
  Type.Object({ type: Type.Literal('pong') }),
  Type.Object({
    type: literals('initial-data', 'symbol-update'),
    category: MarketCategory,
    symbol: Type.String(),
    data: Type.Unknown(),
    sentAt: Type.Number(),
  }),
  Type.Object({ type: Type.Literal('error'), message: Type.String() }),
]);
export type ServerMessage = Static<typeof ServerMessage>;

/**
 * One WebSocket frame: a message, or a JSON array of the symbol-updates of one conflation window
 * (default: one window per 100 ms, the newest update per instrument). Clients accept both.
 */
export type ServerFrame = ServerMessage | ServerMessage[];

/** `/market/ws?interval=`: `100ms` (default, conflated windows) or `raw` (every update at once). */
export type StreamInterval = '100ms' | 'raw';

export const Candle = Type.Object({
  time: Type.Number(),
  open: Type.Number(),
  high: Type.Number(),
  low: Type.Number(),
  close: Type.Number(),
  volume: Type.Number(),
});
export type Candle = Static<typeof Candle>;

/**
 * POST /market/cancel-ws: with X-Market-Socket, closes that socket of the user; without it, a
 * signed-in trader (bearer) closes every socket of theirs (logout). Guests must name the socket.
 */
export const CancelWsRequest = Type.Object({
  userId: RequestId,
});
export type CancelWsRequest = Static<typeof CancelWsRequest>;
export const CancelWsResponse = withMessage({ closed: Type.Integer() });
export type CancelWsResponse = Static<typeof CancelWsResponse>;

export const CandleResolution = literals('1m', '5m', '15m', '1h', '4h', '1d');
export type CandleResolution = Static<typeof CandleResolution>;

/**
 * GET /market/candles. `from`/`to` are epoch seconds (default: the last 300 candles up to now);
 * candle `time` is the UTC-aligned start of the candle in epoch seconds, as charting libraries
 * expect. At most 5000 candles come back: the newest of the range.
 */
export const CandlesQuery = Type.Object({
  symbol: RequestId,
  resolution: CandleResolution,
  from: Type.Optional(Type.Integer({ minimum: 0 })),
  to: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type CandlesQuery = Static<typeof CandlesQuery>;
export const CandlesResponse = Type.Object({
  symbol: Type.String(),
  resolution: CandleResolution,
  candles: Type.Array(Candle),
});
export type CandlesResponse = Static<typeof CandlesResponse>;
