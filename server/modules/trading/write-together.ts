import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';

/**
 * A data-modifying statement that returns rows, written with others in one statement
 * (writeTogether), and told the rows it returned.
 */
export interface ReturningWrite<R> {
  readonly statement: RawBuilder<R>;
  readonly written: (rows: readonly R[]) => void;
}

/**
 * Runs data-modifying statements as one statement: every one but the last as a WITH query, so the
 * whole group is one round trip to the database. PostgreSQL runs each to completion on the same
 * snapshot, so the statements must not touch the same rows or read what another writes; foreign
 * keys are checked at the end of the statement, so a row may name one inserted beside it.
 */
export async function writeTogether<R>(
  trx: Db,
  statements: readonly RawBuilder<unknown>[],
  returning?: ReturningWrite<R>,
): Promise<void> {
  const all = returning === undefined ? statements : [...statements, returning.statement];
  const last = all.at(-1);
  if (last === undefined) return;
  const before = all.slice(0, -1).map((statement, i) => sql`${sql.raw(`w${i}`)} as (${statement})`);
  const query = before.length === 0 ? last : sql`with ${sql.join(before)} ${last}`;
  const { rows } = await (query as RawBuilder<R>).execute(trx);
  returning?.written(rows);
}
