import { type Kysely, sql } from 'kysely';

/**
 * OAuth identities: one row per (provider, subject) linked to an account. An identity is linked
 * only when the provider said the email was verified; the avatar is the provider's picture.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oauth_identity')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('avatar', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_login_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('oauth_identity_pk', ['provider', 'subject'])
    .addUniqueConstraint('oauth_identity_user_provider', ['user_id', 'provider'])
    .execute();
  await sql`comment on table oauth_identity is 'Accounts linked to an OAuth provider identity'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oauth_identity').execute();
}
