import { type Kysely, sql } from 'kysely';

/**
 * A change of a trader's email waiting for the code mailed to the new address (issue 24): one per
 * trader (a new request replaces it), the code kept as an HMAC, with its expiry and wrong tries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table email_change (
    user_id uuid primary key references app_user(id) on delete cascade,
    new_email text not null,
    code_hash text not null,
    wrong_tries integer not null default 0,
    created_at timestamptz not null,
    expires_at timestamptz not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table email_change`.execute(db);
}
