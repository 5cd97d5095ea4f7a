import type { FastifyInstance } from 'fastify';
import { every } from '../../../jobs/every.ts';
import type { MarketService } from '../../market/service.ts';
import type { DeskOptions } from '../desk.ts';
import { BookFeed, type BookSource } from './book-feed.ts';
import { OrderNotices } from './order-notices.ts';
import { orderStreamCategory } from './order-stream.ts';
import { POSITION_REFRESH_MS, PositionFeed, type PositionSource } from './position-stream.ts';
import { externalSubscribeRoutes } from './routes.ts';

/** What the streams give the desk: its notice and event hooks. */
export type StreamHooks = Required<Pick<DeskOptions, 'noticeWrite' | 'onNotices' | 'onEvents'>>;

/** What the streams read: positions and books, from the desk or the exchange core. */
export type StreamSource = PositionSource &
  BookSource & {
    /** The exchange core: resolves once a trader's notices are written (the replay waits). */
    caughtUp?: (userId: string) => Promise<void>;
  };

export interface TradingStreams {
  hooks: StreamHooks;
  /** The desk committed a change of these traders' money or positions. */
  changed(userIds: ReadonlySet<string>): void;
  /** Starts serving once the desk has started. */
  attach(desk: StreamSource): void;
  /** The order stream's notices (a writer of their rows tells them through `recorded`). */
  notices: OrderNotices;
}

/**
 * The trading desk's streams (docs/trading.md, "Streams"): the `order` and `position` categories
 * of /stream/user, POST /backend/external-subscribe and -unsubscribe, and the market socket's
 * `orderbook` and `trades` categories.
 */
export function tradingStreams(app: FastifyInstance, market: MarketService): TradingStreams {
  let desk: StreamSource | undefined;
  const notices = new OrderNotices(
    app.db,
    app.clock,
    (symbol) => desk?.units(symbol)?.lotSize ?? 0,
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
    hooks: {
      noticeWrite: (list) => notices.writeOf(list),
      onNotices: (list) => {
        notices
          .publish(list)
          .catch((err: unknown) => app.log.error({ err }, 'Order notices were not delivered'));
      },
      onEvents: (events, at) => books.events(events, at),
    },
    notices,
    changed: (userIds) => positions.changed(userIds),
    attach: (started) => {
      desk = started;
      if (started.caughtUp !== undefined) notices.caughtUp = started.caughtUp;
      positions.attach(started);
      books.attach(started);
    },
  };
}
