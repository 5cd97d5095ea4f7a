import { type Kysely, sql } from 'kysely';

/**
 * Messages left in the help chat are stored with the contact form's: each row says where it came
 * from (`channel`), and a message a signed-in trader leaves names their account (`user_id`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('public_contact_message')
    .addColumn('channel', 'text', (col) =>
      col.notNull().defaultTo('contact').check(sql`channel in ('contact', 'chat')`),
    )
    .execute();
  await db.schema
    .alterTable('public_contact_message')
    .addColumn('user_id', 'uuid', (col) => col.references('app_user.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('public_contact_message').dropColumn('user_id').execute();
  await db.schema.alterTable('public_contact_message').dropColumn('channel').execute();
}
