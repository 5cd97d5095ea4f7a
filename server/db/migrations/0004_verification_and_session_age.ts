import { type Kysely, sql } from 'kysely';

/**
 * A verified email code now answers a single-use token, kept here as a hash, which sign-up and
 * reset must present; and a login session keeps its start so it has an absolute lifetime.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_otp').addColumn('verification_token_hash', 'text').execute();
  await db.schema
    .createIndex('email_otp_verification_token_idx')
    .on('email_otp')
    .column('verification_token_hash')
    .unique()
    .execute();

  await db.schema
    .alterTable('refresh_token')
    .addColumn('session_started_at', 'timestamptz')
    .execute();
  // Sessions from before this migration count from their oldest surviving token.
  await sql`
    update refresh_token t set session_started_at = (
      select min(created_at) from refresh_token f where f.family_id = t.family_id
    )`.execute(db);
  await db.schema
    .alterTable('refresh_token')
    .alterColumn('session_started_at', (col) => col.setNotNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_token').dropColumn('session_started_at').execute();
  await db.schema.dropIndex('email_otp_verification_token_idx').execute();
  await db.schema.alterTable('email_otp').dropColumn('verification_token_hash').execute();
}
