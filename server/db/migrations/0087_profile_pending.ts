import { type Kysely, sql } from 'kysely';

/**
 * Whether the account still owes the profile step: set for an account that Google created (the
 * provider gives a name and an email, not the phone, account type and country the terms ask for),
 * cleared when the step is saved. An account signed up by email never owes it (its phone is
 * optional there). Existing Google-created accounts that never gave those details owe it too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('app_user')
    .addColumn('profile_pending', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await sql`
    update app_user set profile_pending = true
    where phone_number is null and account_type is null
      and id in (select user_id from oauth_identity)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('app_user').dropColumn('profile_pending').execute();
}
