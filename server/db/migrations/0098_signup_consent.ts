import { type Kysely, sql } from 'kysely';

/**
 * What each trader accepted at sign-up (issue 25): the Terms and Conditions and the Risk
 * Disclosure, the version of their texts, and when. One row per document; a later version
 * accepted adds rows, the first stay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table signup_consent (
    user_id uuid not null references app_user(id) on delete cascade,
    document text not null check (document in ('terms', 'risk_disclosure')),
    version text not null,
    accepted_at timestamptz not null,
    primary key (user_id, document, version)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table signup_consent`.execute(db);
}
