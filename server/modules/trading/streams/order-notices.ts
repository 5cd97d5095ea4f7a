import { sql } from 'kysely';
import {
  ORDER_REPLAY_LIMIT,
  ORDER_REPLAY_WINDOW_MS,
  type OrderNoticeKind,
  type OrderNotification,
} from '../../../../src/contracts/trading-streams.ts';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/index.ts';
import type { DeskNotice } from '../notices.ts';

interface NoticeRow {
  id: string | number;
  kind: string;
  order_id: string;
  symbol: string;
  side: 'BUY' | 'SELL';
  price: number;
  size: number;
  lot: number;
  message: string;
  created_at: Date | string;
  trigger_price?: number | null;
  pnl_paise?: string | number | null;
}

type Listener = (notification: OrderNotification) => void;

const notificationOf = (row: NoticeRow): OrderNotification => ({
  messageId: String(row.id),
  category: 'order',
  payload: {
    orderId: row.order_id,
    stockSymbol: row.symbol,
    price: Number(row.price),
    operation: row.side,
    size: Number(row.size),
    lot: Number(row.lot),
    message: row.message,
    timestamp: new Date(row.created_at).toISOString(),
    kind: row.kind as OrderNoticeKind,
    ...(row.trigger_price == null ? {} : { triggerPrice: Number(row.trigger_price) }),
    ...(row.pnl_paise == null ? {} : { realisedPnl: Number(row.pnl_paise) / 100 }),
  },
});

/** A notice with the id its row has (the exchange core's projection writes the row). */
export interface ToldNotice {
  readonly notice: DeskNotice;
  readonly messageId: string;
}

/**
 * The order stream's notices: told to the trader's open order streams once their batch is durable
 * (`publish`), under the ids the projection gives their rows, and replayed from those rows.
 */
export class OrderNotices {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #lotOf: (symbol: string) => number;
  readonly #listeners = new Map<string, Set<Listener>>();
  /**
   * Resolves once the trader's notices are all written (the exchange core's projection writes
   * them after they are told): a replay waits for it, so none told before it is missed.
   */
  caughtUp: (userId: string) => Promise<void> = async () => {};

  constructor(db: Db, clock: Clock, lotOf: (symbol: string) => number) {
    this.#db = db;
    this.#clock = clock;
    this.#lotOf = lotOf;
  }

  /** Hands each notice to its trader's listeners. */
  publish(told: readonly ToldNotice[]): void {
    for (const { notice, messageId } of told) {
      const listeners = this.#listeners.get(notice.userId);
      if (listeners === undefined) continue;
      const message = notificationOf({
        id: messageId,
        kind: notice.kind,
        order_id: notice.orderId,
        symbol: notice.symbol,
        side: notice.side,
        price: notice.price,
        size: notice.size,
        lot: this.#lotOf(notice.symbol),
        message: notice.message,
        created_at: notice.at,
        trigger_price: notice.trigger ?? null,
        pnl_paise: notice.pnlPaise ?? null,
      });
      for (const listener of listeners) listener(message);
    }
  }

  /** Calls `listener` with each new notice of the trader; returns what stops it. */
  listen(userId: string, listener: Listener): () => void {
    let mine = this.#listeners.get(userId);
    if (mine === undefined) {
      mine = new Set();
      this.#listeners.set(userId, mine);
    }
    mine.add(listener);
    return () => {
      mine.delete(listener);
      if (mine.size === 0 && this.#listeners.get(userId) === mine) this.#listeners.delete(userId);
    };
  }

  /** The trader's notices after `since`, oldest first: the newest 200 of the last 24 hours. */
  async after(userId: string, since: string): Promise<OrderNotification[]> {
    await this.caughtUp(userId);
    const from = new Date(this.#clock.now() - ORDER_REPLAY_WINDOW_MS);
    const { rows } = await sql<NoticeRow>`select * from trading_notice
      where user_id = ${userId} and id > ${since} and created_at > ${from}
      order by id desc limit ${ORDER_REPLAY_LIMIT}`.execute(this.#db);
    return rows.reverse().map(notificationOf);
  }
}
