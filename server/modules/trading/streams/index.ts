import type { FastifyInstance } from 'fastify';
import { every } from '../../../jobs/every.ts';
import type { MarketService } from '../../market/service.ts';
import { BookFeed, type BookSource } from './book-feed.ts';
import { OrderNotices, type ToldNotice } from './order-notices.ts';
import { orderStreamCategory } from './order-stream.ts';
import { POSITION_REFRESH_MS, PositionFeed, type PositionSource } from './position-stream.ts';
import { externalSubscribeRoutes } from './routes.ts';

/** What the streams read: positions and books, from the exchange core. */
export type StreamSource = PositionSource &
  BookSource & {
    /** Resolves once a trader's notices are written (the replay waits). */
    caughtUp: (userId: string) => Promise<void>;
  };

export interface TradingStreams {
  /** A durable batch's notices, to the traders' order streams. */
  notify(told: readonly ToldNotice[]): void;
  /** A durable batch's changed books and public trades. */
  bookChanges: BookFeed['changed'];
  /** A durable batch changed these traders' money or positions. */
  changed(userIds: ReadonlySet<string>): void;
  /** Starts serving once the core has recovered. */
  attach(source: StreamSource): void;
}

/**
 * The trading streams (docs/trading.md, "Streams"): the `order` and `position` categories
 * of /stream/user, POST /backend/external-subscribe and -unsubscribe, and the market socket's
 * `orderbook` and `trades` categories.
 */
export function tradingStreams(app: FastifyInstance, market: MarketService): TradingStreams {
  let source: StreamSource | undefined;
  const notices = new OrderNotices(
    app.db,
    app.clock,
    (symbol) => source?.units(symbol)?.lotSize ?? 0,
  );
  const positions = new PositionFeed();
  const books = new BookFeed(market, app.config.market.conflateMs);
  app.userStreams.register('order', orderStreamCategory(notices));
  app.userStreams.register('position', positions.category());
  externalSubscribeRoutes(app, positions);
  every(app, 'position refresh', POSITION_REFRESH_MS / 4, async () => positions.refresh());
  every(app, 'order book depth', app.config.market.tickMs, () => books.publishWatched());
  app.addHook('onClose', async () => books.stop());
  return {
    notify: (told) => notices.publish(told),
    bookChanges: (changed, trades) => books.changed(changed, trades),
    changed: (userIds) => positions.changed(userIds),
    attach: (started) => {
      source = started;
      notices.caughtUp = started.caughtUp;
      positions.attach(started);
      books.attach(started);
    },
  };
}
