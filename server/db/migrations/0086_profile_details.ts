import { type Kysely, sql } from 'kysely';

/**
 * The registration fields of the terms that the profile-completion step (after a Google sign-up)
 * asks for: account type and country of residence. Null for accounts that have not given them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('app_user')
    .addColumn('account_type', 'text', (col) =>
      col.check(sql`account_type in ('individual', 'institutional')`),
    )
    .addColumn('country_of_residence', 'text', (col) =>
      col.check(sql`country_of_residence ~ '^[A-Z]{2}$'`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('app_user')
    .dropColumn('account_type')
    .dropColumn('country_of_residence')
    .execute();
}
