import type { Order } from '../../../src/contracts/trading.ts';
import type { OrderNoticeKind } from '../../../src/contracts/trading-streams.ts';
import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';
import { priceText } from './notice-text.ts';

/**
 * What a committed command did to one trader's order: the order stream's raw material (spec §3's
 * order notification is made from it). `fill`: one fill of `size` at `price`; `cancel`: the open
 * rest of `size` was cancelled; `reject`: the order was refused with `message`. Triggers,
 * liquidations, margin alerts and option settlements at expiry (`orderId` empty) add their own
 * kinds.
 */
export type DeskNoticeKind = OrderNoticeKind;

export interface DeskNotice {
  kind: DeskNoticeKind;
  userId: string;
  orderId: string;
  symbol: string;
  side: 'BUY' | 'SELL';
  /** USD; 0 when there is none (a market order refused before it traded). */
  price: number;
  /** Coins. */
  size: number;
  /** Words for a person: what happened and why. */
  message: string;
  at: Date;
  /** A stop-loss's or take-profit's USD trigger price. */
  trigger?: number | null;
  /** Paise, signed: a risk close's realised P&L or a liquidation's loss. */
  pnlPaise?: number | null;
}

const verb = (side: 'BUY' | 'SELL') => (side === 'BUY' ? 'Bought' : 'Sold');

/** A fill, cancel or rejection of one order; a fill's price is written to its `units`' tick, grouped. */
export function noticeOf(
  kind: 'fill' | 'cancel' | 'reject',
  userId: string,
  order: Order,
  size: number,
  price: number,
  at: Date,
  units?: Pick<InstrumentUnits, 'tickSize'>,
): DeskNotice {
  const message =
    kind === 'fill'
      ? `${verb(order.side)} ${size} ${order.symbol} at ${units === undefined ? price : priceText(price, units)}`
      : kind === 'cancel'
        ? `Order ${order.orderId} cancelled${order.reason ? `: ${order.reason}` : ''}`
        : `Order rejected: ${order.reason ?? 'refused'}`;
  return {
    kind,
    userId,
    orderId: order.orderId,
    symbol: order.symbol,
    side: order.side,
    price,
    size,
    message,
    at,
  };
}
