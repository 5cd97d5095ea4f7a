import type { Order, Position, PositionsResponse } from '../../../src/contracts/trading.ts';
import { orderOriginOf } from '../../../src/contracts/trading-risk.ts';
import { fromUnits } from '../../../src/domain/instruments/order-units.ts';
import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';
import { usdToInrPaise } from '../../../src/domain/money/conversion.ts';
import { paiseToRupees } from '../../../src/domain/money/paise.ts';
import type { CoreOrder, CorePositionView } from '../../core/core-events.ts';

/** Rounds a USD figure to 8 decimals, so binary noise of an average does not show. */
const usd = (value: number): number => Number(value.toFixed(8));
const iso = (ms: number): string => new Date(ms).toISOString();

/** A core order as the API answers it: prices in USD, sizes in coins (src/contracts/trading.ts). */
export function orderView(order: Readonly<CoreOrder>, units: InstrumentUnits): Order {
  const filled = fromUnits(order.filled, units.lotSize);
  return {
    orderId: String(order.id),
    clientOrderId: order.clientOrderId,
    symbol: order.symbol,
    side: order.side,
    type: order.orderType,
    timeInForce: order.timeInForce,
    price: order.orderType === 'market' ? null : fromUnits(order.price, units.tickSize),
    size: fromUnits(order.qty, units.lotSize),
    filledSize: filled,
    averagePrice: order.filled > 0 ? usd(order.filledValue / order.filled) : null,
    leverage: order.leverage,
    reduceOnly: order.reduceOnly,
    status: order.status,
    reason: order.reason,
    origin: orderOriginOf(order.origin),
    createdAt: iso(order.createdAt),
    updatedAt: iso(order.updatedAt),
  };
}

/** A core position as the API answers it: the core's own liquidation price and margin ratio. */
export function positionView(
  position: CorePositionView,
  units: InstrumentUnits,
  markUsd: number,
  markIv?: number,
): Position {
  const option = units.option !== undefined;
  const size = fromUnits(Math.abs(position.lots), units.lotSize);
  const margin = paiseToRupees(BigInt(position.marginPaise));
  // A long option's money in it is the premium it paid; anything else's, its margin.
  const premium = paiseToRupees(BigInt(usdToInrPaise(size * position.entryPrice)));
  return {
    symbol: position.symbol,
    side: position.lots > 0 ? 'long' : 'short',
    size: fromUnits(Math.abs(position.lots), units.lotSize),
    entryPrice: usd(position.entryPrice),
    markPrice: markUsd,
    unrealisedPnl: paiseToRupees(BigInt(position.unrealisedPaise)),
    realisedPnl: paiseToRupees(BigInt(position.realisedPaise)),
    margin: paiseToRupees(BigInt(position.marginPaise)),
    leverage: position.leverage,
    liquidationPrice: option ? 0 : usd(position.liquidationPrice),
    // USD on the mark, as the trader gave them (not on the tick grid).
    stopLoss: position.stopLoss,
    takeProfit: position.takeProfit,
    marginRatio: Number(position.marginRatio.toFixed(4)),
    openedAt: iso(position.openedAt),
    kind: option ? 'option' : 'perpetual',
    expiry: option ? iso((units.option as { expiryMs: number }).expiryMs) : null,
    invested: option && position.lots > 0 ? premium : margin,
    ...(option && markIv !== undefined ? { markIv } : {}),
  };
}

export function positionsView(positions: readonly Position[]): PositionsResponse {
  let pnl = 0;
  let invested = 0;
  for (const p of positions) {
    pnl += p.unrealisedPnl;
    invested += p.invested ?? p.margin;
  }
  return {
    positions: [...positions],
    totalPNL: Number(pnl.toFixed(2)),
    totalInvested: Number(invested.toFixed(2)),
  };
}
