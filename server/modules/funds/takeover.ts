import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

/**
 * The funds side of the exchange core's takeover of a desk's data: each pending withdrawal's row
 * is pointed at its ref in the core, so the bank's answer updates that row. Run in the caller's
 * transaction (`db` may be one), beside the core's takeover marker.
 */
export async function pointWithdrawalsAtCoreRefs(db: Db, refs: readonly string[]): Promise<void> {
  if (refs.length === 0) return;
  await sql`update funds_transaction set core_ref = id::text
    where id::text = any(${refs}::text[]) and core_ref is null`.execute(db);
}
