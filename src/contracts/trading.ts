import { type Static, Type } from 'typebox';
import { MAX_LEVERAGE, MIN_LEVERAGE } from '../domain/trading/perp-margin.ts';
import { literals, PositionSide, RequestId } from './schema-parts.ts';

/**
 * The trading calls under /api/v1 (docs/trading.md). Prices are USD decimals, sizes coin
 * decimals; money (margin, P&L) is INR rupees with at most two decimals, from integer paise.
 */

export const ORDER_STATUSES = [
  'open',
  'partially_filled',
  'filled',
  'cancelled',
  'rejected',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const UserIdField = Type.Optional(RequestId);

/** The leverage rule in words, for the 400 of an order body that breaks it. */
export const LEVERAGE_RULE = `must be a whole number from ${MIN_LEVERAGE} to ${MAX_LEVERAGE}`;

export const PlaceOrderBody = Type.Object(
  {
    userId: UserIdField,
    symbol: RequestId,
    side: literals('BUY', 'SELL'),
    type: literals('market', 'limit'),
    size: Type.Number(),
    price: Type.Optional(Type.Number()),
    /** Stored in an integer column: checked here, so 3e9 or 2.5 never reaches the desk. */
    leverage: Type.Optional(Type.Integer({ minimum: MIN_LEVERAGE, maximum: MAX_LEVERAGE })),
    reduceOnly: Type.Optional(Type.Boolean()),
    timeInForce: Type.Optional(literals('GTC', 'IOC', 'POST_ONLY')),
    clientOrderId: Type.Optional(RequestId),
    /** USD trigger prices on the mark, attached to the position the order opens or adds to. */
    stopLoss: Type.Optional(Type.Number()),
    takeProfit: Type.Optional(Type.Number()),
  },
  { additionalProperties: false },
);
export type PlaceOrderBody = Static<typeof PlaceOrderBody>;

export const Order = Type.Object({
  orderId: Type.String(),
  clientOrderId: Type.Union([Type.String(), Type.Null()]),
  symbol: Type.String(),
  side: literals('BUY', 'SELL'),
  type: Type.String(),
  timeInForce: Type.Union([Type.String(), Type.Null()]),
  price: Type.Union([Type.Number(), Type.Null()]),
  size: Type.Number(),
  filledSize: Type.Number(),
  averagePrice: Type.Union([Type.Number(), Type.Null()]),
  leverage: Type.Number(),
  reduceOnly: Type.Boolean(),
  status: literals('open', 'partially_filled', 'filled', 'cancelled', 'rejected'),
  reason: Type.Union([Type.String(), Type.Null()]),
  /** Who placed it: the trader, or the exchange's stop-loss, take-profit or liquidation close. */
  origin: Type.Optional(literals('trader', 'stop-loss', 'take-profit', 'liquidation')),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Order = Static<typeof Order>;

export const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};

/** Filters of the order and fill lists: part of a symbol (any case) and a side. */
export const RowFilters = {
  symbol: Type.Optional(Type.String({ maxLength: 64 })),
  side: Type.Optional(literals('BUY', 'SELL')),
};

export const OrdersQuery = Type.Object({
  userId: UserIdField,
  status: Type.Optional(literals('open', 'history')),
  /** One order status within the list (e.g. only the cancelled ones of the history). */
  orderStatus: Type.Optional(Order.properties.status),
  ...RowFilters,
  ...Paging,
});
export type OrdersQuery = Static<typeof OrdersQuery>;

const PageFields = { page: Type.Integer(), limit: Type.Integer(), total: Type.Integer() };

export const OrdersPage = Type.Object({ orders: Type.Array(Order), ...PageFields });
export type OrdersPage = Static<typeof OrdersPage>;

/** DELETE /orders: the orders it cancelled. */
export const CancelAllResponse = Type.Object({ cancelled: Type.Array(Order) });
export type CancelAllResponse = Static<typeof CancelAllResponse>;

export const OrderIdParams = Type.Object({ orderId: RequestId });
export type OrderIdParams = Static<typeof OrderIdParams>;

export const CancelAllQuery = Type.Object({
  userId: UserIdField,
  symbol: Type.Optional(RequestId),
});
export type CancelAllQuery = Static<typeof CancelAllQuery>;

export const UserQuery = Type.Object({ userId: UserIdField });
export type UserQuery = Static<typeof UserQuery>;

export const FillsQuery = Type.Object({ userId: UserIdField, ...RowFilters, ...Paging });
export type FillsQuery = Static<typeof FillsQuery>;

const Side = literals('BUY', 'SELL');
const NumberOrNull = Type.Union([Type.Number(), Type.Null()]);

export const Fill = Type.Object({
  fillId: Type.String(),
  orderId: Type.String(),
  symbol: Type.String(),
  side: Side,
  price: Type.Number(),
  size: Type.Number(),
  role: literals('taker', 'maker'),
  createdAt: Type.String(),
});
export type Fill = Static<typeof Fill>;

export const FillsPage = Type.Object({ fills: Type.Array(Fill), ...PageFields });
export type FillsPage = Static<typeof FillsPage>;

export const Position = Type.Object({
  symbol: Type.String(),
  side: PositionSide,
  size: Type.Number(),
  entryPrice: Type.Number(),
  markPrice: Type.Number(),
  /** INR rupees. */
  unrealisedPnl: Type.Number(),
  realisedPnl: Type.Number(),
  margin: Type.Number(),
  leverage: Type.Number(),
  /** USD, without the closing fee (docs/trading.md); 0 for an option. */
  liquidationPrice: Type.Number(),
  /** USD trigger prices on the mark; null when not set. */
  stopLoss: NumberOrNull,
  takeProfit: NumberOrNull,
  /** Maintenance margin / (margin + unrealised P&L): alert at 0.8, liquidation at 1. */
  marginRatio: Type.Number(),
  /** When the position opened (from flat, or flipped to this side). */
  openedAt: Type.String(),
  kind: literals('perpetual', 'option'),
  /** ISO time of an option's expiry (08:00 UTC on its date); null for a perpetual. */
  expiry: Type.Union([Type.String(), Type.Null()]),
  /** INR put in: a long option's premium paid, else the margin (the base of P&L %). */
  invested: Type.Optional(Type.Number()),
  /** An option's mark implied volatility, percent. */
  markIv: Type.Optional(Type.Number()),
});
export type Position = Static<typeof Position>;

export const PositionsResponse = Type.Object({
  positions: Type.Array(Position),
  /** Sum of the unrealised P&L, INR. */
  totalPNL: Type.Number(),
  /** Sum of the margin held by the positions, INR. */
  totalInvested: Type.Number(),
});
export type PositionsResponse = Static<typeof PositionsResponse>;

export const ClosePositionBody = Type.Object(
  {
    userId: UserIdField,
    symbol: RequestId,
    size: Type.Optional(Type.Number()),
  },
  { additionalProperties: false },
);
export type ClosePositionBody = Static<typeof ClosePositionBody>;

export const OrderBookQuery = Type.Object({
  symbol: RequestId,
  depth: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type OrderBookQuery = Static<typeof OrderBookQuery>;

const BookLevel = Type.Object({ price: Type.Number(), size: Type.Number() });

export const OrderBookResponse = Type.Object({
  symbol: Type.String(),
  bids: Type.Array(BookLevel),
  asks: Type.Array(BookLevel),
  timestamp: Type.Number(),
});
export type OrderBookResponse = Static<typeof OrderBookResponse>;

/** Why an order is refused, in words (beside those of the engine and the intake). */
export const ORDER_REFUSAL = {
  insufficientMargin: 'Insufficient margin',
  reduceOnlyWouldIncrease: 'Reduce-only order would increase the position',
  /** A resting reduce-only order could open a position once the one it reduces is gone. */
  reduceOnlyMustBeImmediate: 'A reduce-only order must be a market or immediate-or-cancel order',
  noPosition: 'No open position in this instrument',
  /** Without a mark there is no price band to check an order against (price-band.ts). */
  noMarkPrice: 'No mark price for this instrument now, so no price band: try again in a moment',
} as const;
