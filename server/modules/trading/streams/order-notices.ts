import { sql } from 'kysely';
import {
  ORDER_REPLAY_LIMIT,
  ORDER_REPLAY_WINDOW_MS,
  type OrderNoticeKind,
  type OrderNotification,
} from '../../../../src/contracts/trading-streams.ts';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/index.ts';
import { unnestRows } from '../../../db/unnest.ts';
import type { DeskNotice } from '../notices.ts';
import { type ReturningWrite, writeTogether } from '../write-together.ts';

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
  },
});

/**
 * The order stream's notices: the desk writes them in the command's own transaction (`writeOf`),
 * which gives each its `messageId`, and tells them after the commit (`publish`), when they go to
 * the trader's open order streams. A notice told without having been recorded (one made outside
 * a desk transaction) is written at that moment instead.
 */
export class OrderNotices {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #lotOf: (symbol: string) => number;
  readonly #ids = new WeakMap<DeskNotice, string>();
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

  /** Writes notices in the caller's transaction, in order, so their ids grow in that order. */
  async record(trx: Db, notices: readonly DeskNotice[]): Promise<void> {
    await writeTogether(trx, [], this.writeOf(notices));
  }

  /** The statement that writes these notices, which keeps the ids it gives them (`record`). */
  writeOf(notices: readonly DeskNotice[]): ReturningWrite<{ id: string | number }> {
    const rows = unnestRows(notices, {
      user_id: ['uuid', (n) => n.userId],
      kind: ['text', (n) => n.kind],
      order_id: ['text', (n) => n.orderId],
      symbol: ['text', (n) => n.symbol],
      side: ['text', (n) => n.side],
      price: ['double precision', (n) => n.price],
      size: ['double precision', (n) => n.size],
      lot: ['double precision', (n) => this.#lotOf(n.symbol)],
      message: ['text', (n) => n.message],
      created_at: ['timestamptz', (n) => n.at],
    });
    return {
      statement: sql<{ id: string | number }>`insert into trading_notice
          (user_id, kind, order_id, symbol, side, price, size, lot, message, created_at)
        select * from ${rows} returning id`,
      written: (ids) => {
        // Rows of one multi-row insert get their identities in the order of the unnested rows.
        const sorted = ids
          .map((row) => BigInt(row.id))
          .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        notices.forEach((notice, i) => {
          this.#ids.set(notice, String(sorted[i]));
        });
      },
    };
  }

  /**
   * Notices whose rows another writer makes (the exchange core's projection) under these ids:
   * `publish` then tells them without writing them.
   */
  recorded(notices: readonly { notice: DeskNotice; messageId: string }[]): DeskNotice[] {
    for (const { notice, messageId } of notices) this.#ids.set(notice, messageId);
    return notices.map((n) => n.notice);
  }

  /** After the commit: hands each notice to its trader's listeners. */
  async publish(notices: readonly DeskNotice[]): Promise<void> {
    const unrecorded = notices.filter((n) => !this.#ids.has(n));
    if (unrecorded.length > 0) await this.record(this.#db, unrecorded);
    for (const notice of notices) {
      const listeners = this.#listeners.get(notice.userId);
      if (listeners === undefined) continue;
      const message = notificationOf({
        id: this.#ids.get(notice) as string,
        kind: notice.kind,
        order_id: notice.orderId,
        symbol: notice.symbol,
        side: notice.side,
        price: notice.price,
        size: notice.size,
        lot: this.#lotOf(notice.symbol),
        message: notice.message,
        created_at: notice.at,
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
