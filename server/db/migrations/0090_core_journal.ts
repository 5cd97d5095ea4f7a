import { type Kysely, sql } from 'kysely';

/**
 * The exchange core's input journal on PostgreSQL (server/core/journal/postgres-journal.ts): one
 * row per batch of sequenced commands, written in one commit before the batch is applied. `batch`
 * holds the batch's JSON as UTF-8 bytes, exactly as written (jsonb would reorder keys and respace
 * numbers); an auditor reads it with `convert_from(batch, 'UTF8')::jsonb`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table core_journal (
      first_seq bigint primary key,
      last_seq bigint not null,
      at timestamptz not null,
      batch bytea not null,
      constraint core_journal_seqs check (first_seq >= 1 and last_seq >= first_seq)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('core_journal').execute();
}
