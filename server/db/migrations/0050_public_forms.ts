import { type Kysely, sql } from 'kysely';

/**
 * The public site's forms: contact messages, the API developer-preview waitlist and the newsletter.
 * Waitlist and newsletter hold one row per email; a contact message is unique by its content hash,
 * so a second submit of the same message stores nothing new.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('public_contact_message')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('content_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  for (const table of ['public_waitlist_signup', 'public_newsletter_subscription']) {
    await db.schema
      .createTable(table)
      .addColumn('email', 'text', (col) => col.primaryKey())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('public_newsletter_subscription').execute();
  await db.schema.dropTable('public_waitlist_signup').execute();
  await db.schema.dropTable('public_contact_message').execute();
}
