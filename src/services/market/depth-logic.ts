import { type AnyActorRef, type EventObject, fromCallback, fromPromise } from 'xstate';
import type { OrderBookResponse } from '../../contracts/trading.ts';
import {
  orderBookSeedMachine,
  type TopicStatusEvent,
} from '../../machines/market/order-book-seed.machine.ts';
import type { HttpClient } from '../http/client.ts';
import { DepthStore } from './depth-store.ts';
import type { MarketStore } from './market-store.ts';

/**
 * The depth store joins the market store's message flow when the first depth widget loads: the
 * `orderbook` and `trades` messages go to it from then on (none come before, nothing subscribed).
 */
export function attachDepthStore(
  store: MarketStore,
  scheduleFrame: (callback: () => void) => void,
): DepthStore {
  const depth = new DepthStore(scheduleFrame);
  store.route('orderbook', (message) => depth.apply(message));
  store.route('trades', (message) => depth.apply(message));
  return depth;
}

/** GET /orderbook (public), top 20 levels a side like the socket's frames. */
export const ORDER_BOOK_DEPTH = 20;

/** The order book seed with its effects: the public read, and the book into the depth store. */
export const provideOrderBookSeed = (http: HttpClient, store: DepthStore) =>
  orderBookSeedMachine.provide({
    actors: {
      watchTopic: fromCallback<EventObject, { topic: unknown }, TopicStatusEvent>(
        ({ input, sendBack, system }) => {
          // The book's topic watch itself, or the systemId a market page registered it under.
          const topic = (typeof input.topic === 'string' ? system.get(input.topic) : input.topic) as
            | AnyActorRef
            | undefined;
          if (!topic) return;
          let live: boolean | undefined;
          const follow = (snapshot: { matches: (state: unknown) => boolean }) => {
            const now = snapshot.matches({ watching: 'subscribed' });
            if (now === live) return;
            live = now;
            sendBack({ type: now ? 'depth.live' : 'depth.offline' });
          };
          follow(topic.getSnapshot());
          const subscription = topic.subscribe(follow);
          return () => subscription.unsubscribe();
        },
      ),
      fetchBook: fromPromise(({ input }) =>
        http.request<OrderBookResponse>('/orderbook', {
          query: { symbol: input.symbol, depth: ORDER_BOOK_DEPTH },
          bearer: false,
        }),
      ),
    },
    actions: { storeBook: (_, { book }) => store.setBook(book) },
  });
