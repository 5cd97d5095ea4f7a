import { type Static, Type } from 'typebox';
import { literals, RequestId } from './schema-parts.ts';
import type { OrderBookResponse, PositionsResponse } from './trading.ts';

/**
 * The trading streams (docs/trading.md, "Streams"): the `order` and `position` categories of
 * /stream/user, the backend host's external-subscribe calls and the market socket's `orderbook`
 * and `trades` categories. Shared by the server and the web app.
 */

/** What happened to an order: the desk's notice kinds. */
export type OrderNoticeKind =
  | 'fill'
  | 'cancel'
  | 'reject'
  | 'trigger'
  | 'liquidation'
  | 'margin-alert'
  | 'settlement'
  | 'funding'
  | 'adl';

/**
 * Spec §3's order notification on `/stream/user?category=order`. `messageId` is a decimal string
 * of an integer that only grows (persisted, so it never repeats after a restart); clients drop
 * repeated ids. `timestamp` is the ISO time the command committed.
 */
export interface OrderNotification {
  messageId: string;
  category: 'order';
  payload: {
    orderId: string;
    stockSymbol: string;
    /** USD; 0 when there is none (a market order refused before it traded). */
    price: number;
    operation: 'BUY' | 'SELL';
    /** Coins: the fill's size, the cancelled rest, or the refused order's size. */
    size: number;
    /** The instrument's lot size in coins (BTC 0.001). */
    lot: number;
    message: string;
    timestamp: string;
    kind: OrderNoticeKind;
    /** A `trigger` notice's stop-loss or take-profit price, USD. */
    triggerPrice?: number;
    /** Rupees, signed: a `trigger` close's realised P&L, a `liquidation`'s loss (negative). */
    realisedPnl?: number;
  };
}

/** Most notices a reconnecting order stream gets back with `since` (and none older than a day). */
export const ORDER_REPLAY_LIMIT = 200;
export const ORDER_REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What a client sends on `/stream/user?category=position`. */
export const PositionStreamRequest = Type.Object({
  action: literals('subscribe', 'unsubscribe'),
  userId: RequestId,
  category: Type.Literal('position'),
});
export type PositionStreamRequest = Static<typeof PositionStreamRequest>;

/** The position stream's push: the trader's positions as GET /positions answers them. */
export interface BulkPositionUpdate extends PositionsResponse {
  type: 'bulk-position-update';
}

/** A refused message on a user stream (the stream stays open). */
export interface UserStreamError {
  type: 'error';
  message: string;
}

/** POST /api/v1/backend/external-subscribe and /external-unsubscribe. */
export const ExternalSubscribeBody = Type.Object(
  {
    userId: RequestId,
    category: Type.Literal('position'),
  },
  { additionalProperties: false },
);
export type ExternalSubscribeBody = Static<typeof ExternalSubscribeBody>;
export const ExternalSubscribeResponse = Type.Object({ message: Type.String() });
export type ExternalSubscribeResponse = Static<typeof ExternalSubscribeResponse>;

/** Market socket `orderbook` data (initial-data and symbol-update): top 20 a side, best first. */
export type OrderBookData = OrderBookResponse;
export const ORDERBOOK_STREAM_DEPTH = 20;

/** One public trade: no owner; `side` is the taker's; `time` epoch ms. */
export interface PublicTrade {
  tradeId: string;
  price: number;
  size: number;
  side: 'BUY' | 'SELL';
  time: number;
}

/** Market socket `trades` data: initial-data the last 50, newest first; updates the new ones. */
export interface TradesData {
  symbol: string;
  trades: PublicTrade[];
}
export const RECENT_TRADES = 50;
