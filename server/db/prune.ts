import type { Db } from './database.ts';

/** Deletes the rows of `table` created before `cutoff`; returns how many. */
export async function deleteCreatedBefore(
  db: Db,
  table: 'funds_idempotency' | 'mail_outbox',
  cutoff: Date,
): Promise<number> {
  const result = await db.deleteFrom(table).where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
