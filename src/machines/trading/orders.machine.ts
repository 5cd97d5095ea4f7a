import { assign, type EventObject, fromCallback, setup } from 'xstate';
import type { Fill, Order } from '../../contracts/trading.ts';
import { apiErrorMessage } from '../../domain/errors/api-error-message.ts';
import { failTo } from '../invoke-outcomes.ts';
import type { MachineTypes } from '../machine-types.ts';
import { notProvided, providedRequest } from '../not-provided.ts';

export type OrdersTab = 'open' | 'history' | 'fills';

export interface OrdersFilter {
  readonly symbol: string;
  readonly side: 'BUY' | 'SELL' | null;
  readonly status: Order['status'] | null;
}

export interface OrdersPageData {
  readonly orders: readonly Order[];
  readonly fills: readonly Fill[];
  readonly total: number;
}

export interface OrdersQueryInput {
  readonly userId: string;
  readonly tab: OrdersTab;
  readonly page: number;
  readonly pageSize: number;
  /** Applied by the server, so every page is of matching rows. */
  readonly filter: OrdersFilter;
}

export interface OrdersContext extends OrdersPageData {
  readonly userId: string;
  readonly tab: OrdersTab;
  readonly page: number;
  readonly pageSize: number;
  readonly filter: OrdersFilter;
  /** The order being cancelled (one at a time). */
  readonly cancelling: string | null;
  readonly notice: string | null;
  readonly error: string | null;
}

export type OrdersEvent =
  | { type: 'orders.tab'; tab: OrdersTab }
  | { type: 'orders.page'; page: number }
  | { type: 'orders.filter'; filter: OrdersFilter }
  /** An order notice came in (or the trader asked): read the shown page again. */
  | { type: 'orders.refresh' }
  | { type: 'orders.cancel'; orderId: string }
  | { type: 'orders.cancelAll' }
  | { type: 'orders.confirm' }
  | { type: 'orders.dismiss' };

export const noFilter: OrdersFilter = { symbol: '', side: null, status: null };

const load = { target: '#orders.loading', reenter: true } as const;
/** A filter change waits for the trader to pause typing, then reads its first page. */
const settle = { target: '#orders.settling', reenter: true, actions: 'takeFilter' } as const;

/**
 * The /orders page: open orders, order history and fills, one page at a time. Open orders can be
 * cancelled one by one or all at once behind a confirmation; the page is read again after a cancel
 * and whenever an order notice comes in (the machine listens for them itself). Symbol, side and
 * status filter the list at the server: a new filter reads its first page once the trader has
 * paused for FILTER_PAUSE, so typing a symbol makes one read, not one per key.
 */
/** The first page of open orders, nothing read yet: the machine's start, and the view's stand-in. */
export const initialOrdersContext = (userId: string, pageSize: number): OrdersContext => ({
  userId,
  tab: 'open',
  page: 1,
  pageSize,
  filter: noFilter,
  orders: [],
  fills: [],
  total: 0,
  cancelling: null,
  notice: null,
  error: null,
});

export const ordersMachine = setup({
  types: {} as MachineTypes<OrdersContext, OrdersEvent, { userId: string; pageSize: number }>,
  actors: {
    fetchPage: providedRequest<OrdersPageData, OrdersQueryInput>('orders.fetchPage'),
    cancelOrder: providedRequest<void, { userId: string; orderId: string }>('orders.cancelOrder'),
    cancelAll: providedRequest<void, { userId: string }>('orders.cancelAll'),
    /** Sends `orders.refresh` whenever an order notice arrives (the order stream). */
    orderNotices: fromCallback<EventObject, void, OrdersEvent>(() =>
      notProvided('orders.orderNotices'),
    ),
  },
  guards: {
    isOtherTab: ({ context, event }) => event.type === 'orders.tab' && event.tab !== context.tab,
    isOtherPage: ({ context, event }) =>
      event.type === 'orders.page' &&
      event.page >= 1 &&
      event.page !== context.page &&
      (event.page - 1) * context.pageSize < Math.max(context.total, 1),
    hasOpenOrders: ({ context }) => context.tab === 'open' && context.orders.length > 0,
  },
  delays: { FILTER_PAUSE: 300 },
  actions: {
    takeTab: assign(({ event }) =>
      event.type === 'orders.tab'
        ? { tab: event.tab, page: 1, orders: [], fills: [], total: 0, filter: noFilter }
        : {},
    ),
    takePage: assign(({ event }) => (event.type === 'orders.page' ? { page: event.page } : {})),
    takeFilter: assign(({ event }) =>
      event.type === 'orders.filter' ? { filter: event.filter, page: 1 } : {},
    ),
    takeRows: assign((_, params: { data: OrdersPageData }) => ({ ...params.data, error: null })),
    takeCancel: assign(({ event }) =>
      event.type === 'orders.cancel'
        ? { cancelling: event.orderId, notice: null, error: null }
        : {},
    ),
    cancelled: assign({ cancelling: null, notice: 'Order cancelled.' }),
    allCancelled: assign({ notice: 'Every open order was cancelled.' }),
    showError: assign((_, params: { error: unknown }) => ({
      error: apiErrorMessage(params.error),
      cancelling: null,
    })),
  },
}).createMachine({
  id: 'orders',
  description:
    'The /orders page: open orders (cancel, cancel-all behind a confirmation), history and fills, paged and filtered; read again after a cancel or an order notice.',
  context: ({ input }) => initialOrdersContext(input.userId, input.pageSize),
  initial: 'loading',
  invoke: { id: 'orderNotices', src: 'orderNotices' },
  on: {
    // While a cancel is under way the filter is kept for the read that follows it.
    'orders.filter': { actions: 'takeFilter' },
  },
  states: {
    loading: {
      description: 'The page is being read; the last rows stay meanwhile (a skeleton at first).',
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({
          userId: context.userId,
          tab: context.tab,
          page: context.page,
          pageSize: context.pageSize,
          filter: context.filter,
        }),
        onDone: {
          target: 'ready',
          actions: { type: 'takeRows', params: ({ event }) => ({ data: event.output }) },
        },
        onError: failTo('failed'),
      },
      on: {
        'orders.tab': { guard: 'isOtherTab', ...load, actions: 'takeTab' },
        'orders.filter': settle,
      },
    },
    settling: {
      description:
        'A filter changed: the shown rows stay; its first page is read once no change came for 300 ms.',
      after: { FILTER_PAUSE: load },
      on: {
        'orders.filter': settle,
        'orders.tab': { guard: 'isOtherTab', ...load, actions: 'takeTab' },
        'orders.refresh': load,
        'orders.cancel': { target: 'cancelling', actions: 'takeCancel' },
      },
    },
    ready: {
      description: 'The page shows.',
      on: {
        'orders.tab': { guard: 'isOtherTab', ...load, actions: 'takeTab' },
        'orders.page': { guard: 'isOtherPage', ...load, actions: 'takePage' },
        'orders.refresh': load,
        'orders.filter': settle,
        'orders.cancel': { target: 'cancelling', actions: 'takeCancel' },
        'orders.cancelAll': { guard: 'hasOpenOrders', target: 'confirmingCancelAll' },
      },
    },
    failed: {
      description: 'The page could not be read; the words show; a refresh or another tab retries.',
      on: {
        'orders.tab': { guard: 'isOtherTab', ...load, actions: 'takeTab' },
        'orders.refresh': load,
        'orders.filter': settle,
      },
    },
    cancelling: {
      description: 'One order is being cancelled.',
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => ({ userId: context.userId, orderId: context.cancelling ?? '' }),
        onDone: { ...load, actions: 'cancelled' },
        onError: failTo('ready'),
      },
    },
    confirmingCancelAll: {
      description: 'Cancel every open order? The trader confirms once or dismisses.',
      on: {
        'orders.confirm': { target: 'cancellingAll' },
        'orders.dismiss': { target: 'ready' },
      },
    },
    cancellingAll: {
      description: 'Every open order is being cancelled.',
      invoke: {
        id: 'cancelAll',
        src: 'cancelAll',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { ...load, actions: 'allCancelled' },
        onError: failTo('ready'),
      },
    },
  },
});
