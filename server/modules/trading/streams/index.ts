import type { FastifyInstance } from 'fastify';
import { every } from '../../../jobs/every.ts';
import type { MarketService } from '../../market/service.ts';
import type { DeskOptions, TradingDesk } from '../desk.ts';
import { BookFeed } from './book-feed.ts';
import { OrderNotices } from './order-notices.ts';
import { orderStreamCategory } from './order-stream.ts';
import { POSITION_REFRESH_MS, PositionFeed } from './position-stream.ts';
import { externalSubscribeRoutes } from './routes.ts';

/** What the streams give the desk: its notice and event hooks. */
export type StreamHooks = Required<Pick<DeskOptions, 'noticeWrite' | 'onNotices' | 'onEvents'>>;

export interface TradingStreams {
  hooks: StreamHooks;
  /** The desk committed a change of these traders' money or positions. */
  changed(userIds: ReadonlySet<string>): void;
  /** Starts serving once the desk has started. */
  attach(desk: TradingDesk): void;
}

/**
 * The trading desk's streams (docs/trading.md, "Streams"): the `order` and `position` categories
 * of /stream/user, POST /backend/external-subscribe and -unsubscribe, and the market socket's
 * `orderbook` and `trades` categories.
 */
export function tradingStreams(app: FastifyInstance, market: MarketService): TradingStreams {
  let desk: TradingDesk | undefined;
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
    changed: (userIds) => positions.changed(userIds),
    attach: (started) => {
      desk = started;
      positions.attach(started);
      books.attach(started);
    },
  };
}
