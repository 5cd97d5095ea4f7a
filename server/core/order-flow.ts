import { fromUnits } from '../../src/domain/instruments/order-units.ts';
import type { PlaceCommand as EnginePlace } from '../modules/trading/engine/commands.ts';
import { availableAccount, holdAccount, MARKET_MAKER } from './accounts.ts';
import type { CoreContext } from './core-context.ts';
import type { CoreOrder, OrderStatus } from './core-events.ts';
import { bookFill, RISK_CLOSES } from './fills.ts';

/** The reason the market maker's own cancels give: its ladder moved, nothing else touched it. */
export const REQUOTED = 'Requoted';

/**
 * Ends an order (filled, cancelled or rejected): what its hold keeps goes back to available, it
 * leaves the open orders, and the trader is told.
 */
export function endOrder(
  context: CoreContext,
  order: CoreOrder,
  status: OrderStatus,
  reason: string | null,
): void {
  // A hold is only ever posted when an order is placed, which sets holdPaise; fills only draw it
  // down. So an order whose holdPaise is 0 (the market maker's quotes, most cancels) has none, and
  // the lookup by a new account name is skipped: it ran for each of the thousands of quotes a tick.
  const hold = order.holdPaise > 0 ? holdAccount(order.userId, order.id) : '';
  const left = order.holdPaise > 0 ? context.ledger.balance(hold) : 0;
  if (left > 0) {
    context.post({
      kind: 'hold',
      userId: order.userId,
      memo: `Order ${order.id} ended: its hold returned`,
      entries: [
        { account: hold, amount: -left },
        { account: availableAccount(order.userId), amount: left },
      ],
      orderId: order.id,
      symbol: order.symbol,
    });
  }
  if (order.userId === MARKET_MAKER && reason !== REQUOTED) context.quoted.delete(order.symbol);
  order.holdPaise = 0;
  order.status = status;
  order.reason = reason;
  order.updatedAt = context.at;
  context.close(order);
  if (order.clientOrderId !== null) {
    context.clientOrders.set(`${order.userId}|${order.clientOrderId}`, order);
  }
  context.emitOrder(order);
  // A risk close's unfilled rest is told by its own notice (risk.ts), not as a cancel.
  if (status === 'cancelled' && !RISK_CLOSES.has(order.origin)) {
    const rest = context.coins(order.symbol, order.qty - order.filled);
    context.notice(
      order.userId,
      'cancel',
      order.symbol,
      `Order ${order.id} cancelled${reason ? `: ${reason}` : ''}`,
      { orderId: order.id, side: order.side, size: rest },
    );
  } else if (status === 'rejected') {
    // The size and price it asked for, as the desk told them (a gateway refusal has no lots).
    // An instrument nobody lists (or one delisted) has no units: nothing of it is converted.
    const listed = context.contract(order.symbol) !== undefined;
    const size =
      listed && order.qty > 0 ? context.coins(order.symbol, order.qty) : (order.requestedSize ?? 0);
    const price = listed && order.price > 0 ? context.usd(order.symbol, order.price) : 0;
    context.notice(order.userId, 'reject', order.symbol, `Order rejected: ${reason ?? 'refused'}`, {
      orderId: order.id,
      side: order.side,
      size,
      price,
    });
  }
}

/** Refuses an order that never reached its book: a rejected order, told like any other. */
export function rejectOrder(context: CoreContext, order: CoreOrder, reason: string): CoreOrder {
  context.open(order);
  endOrder(context, order, 'rejected', reason);
  return order;
}

/**
 * Sends a checked order to its book and books what happened: each fill for its maker and its
 * taker, each cancel (the taker's unfilled rest, a self-trade, the band), the book's levels and
 * the public trades. Orders still resting are told with their fills; ended ones are ended.
 * `cancelReason` words the rest of an immediate order that the band or the book stopped.
 */
export function execute(context: CoreContext, order: CoreOrder, cancelReason?: string): void {
  context.open(order);
  const command: EnginePlace = {
    type: 'place',
    symbol: order.symbol,
    orderId: order.id,
    owner: order.userId,
    side: order.side,
    orderType: 'limit',
    timeInForce: order.orderType === 'market' ? 'IOC' : order.timeInForce,
    price: order.price,
    qty: order.qty,
  };
  const tape = context.tape;
  tape.reset();
  if (!context.engine.execute(command)) {
    throw new Error(
      `order ${order.id} was refused by its book after the core's checks: ${tape.refusal}`,
    );
  }
  const { fills, cancels, levels } = tape;
  tape.reset();
  const units = context.contract(order.symbol)?.units;
  const touched = new Set<CoreOrder>();
  for (const fill of fills) {
    const maker = context.orders.get(fill.makerOrderId) as CoreOrder;
    const price = fromUnits(fill.price, units?.tickSize ?? 1);
    bookFill(context, maker, fill.qty, price, 'maker');
    bookFill(context, order, fill.qty, price, 'taker');
    touched.add(maker);
    context.emit({
      type: 'trade',
      symbol: order.symbol,
      price,
      qty: fill.qty,
      takerSide: order.side,
      at: context.at,
    });
    if (maker.filled === maker.qty) endOrder(context, maker, 'filled', null);
  }
  for (const cancel of cancels) {
    const cancelled = context.orders.get(cancel.orderId);
    if (cancelled === undefined) continue;
    const reason = cancelled === order && cancelReason !== undefined ? cancelReason : cancel.reason;
    endOrder(context, cancelled, 'cancelled', reason);
  }
  for (const level of levels) context.emit({ type: 'level', ...level });
  if (context.orders.has(order.id)) {
    if (order.filled === order.qty) endOrder(context, order, 'filled', null);
    else {
      order.status = order.filled > 0 ? 'partially_filled' : 'open';
      context.emitOrder(order);
    }
  }
  for (const maker of touched) {
    if (context.orders.has(maker.id)) {
      maker.status = 'partially_filled';
      context.emitOrder(maker);
    }
  }
  if (order.holdPaise > 0) {
    order.holdPaise = context.ledger.balance(holdAccount(order.userId, order.id));
  }
}

/** Cancels a resting order in its book (the trader's cancel, a risk close's sweep). */
export function cancelResting(context: CoreContext, order: CoreOrder, reason: string): void {
  const tape = context.tape;
  tape.reset();
  context.engine.execute({
    type: 'cancel',
    symbol: order.symbol,
    orderId: order.id,
    owner: order.userId,
  });
  const levels = tape.levels;
  tape.reset();
  endOrder(context, order, 'cancelled', reason);
  for (const level of levels) context.emit({ type: 'level', ...level });
}

/**
 * After the mark moved: resting orders whose price the band now excludes are cancelled, so that no
 * later order (a trader's, the market maker's requote, a liquidation) can fill them outside the
 * band. Only a bid above the band or an ask below it could ever fill; the book's best prices tell
 * at once whether there is any.
 */
export function cancelOutsideBand(
  context: CoreContext,
  symbol: string,
  band: { low: number; high: number },
  reason: string,
): void {
  const book = context.engine.book(symbol);
  if (book === undefined) return;
  const bid = book.bestBid();
  const ask = book.bestAsk();
  if ((bid === undefined || bid <= band.high) && (ask === undefined || ask >= band.low)) return;
  for (const order of [...context.orders.values()]) {
    if (order.symbol !== symbol) continue;
    if (order.side === 'BUY' ? order.price > band.high : order.price < band.low) {
      cancelResting(context, order, reason);
    }
  }
}
