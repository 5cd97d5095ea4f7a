import { type Kysely, sql } from 'kysely';

/** Accounts, email OTPs, refresh-token families and the server's own auth secrets. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_user')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('fullname', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('referral_code', 'text')
    .addColumn('currency', 'text', (col) =>
      col.notNull().defaultTo('USD').check(sql`currency in ('USD', 'INR')`),
    )
    .addColumn('email_verified_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('email_otp')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('signup', 'reset')`))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('wrong_tries', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('verified_at', 'timestamptz')
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('email_otp_email_idx')
    .on('email_otp')
    .columns(['email', 'created_at'])
    .execute();

  await db.schema
    .createTable('refresh_token')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('family_id', 'uuid', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('refresh_token_family_idx')
    .on('refresh_token')
    .column('family_id')
    .execute();
  await db.schema
    .createIndex('refresh_token_user_idx')
    .on('refresh_token')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('auth_secret')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['auth_secret', 'refresh_token', 'email_otp', 'app_user']) {
    await db.schema.dropTable(table).execute();
  }
}
