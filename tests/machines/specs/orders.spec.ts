import { type OrdersContext, ordersMachine } from '../../../src/machines/trading/orders.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, samples } from './helpers.ts';

const order = {
  orderId: '5',
  clientOrderId: null,
  symbol: 'BTCUSDT-PERP',
  side: 'BUY',
  type: 'limit',
  timeInForce: 'GTC',
  price: 50000,
  size: 0.01,
  filledSize: 0,
  averagePrice: null,
  leverage: 10,
  reduceOnly: false,
  status: 'open',
  reason: null,
  createdAt: 'x',
  updatedAt: 'x',
};

export const ordersSpec: ModelSpec = defineModelSpec({
  name: 'orders',
  machine: ordersMachine,
  input: { userId: 'u-1', pageSize: 1 },
  events: {
    ...samples('orders.tab', { tab: 'history' }, { tab: 'open' }),
    ...samples('orders.page', { page: 2 }, { page: 1 }),
    ...samples('orders.filter', { filter: { symbol: 'BTC', side: 'BUY', status: null } }),
    ...bareEvents('orders.refresh', 'orders.cancelAll', 'orders.confirm', 'orders.dismiss'),
    ...samples('orders.cancel', { orderId: '5' }),
  },
  invokes: {
    fetchPage: {
      done: [
        { orders: [order], fills: [], total: 2 },
        { orders: [], fills: [], total: 0 },
      ],
      error: [new Error('500')],
    },
    cancelOrder: { done: [undefined], error: [{ body: { message: 'Order not found' } }] },
    cancelAll: { done: [undefined], error: [new Error('500')] },
  },
  project: (snapshot) => {
    const context = snapshot.context as OrdersContext;
    return {
      tab: context.tab,
      page: context.page,
      total: context.total,
      rows: context.orders.length,
      cancelling: context.cancelling,
      filtered: context.filter.symbol !== '',
      error: context.error !== null,
    };
  },
  limit: 20_000,
  check: ({ event, snapshot }) => {
    const context = snapshot.context as OrdersContext;
    if (event.type === 'orders.filter') {
      if (context.filter.symbol !== 'BTC') throw new Error('the filter was not kept');
      const busy = ['cancelling', 'cancellingAll', 'confirmingCancelAll'].some((state) =>
        snapshot.matches(state),
      );
      // The server filters: a new filter reads its first page once typing pauses (after a
      // cancel under way), never one read per key.
      if (!busy && !(snapshot.matches('settling') && context.page === 1)) {
        throw new Error('a new filter must wait for a pause before reading its first page');
      }
    }
    if (event.type.startsWith('xstate.after.') && event.type.endsWith('.orders.settling')) {
      if (!(snapshot.matches('loading') && context.page === 1 && context.filter.symbol === 'BTC')) {
        throw new Error('after the pause the filter must read its first page from the server');
      }
    }
    if (snapshot.matches('cancelling') && context.cancelling === null) {
      throw new Error('cancelling without an order');
    }
    if (snapshot.matches('confirmingCancelAll') && context.tab !== 'open') {
      throw new Error('cancel-all outside the open orders');
    }
    if (snapshot.matches('failed') && context.error === null) throw new Error('failed silently');
    if (context.page > 2) throw new Error('past the last page');
  },
});
