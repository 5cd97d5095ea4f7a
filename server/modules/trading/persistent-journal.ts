import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { unnestRows } from '../../db/unnest.ts';
import type { EngineCommand } from './engine/commands.ts';
import type { Journal, JournalEntry } from './engine/journal.ts';

/**
 * The engine's journal kept in the database. The engine appends synchronously; the desk writes the
 * appended entries in the command's own database transaction (`writes`) and answers only after it
 * commits, so no command is acknowledged before its entry is durable. Appends made while
 * `recording` is off (listing the books at start, which the catalogue decides) are not kept.
 */
export class DatabaseJournal implements Journal {
  #seq = 0;
  #pending: JournalEntry[] = [];
  recording = true;

  append(command: EngineCommand): number {
    if (!this.recording) return 0;
    this.#seq += 1;
    this.#pending.push({ seq: this.#seq, command });
    return this.#seq;
  }

  /** The statement that writes the entries appended since the last call (none when none were). */
  writes(now: Date): RawBuilder<unknown>[] {
    const entries = this.#pending.splice(0);
    if (entries.length === 0) return [];
    const rows = unnestRows(entries, {
      seq: ['bigint', (e) => e.seq],
      command: ['jsonb', (e) => JSON.stringify(e.command)],
    });
    return [
      sql`insert into trading_journal (seq, command, created_at)
        select v.seq, v.command, ${now}::timestamptz
        from ${rows}`,
    ];
  }

  /** Every entry written so far, oldest first; sets the sequence to go on after them. */
  async load(db: Db): Promise<JournalEntry[]> {
    const { rows } = await sql<{ seq: string | number; command: EngineCommand | string }>`
      select seq, command from trading_journal order by seq`.execute(db);
    this.#pending = [];
    const entries = rows.map((row) => ({
      seq: Number(row.seq),
      command: typeof row.command === 'string' ? JSON.parse(row.command) : row.command,
    }));
    this.#seq = entries.at(-1)?.seq ?? 0;
    return entries;
  }
}
