import { type Kysely, sql } from 'kysely';
import * as columns from './columns.ts';
import { createIndex, dropTables } from './table-steps.ts';

/** Accounts, email OTPs, refresh-token families and the server's own auth secrets. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_user')
    .$call(columns.uuidId)
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .$call(columns.notNull({ fullname: 'text', password_hash: 'text' }))
    .$call(columns.nullable({ phone_number: 'text', referral_code: 'text' }))
    .addColumn('currency', 'text', (col) =>
      col.notNull().defaultTo('USD').check(sql`currency in ('USD', 'INR')`),
    )
    .$call(
      columns.notNull({
        email_verified_at: 'timestamptz',
        created_at: 'timestamptz',
        updated_at: 'timestamptz',
      }),
    )
    .execute();

  await db.schema
    .createTable('email_otp')
    .$call(columns.uuidId)
    .$call(columns.notNull({ email: 'text' }))
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('signup', 'reset')`))
    .$call(
      columns.notNull({ code_hash: 'text', created_at: 'timestamptz', expires_at: 'timestamptz' }),
    )
    .$call(columns.wrongTries)
    .$call(
      columns.nullable({
        verified_at: 'timestamptz',
        used_at: 'timestamptz',
        revoked_at: 'timestamptz',
      }),
    )
    .execute();
  await createIndex(db, 'email_otp_email_idx', 'email_otp', ['email', 'created_at']);

  await db.schema
    .createTable('refresh_token')
    .$call(columns.uuidId)
    .$call(columns.notNull({ family_id: 'uuid' }))
    .$call(columns.userId)
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .$call(columns.notNull({ created_at: 'timestamptz', expires_at: 'timestamptz' }))
    .$call(columns.nullable({ used_at: 'timestamptz', revoked_at: 'timestamptz' }))
    .execute();
  await createIndex(db, 'refresh_token_family_idx', 'refresh_token', ['family_id']);
  await createIndex(db, 'refresh_token_user_idx', 'refresh_token', ['user_id']);

  await db.schema
    .createTable('auth_secret')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['auth_secret', 'refresh_token', 'email_otp', 'app_user']);
}
