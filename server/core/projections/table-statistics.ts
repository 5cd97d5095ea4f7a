import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

/**
 * The tables whose rows the projection's foreign keys look up: each check of a row's key runs a
 * plan PostgreSQL keeps per connection, made when the table was small (a sequential scan) and
 * kept until the table's statistics change. Left alone, every new entry's check read the whole
 * journal table (a flush of 17,000 entries took 11 s). PGlite has no autovacuum to refresh them.
 */
const LOOKED_UP = ['ledger_journal', 'ledger_account', 'funds_transaction', 'trading_order'];

/**
 * Analyzes the looked-up tables as the projection writes: after the first 1,000 events and then
 * each time the events written since start have doubled, so the plans follow the tables' growth
 * at a cost that is logarithmic in it. A flush larger than all written before it would outgrow
 * the plans within itself: it plans each lookup afresh (`planEachLookup`).
 */
export class TableStatistics {
  #written = 0;
  #next: number;

  constructor(first = 1_000) {
    this.#next = first;
  }

  /** Counts written events; true when the tables are due to be analyzed. */
  note(events: number): boolean {
    this.#written += events;
    if (this.#written < this.#next) return false;
    this.#next = this.#written * 2;
    return true;
  }

  /** Whether a flush of `events` would more than double what the plans were made for. */
  outgrows(events: number): boolean {
    return events >= 2_000 && events > this.#written;
  }

  async analyze(db: Db): Promise<void> {
    await sql`analyze ${sql.raw(LOOKED_UP.join(', '))}`.execute(db);
  }
}

/** For the rest of the transaction, each foreign key lookup is planned for the table as it is. */
export async function planEachLookup(trx: Db): Promise<void> {
  await sql`set local plan_cache_mode = force_custom_plan`.execute(trx);
}
