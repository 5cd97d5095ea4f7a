import { type Kysely, sql } from 'kysely';

/** The installation row: a stable id for this data directory, created on first start. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('installation')
    .addColumn('singleton', 'boolean', (col) =>
      col.primaryKey().defaultTo(true).check(sql`singleton`),
    )
    .addColumn('id', 'uuid', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('installation').execute();
}
