import { type EventObject, fromCallback, setup } from 'xstate';
import type { OrderBookResponse } from '../../contracts/trading.ts';
import type { MachineTypes } from '../machine-types.ts';
import { notProvided, providedRequest } from '../not-provided.ts';

export interface OrderBookSeedInput {
  readonly symbol: string;
  /** The widget's watch of the socket's `orderbook` topic (a market-topic actor). */
  readonly topic: unknown;
}

export type OrderBookSeedEvent =
  /** The live `orderbook` topic is subscribed: the socket keeps the book, no more reads. */
  | { type: 'depth.live' }
  /** The live topic failed or ended: read the book over REST again. */
  | { type: 'depth.offline' };

/** What the invoked topic watch tells the machine. */
export type TopicStatusEvent = OrderBookSeedEvent;

/**
 * The order book widget's REST side: GET /orderbook seeds the ladder at once; while the socket's
 * `orderbook` topic is not live (a server without it, a refused subscription), the book is read
 * again every 3 s, and after a failed read every 10 s, so the ladder never freezes unnoticed.
 */
export const orderBookSeedMachine = setup({
  types: {} as MachineTypes<OrderBookSeedInput, OrderBookSeedEvent, OrderBookSeedInput>,
  actors: {
    /** Follows the widget's `orderbook` topic: `depth.live` once subscribed, else `depth.offline`. */
    watchTopic: fromCallback<EventObject, { topic: unknown }, TopicStatusEvent>(() =>
      notProvided('orderBookSeed.watchTopic'),
    ),
    fetchBook: providedRequest<OrderBookResponse, { symbol: string }>('orderBookSeed.fetchBook'),
  },
  actions: {
    storeBook: (_, _params: { book: OrderBookResponse }) => notProvided('orderBookSeed.storeBook'),
  },
  delays: { REFRESH: 3_000, RETRY: 10_000 },
}).createMachine({
  id: 'orderBookSeed',
  description:
    'The order book’s REST seed: read at once, then every 3 s (10 s after a failure) until the socket’s orderbook topic is live; it follows that topic’s watch itself.',
  context: ({ input }) => ({ symbol: input.symbol, topic: input.topic }),
  invoke: {
    id: 'watchTopic',
    src: 'watchTopic',
    input: ({ context }) => ({ topic: context.topic }),
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET /orderbook is out.',
      invoke: {
        id: 'fetchBook',
        src: 'fetchBook',
        input: ({ context }) => ({ symbol: context.symbol }),
        onDone: {
          target: 'polling',
          actions: { type: 'storeBook', params: ({ event }) => ({ book: event.output }) },
        },
        onError: { target: 'failed' },
      },
      on: { 'depth.live': { target: 'live' } },
    },
    polling: {
      description: 'The book is shown; it is read again after 3 s while the socket is not live.',
      after: { REFRESH: { target: 'loading' } },
      on: { 'depth.live': { target: 'live' } },
    },
    failed: {
      description:
        'The read failed: the last book stays, marked as not live; another read in 10 s.',
      after: { RETRY: { target: 'loading' } },
      on: { 'depth.live': { target: 'live' } },
    },
    live: {
      description: 'The socket’s orderbook topic keeps the book; nothing is read over REST.',
      on: { 'depth.offline': { target: 'loading' } },
    },
  },
});

export type OrderBookSeedMachine = typeof orderBookSeedMachine;
