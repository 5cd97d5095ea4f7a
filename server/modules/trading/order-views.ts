import type { Fill, Order, Position } from '../../../src/contracts/trading.ts';
import { orderOriginOf } from '../../../src/contracts/trading-risk.ts';
import { paiseToRupees } from '../../../src/domain/money/paise.ts';
import { liquidationPriceUsd } from '../../../src/domain/trading/perp-margin.ts';
import type { OrderRow } from './order-row.ts';

const iso = (value: Date | string): string => new Date(value).toISOString();

/** Rounds a USD figure to 8 decimals, so binary noise of an average does not show. */
const usd = (value: number): number => Number(value.toFixed(8));

export const orderOf = (row: OrderRow): Order => ({
  orderId: String(row.id),
  clientOrderId: row.client_order_id,
  symbol: row.symbol,
  side: row.side,
  type: row.type,
  timeInForce: row.time_in_force,
  price: row.price === null ? null : Number(row.price),
  size: Number(row.size),
  filledSize: Number(row.filled),
  averagePrice:
    Number(row.filled) > 0 ? usd(Number(row.filled_notional) / Number(row.filled)) : null,
  leverage: row.leverage,
  reduceOnly: row.reduce_only,
  status: row.status,
  reason: row.reason,
  origin: orderOriginOf(row.origin),
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

export interface FillRow {
  id: string | number;
  order_id: string | number;
  symbol: string;
  side: 'BUY' | 'SELL';
  price: number;
  size: number;
  role: 'taker' | 'maker';
  created_at: Date | string;
}

export const fillOf = (row: FillRow): Fill => ({
  fillId: String(row.id),
  orderId: String(row.order_id),
  symbol: row.symbol,
  side: row.side,
  price: Number(row.price),
  size: Number(row.size),
  role: row.role,
  createdAt: iso(row.created_at),
});

export interface PositionFigures {
  symbol: string;
  sizeCoins: number;
  entryPrice: number;
  markPrice: number;
  leverage: number;
  marginPaise: bigint;
  realisedPaise: bigint;
  unrealisedPaise: bigint;
  stopLoss: number | null;
  takeProfit: number | null;
  /** Already as shown (the core's risk.ts). */
  marginRatio: number;
  openedAt: string;
  /** Options: the ISO time of expiry (08:00 UTC); absent for a perpetual. */
  optionExpiry?: string;
}

export const positionOf = (p: PositionFigures): Position => {
  const side = p.sizeCoins > 0 ? 'long' : 'short';
  const size = Math.abs(p.sizeCoins);
  const option = p.optionExpiry !== undefined;
  return {
    symbol: p.symbol,
    side,
    size,
    entryPrice: usd(p.entryPrice),
    markPrice: p.markPrice,
    unrealisedPnl: paiseToRupees(p.unrealisedPaise),
    realisedPnl: paiseToRupees(p.realisedPaise),
    margin: paiseToRupees(p.marginPaise),
    leverage: p.leverage,
    stopLoss: p.stopLoss,
    takeProfit: p.takeProfit,
    // A long option's is 0; a short's is re-marked from its chain (docs/trading.md).
    marginRatio: p.marginRatio,
    openedAt: p.openedAt,
    // An option has none: a long risks its premium only; a short is watched on its margin ratio
    // (its maintenance moves with the spot and the mark, so no single price says when).
    liquidationPrice: option ? 0 : usd(liquidationPriceUsd(side, p.entryPrice, p.leverage, size)),
    kind: option ? 'option' : 'perpetual',
    expiry: p.optionExpiry ?? null,
  };
};
