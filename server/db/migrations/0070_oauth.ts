import { type Kysely, sql } from 'kysely';
import * as columns from './columns.ts';

/**
 * OAuth identities: one row per (provider, subject) linked to an account. An identity is linked
 * only when the provider said the email was verified; the avatar is the provider's picture.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oauth_identity')
    .$call(columns.notNull({ provider: 'text', subject: 'text' }))
    .$call(columns.userId)
    .$call(columns.notNull({ email: 'text' }))
    .$call(columns.nullable({ avatar: 'text' }))
    .$call(columns.notNull({ created_at: 'timestamptz', last_login_at: 'timestamptz' }))
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
