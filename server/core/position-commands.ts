import { bandPriceText } from '../../src/domain/trading/price-band.ts';
import { positionTriggerRefusal } from '../modules/trading/risk/trigger-rules.ts';
import type {
  CancelAllCommand,
  CancelCommand,
  ClosePositionCommand,
  SetTriggersCommand,
} from './core-commands.ts';
import type { CoreContext } from './core-context.ts';
import type { CoreAnswer, CoreOrder } from './core-events.ts';
import { cancelResting } from './order-flow.ts';
import { place } from './placement.ts';

const CANCELLED = 'Cancelled by the trader';

export function cancel(context: CoreContext, command: CancelCommand): CoreAnswer {
  const order = context.orders.get(command.orderId);
  if (order === undefined || order.userId !== command.userId) {
    return { kind: 'refused', status: 404, reason: 'Order not found or no longer open' };
  }
  cancelResting(context, order, CANCELLED);
  return { kind: 'order', order: { ...order } };
}

export function cancelAll(context: CoreContext, command: CancelAllCommand): CoreAnswer {
  const cancelled: CoreOrder[] = [];
  for (const order of [...context.ordersOf(command.userId)]) {
    if (command.symbol !== undefined && order.symbol !== command.symbol) continue;
    cancelResting(context, order, CANCELLED);
    cancelled.push({ ...order });
  }
  return { kind: 'orders', orders: cancelled };
}

export function closePosition(context: CoreContext, command: ClosePositionCommand): CoreAnswer {
  const position = context.position(command.userId, command.symbol);
  if (position === undefined || position.lots === 0) {
    return { kind: 'refused', status: 404, reason: `You hold no ${command.symbol} position` };
  }
  return place(
    context,
    {
      type: 'place',
      userId: command.userId,
      symbol: command.symbol,
      side: position.lots > 0 ? 'SELL' : 'BUY',
      orderType: 'market',
      timeInForce: 'IOC',
      qty: command.qty ?? Math.abs(position.lots),
      leverage: position.leverage,
      reduceOnly: true,
    },
    'close',
  );
}

/**
 * Sets or removes a position's stop-loss and take-profit, USD prices on the mark (not on the tick
 * grid). The desk's rules and words: each a positive number on the right side of the mark; and
 * the core's own: a stop-loss must come before the liquidation price, or it would never act.
 * Every refusal in words, and nothing changes.
 */
export function setTriggers(context: CoreContext, command: SetTriggersCommand): CoreAnswer {
  const position = context.position(command.userId, command.symbol);
  const market = context.market(command.symbol);
  if (position === undefined || position.lots === 0 || market === undefined) {
    return { kind: 'refused', status: 404, reason: `You hold no ${command.symbol} position` };
  }
  const tick = context.contract(command.symbol)?.units.tickSize ?? 0.01;
  const long = position.lots > 0;
  const { stopLoss, takeProfit } = command;
  const refuse = (reason: string): CoreAnswer => ({ kind: 'refused', status: 400, reason });
  const refusal = positionTriggerRefusal(
    long ? 'long' : 'short',
    context.markUsd(command.symbol),
    stopLoss,
    takeProfit,
  );
  if (refusal !== undefined) return refuse(refusal);
  const liquidation = context.view(position).liquidationPrice;
  if (typeof stopLoss === 'number' && (long ? stopLoss <= liquidation : stopLoss >= liquidation)) {
    return refuse(
      `Stop-loss must be ${long ? 'above' : 'below'} the liquidation price (${bandPriceText(liquidation, tick)}), or the liquidation comes first`,
    );
  }
  if (stopLoss !== undefined) position.stopLoss = stopLoss;
  if (takeProfit !== undefined) position.takeProfit = takeProfit;
  position.updatedAt = context.at;
  context.emitPosition(position);
  return { kind: 'position', position: context.view(position) };
}
