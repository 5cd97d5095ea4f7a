import { fromPromise } from 'xstate';
import type { OrderBookResponse } from '../../contracts/trading.ts';
import { orderBookSeedMachine } from '../../machines/market/order-book-seed.machine.ts';
import type { HttpClient } from '../http/client.ts';
import type { DepthStore } from './depth-store.ts';

/** GET /orderbook (public), top 20 levels a side like the socket's frames. */
export const ORDER_BOOK_DEPTH = 20;

/** The order book seed with its effects: the public read, and the book into the depth store. */
export const provideOrderBookSeed = (http: HttpClient, store: DepthStore) =>
  orderBookSeedMachine.provide({
    actors: {
      fetchBook: fromPromise(({ input }) =>
        http.request<OrderBookResponse>('/orderbook', {
          query: { symbol: input.symbol, depth: ORDER_BOOK_DEPTH },
          bearer: false,
        }),
      ),
    },
    actions: { storeBook: (_, { book }) => store.setBook(book) },
  });
