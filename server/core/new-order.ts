import type { CoreContext } from './core-context.ts';
import type { CoreOrder } from './core-events.ts';

/** What an order's caller decides; the rest starts the same for every order. */
export type OrderTerms = Pick<
  CoreOrder,
  | 'userId'
  | 'symbol'
  | 'side'
  | 'orderType'
  | 'timeInForce'
  | 'price'
  | 'qty'
  | 'leverage'
  | 'origin'
> &
  Partial<
    Pick<
      CoreOrder,
      | 'id'
      | 'reduceOnly'
      | 'clientOrderId'
      | 'feePaid'
      | 'stopLoss'
      | 'takeProfit'
      | 'requestedSize'
    >
  >;

/**
 * A new open order, unfilled, holding nothing, stamped now: the next order id unless the caller
 * brings one (the market maker numbers its quotes itself).
 */
export function newOrder(context: CoreContext, terms: OrderTerms): CoreOrder {
  return {
    id: terms.id ?? context.nextOrderId++,
    reduceOnly: false,
    clientOrderId: null,
    feePaid: false,
    stopLoss: null,
    takeProfit: null,
    ...terms,
    filled: 0,
    filledValue: 0,
    status: 'open',
    reason: null,
    createdAt: context.at,
    updatedAt: context.at,
    holdPaise: 0,
  };
}
