import { type Kysely, sql } from 'kysely';

/**
 * The exchange core's projections (server/core/projections/): one checkpoint row per projection,
 * the last journal sequence whose events it has written. A projection advances its row in the
 * same transaction as the rows it writes, so an entry seen again (a replay after a crash) is
 * skipped and takes effect once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table core_projection (
      name text primary key,
      seq bigint not null,
      constraint core_projection_seq check (seq >= 0)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('core_projection').execute();
}
