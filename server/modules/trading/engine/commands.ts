/**
 * The engine's input. Prices are integer ticks and sizes integer lots of the instrument
 * (src/domain/instruments); the gateway converts and validates the trader's decimals first.
 * Commands are treated as immutable once submitted: the journal keeps the very objects.
 */
export type Side = 'BUY' | 'SELL';
export type OrderType = 'limit' | 'market';
/** Good till cancelled, immediate or cancel, post-only (rests or is rejected, never takes). */
export type TimeInForce = 'GTC' | 'IOC' | 'POST_ONLY';

export interface PlaceCommand {
  type: 'place';
  symbol: string;
  /** Unique per book while the order rests; the gateway assigns it (a database sequence). */
  orderId: number;
  owner: string;
  side: Side;
  orderType: OrderType;
  /** Limit orders only; ignored for market orders. */
  timeInForce: TimeInForce;
  /** Limit price in ticks; 0 for market orders. */
  price: number;
  /** Size in lots. */
  qty: number;
}

export interface CancelCommand {
  type: 'cancel';
  symbol: string;
  orderId: number;
  owner: string;
}

/** Cancels every resting order of `owner`, in one book or (without symbol) in all. */
export interface CancelAllCommand {
  type: 'cancelAll';
  owner: string;
  symbol?: string;
}

/** Opens an empty book for an instrument. */
export interface ListCommand {
  type: 'list';
  symbol: string;
}

/** Cancels every resting order of an instrument (it expired or was withdrawn) and drops its book. */
export interface DelistCommand {
  type: 'delist';
  symbol: string;
}

export type EngineCommand =
  | PlaceCommand
  | CancelCommand
  | CancelAllCommand
  | ListCommand
  | DelistCommand;

/** Why a command was refused, in words a trader can read. Nothing of a refused command is kept. */
export const REJECT = {
  unknownInstrument: 'Unknown or expired instrument',
  alreadyListed: 'Instrument is already listed',
  price: 'Price must be a whole positive number of ticks',
  size: 'Size must be a whole positive number of lots',
  orderId: 'Order id must be a positive whole number',
  duplicateOrderId: 'An open order with this id already exists',
  postOnlyWouldTake: 'Post-only order would take liquidity',
  unknownOrder: 'Order not found',
} as const;
export type RejectReason = (typeof REJECT)[keyof typeof REJECT];

/** Why an order (or what was left of it) left the book without filling. */
export const CANCEL = {
  byTrader: 'Cancelled by the trader',
  selfTrade:
    'Cancelled by self-trade prevention: it would have traded with an order of the same owner',
  immediateOrCancel: 'Immediate or cancel: the unfilled rest is cancelled',
  noLiquidity: 'Market order: no more liquidity on the other side',
  delisted: 'Instrument expired or delisted',
  /** A market order (made an immediate-or-cancel limit at the band's edge) the band stopped. */
  priceBand:
    'Price band: nothing more to trade within the price band around the mark; the unfilled rest is cancelled',
} as const;
export type CancelReason = (typeof CANCEL)[keyof typeof CANCEL];
