import { sql } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { unnestRows } from '../../db/unnest.ts';
import { BatchHolds } from './batch-holds.ts';
import { BatchLedger } from './batch-ledger.ts';
import type { DeskJob } from './desk-queue.ts';
import type { EngineEvent } from './engine/event-log.ts';
import type { DeskNotice } from './notices.ts';
import { PendingOrderWrites } from './order-writes.ts';
import type { DatabaseJournal } from './persistent-journal.ts';
import { PendingPositionWrites } from './position-writes.ts';
import { type ReturningWrite, writeTogether } from './write-together.ts';

/** A fill of the transaction in progress (a trading_fill row to be). */
export interface PendingFill {
  readonly orderId: number;
  readonly userId: string;
  readonly symbol: string;
  readonly side: string;
  readonly price: number;
  readonly size: number;
  readonly role: 'taker' | 'maker';
  readonly at: Date;
}

/** What a committed transaction did, told after its commit. */
export interface Committed {
  readonly notices: DeskNotice[];
  readonly events: EngineEvent[];
  /** Traders whose money or positions it changed. */
  readonly changed: ReadonlySet<string>;
  readonly at: Date;
}

export interface DeskTransactionsOptions {
  db: Db;
  clock: Clock;
  journal: DatabaseJournal;
  /** The statement that writes a transaction's notices in it (the order stream). */
  noticeWrite?: (notices: readonly DeskNotice[]) => ReturningWrite<{ id: string | number }>;
  /** Brings the desk back to what the database holds after a transaction rolled back. */
  rebuild: () => Promise<void>;
  committed: (done: Committed) => Promise<void>;
}

/**
 * Runs the desk's commands in database transactions, with group commit: what a command did is
 * collected here (fills, notices, engine events, changed traders, order rows) and written at the
 * transaction's end with its journal entries, so it is durable before anyone is answered.
 */
export class DeskTransactions {
  /** The fills of the transaction in progress, written at its end in one insert. */
  readonly fills: PendingFill[] = [];
  /** What the transaction in progress did to traders' orders (told after the commit). */
  readonly notices: DeskNotice[] = [];
  /** The engine's events of the transaction in progress (told after the commit). */
  readonly events: EngineEvent[] = [];
  /** Traders whose money or positions the transaction in progress changed. */
  readonly changed = new Set<string>();
  /** The orders the transaction in progress created or changed, written at its end. */
  readonly orders = new PendingOrderWrites();
  /** The ledger journals and fee ends of the transaction in progress, posted at its end. */
  readonly ledger = new BatchLedger();
  /** The order holds of the batch in progress, taken from its traders' locked balances. */
  readonly holds = new BatchHolds(this.ledger);
  /** The position rows the transaction in progress moved, written at its end. */
  readonly positions = new PendingPositionWrites();
  readonly #options: DeskTransactionsOptions;
  /** The transaction of the batch in progress (group commit), when one runs. */
  #batch: { trx: Db; now: Date } | undefined;

  constructor(options: DeskTransactionsOptions) {
    this.#options = options;
  }

  /** The connection a command reads through: its batch's transaction when it runs in one. */
  conn(): Db {
    return this.#batch?.trx ?? this.#options.db;
  }

  /**
   * Writes the positions and posts the ledger journals kept so far (before a statement that reads
   * positions or balances from the database: risk closes, option fills, settlements).
   */
  async postPending(trx: Db = this.conn()): Promise<void> {
    const now = this.#batch?.now ?? new Date(this.#options.clock.now());
    // The statements after this write balances directly.
    this.holds.forget();
    await this.holds.flush(trx, now);
    await this.positions.flush(trx, now);
    await this.ledger.flush(trx, now);
  }

  /**
   * Runs one command's work in a transaction with its journal entries; rebuilds on failure. In a
   * batch, the work runs in the batch's transaction, which writes the records of all its
   * commands at its end (runBatch).
   */
  async transact<T>(work: (trx: Db, now: Date) => Promise<T>): Promise<T> {
    if (this.#batch !== undefined) return work(this.#batch.trx, this.#batch.now);
    const now = new Date(this.#options.clock.now());
    let result: T;
    try {
      result = await this.#options.db.transaction().execute(async (trx) => {
        const value = await work(trx, now);
        await this.#writeRecords(trx, now);
        return value;
      });
    } catch (error) {
      await this.#discard();
      throw error;
    }
    await this.#afterCommit(now);
    return result;
  }

  /**
   * Group commit: the batch's commands run one after the other in one transaction and are answered
   * together after it commits. When any of them fails (or the commit does), the whole batch is
   * rolled back and each command runs again in a transaction of its own, so only a command that
   * fails by itself is refused and none is answered before its own entries are durable.
   */
  async runBatch(jobs: DeskJob[]): Promise<void> {
    if (jobs.length === 1) {
      const job = jobs[0] as DeskJob;
      return job.run().then(job.resolve, job.reject);
    }
    const now = new Date(this.#options.clock.now());
    const results: unknown[] = [];
    try {
      await this.#options.db.transaction().execute(async (trx) => {
        this.#batch = { trx, now };
        try {
          const traders = new Set<string>();
          for (const job of jobs) if (job.userId !== undefined) traders.add(job.userId);
          await this.holds.lock(trx, traders);
          for (const job of jobs) results.push(await job.run());
        } finally {
          this.#batch = undefined;
          this.holds.forget();
        }
        await this.#writeRecords(trx, now);
      });
    } catch {
      await this.#discard();
      for (const job of jobs) await job.run().then(job.resolve, job.reject);
      return;
    }
    await this.#afterCommit(now);
    jobs.forEach((job, i) => {
      job.resolve(results[i]);
    });
  }

  /**
   * The orders, fills, ledger journals, notices and journal entries of this transaction's work:
   * every row but the ledger's in one statement, then the ledger's journals and balances (they
   * name the fee transactions and hold accounts written in the first).
   */
  async #writeRecords(trx: Db, now: Date): Promise<void> {
    const writes = [
      ...this.holds.writes(now),
      ...this.orders.writes(),
      ...this.positions.writes(now),
      ...this.#options.journal.writes(now),
    ];
    const fills = this.fills.splice(0);
    if (fills.length > 0) {
      const rows = unnestRows(fills, {
        order_id: ['bigint', (f) => f.orderId],
        user_id: ['uuid', (f) => f.userId],
        symbol: ['text', (f) => f.symbol],
        side: ['text', (f) => f.side],
        price: ['double precision', (f) => f.price],
        size: ['double precision', (f) => f.size],
        role: ['text', (f) => f.role],
        created_at: ['timestamptz', (f) => f.at],
      });
      writes.push(sql`insert into trading_fill (order_id, user_id, symbol, side, price, size, role,
          created_at) select * from ${rows}`);
    }
    const notices = this.notices.length > 0 ? this.#options.noticeWrite?.(this.notices) : undefined;
    await writeTogether(trx, writes, notices);
    await this.ledger.flush(trx, now);
  }

  /** Forgets what a rolled-back transaction did and rebuilds the desk from the database. */
  async #discard(): Promise<void> {
    this.changed.clear();
    this.fills.length = 0;
    this.orders.clear();
    this.ledger.clear();
    this.holds.clear();
    this.positions.clear();
    this.notices.length = 0;
    this.events.length = 0;
    await this.#options.rebuild();
  }

  async #afterCommit(at: Date): Promise<void> {
    const changed = new Set(this.changed);
    this.changed.clear();
    await this.#options.committed({
      notices: this.notices.splice(0),
      events: this.events.splice(0),
      changed,
      at,
    });
  }
}
