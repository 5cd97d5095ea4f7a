import { type Kysely, sql } from 'kysely';
import type { Sequenced } from '../deterministic-core.ts';
import { decodeBatch, encodeBatch } from './batch-codec.ts';
import {
  checkBatchFollows,
  type InputJournal,
  JournalCorruptError,
  JournalWriteError,
} from './input-journal.ts';

/** Any Kysely instance (the project's Db, or one over a pool of its own): only its executor is used. */
export type SqlExecutor = Pick<Kysely<unknown>, 'getExecutor'>;

interface JournalRow {
  first_seq: string | number;
  last_seq: string | number;
  batch: Uint8Array;
}

const PAGE_ROWS = 256;

/**
 * The input journal as the table core_journal (migration 0090): one row per batch, inserted by
 * one statement, so one commit makes the batch durable (synchronous_commit as configured; the
 * default waits for the WAL flush). Works on PostgreSQL and on PGlite alike.
 * Rows are never deleted here: a snapshot makes old rows unnecessary for recovery, but they stay
 * as the audit trail until an operator archives them (docs/trading.md).
 */
export class PostgresJournal<C> implements InputJournal<C> {
  private last: number | undefined;
  private writing: Promise<void> = Promise.resolve();
  private broken: Error | undefined;

  constructor(private readonly db: SqlExecutor) {}

  append(batch: readonly Sequenced<C>[]): Promise<void> {
    const write = this.writing.then(() => this.write(batch));
    this.writing = write.catch(() => undefined);
    return write;
  }

  private async write(batch: readonly Sequenced<C>[]): Promise<void> {
    if (this.broken !== undefined) {
      throw new JournalWriteError(
        `The journal stopped after a write whose outcome is unknown: ${this.broken.message}`,
      );
    }
    const lastSeq = await this.lastSeq();
    checkBatchFollows(batch, lastSeq);
    const first = batch[0] as Sequenced<C>;
    const last = first.seq + batch.length - 1;
    const bytes = Buffer.from(encodeBatch(batch), 'utf8');
    try {
      await sql`
        insert into core_journal (first_seq, last_seq, at, batch)
        values (${first.seq}, ${last}, ${new Date(first.at)}, ${bytes})
      `.execute(this.db);
    } catch (error) {
      // A lost connection leaves it unknown whether the commit happened: look before answering.
      if (!(await this.landed(first.seq, error))) {
        throw new JournalWriteError(
          `The batch at seq ${first.seq} was not journaled: ${(error as Error).message}`,
          { cause: error },
        );
      }
    }
    this.last = last;
  }

  /** Whether the row is there after all; if even that cannot be known, stop writing. */
  private async landed(firstSeq: number, cause: unknown): Promise<boolean> {
    try {
      const found = await sql<{ n: number }>`
        select 1 as n from core_journal where first_seq = ${firstSeq}
      `.execute(this.db);
      return found.rows.length > 0;
    } catch {
      this.broken = cause instanceof Error ? cause : new Error(String(cause));
      throw new JournalWriteError(
        `The batch at seq ${firstSeq} may or may not be journaled (${this.broken.message}); ` +
          'restart the server to recover from what is durable.',
        { cause },
      );
    }
  }

  /** Whole batches with entries after `afterSeq` and none after `limitSeq`, oldest first. */
  async readPage(afterSeq: number, limitSeq: number, rows = PAGE_ROWS): Promise<Sequenced<C>[]> {
    const result = await sql<JournalRow>`
      select first_seq, last_seq, batch from core_journal
      where last_seq > ${afterSeq} and last_seq <= ${limitSeq}
      order by first_seq limit ${rows}
    `.execute(this.db);
    const entries: Sequenced<C>[] = [];
    let expected = afterSeq + 1;
    for (const row of result.rows) {
      const firstSeq = Number(row.first_seq);
      const batch = decodeBatch<C>(Buffer.from(row.batch).toString('utf8'));
      const lastSeq = firstSeq + batch.length - 1;
      if (batch[0]?.seq !== firstSeq || lastSeq !== Number(row.last_seq)) {
        throw new JournalCorruptError(
          `The journal row at seq ${firstSeq} disagrees with its batch.`,
        );
      }
      if (firstSeq > expected) {
        throw new JournalCorruptError(
          `The journal has no entries from seq ${expected} to ${firstSeq - 1}.`,
        );
      }
      for (const entry of batch) if (entry.seq >= expected) entries.push(entry);
      expected = lastSeq + 1;
    }
    return entries;
  }

  async *read(afterSeq: number): AsyncIterable<Sequenced<C>> {
    const limit = await this.lastSeq();
    let after = afterSeq;
    for (;;) {
      const entries = await this.readPage(after, limit);
      if (entries.length === 0) return;
      yield* entries;
      after = (entries[entries.length - 1] as Sequenced<C>).seq;
    }
  }

  async lastSeq(): Promise<number> {
    if (this.last === undefined) {
      const result = await sql<{ last: string | number | null }>`
        select max(last_seq) as last from core_journal
      `.execute(this.db);
      this.last = Number(result.rows[0]?.last ?? 0);
    }
    return this.last;
  }

  /** The database belongs to its opener; closing the journal only waits for the last write. */
  async close(): Promise<void> {
    await this.writing;
  }
}
