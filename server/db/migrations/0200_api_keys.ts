import { type Kysely, sql } from 'kysely';

/**
 * API keys (issue 29): each trader's keys with their scopes, address allowlist and sealed secret,
 * kept after revocation so a revoked key is refused in words; and the addresses each key was
 * used from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table api_key (
    id text primary key,
    user_id uuid not null references app_user(id) on delete cascade,
    label text not null,
    scopes text not null,
    ip_allowlist text not null,
    secret_sealed text not null,
    created_at timestamptz not null,
    last_used_at timestamptz,
    revoked_at timestamptz
  )`.execute(db);
  await sql`create index api_key_user on api_key (user_id)`.execute(db);
  await sql`create table api_key_address (
    key_id text not null references api_key(id) on delete cascade,
    address text not null,
    first_seen_at timestamptz not null,
    primary key (key_id, address)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table api_key_address`.execute(db);
  await sql`drop table api_key`.execute(db);
}
