import type { Kysely } from 'kysely';
import * as columns from './columns.ts';
import { createIndex } from './table-steps.ts';

/** Mail stored by the embedded mailer, read back by the dev mailbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .$call(columns.uuidId)
    .$call(
      columns.notNull({
        to_address: 'text',
        from_address: 'text',
        subject: 'text',
        text_body: 'text',
        created_at: 'timestamptz',
        seq: 'bigserial',
      }),
    )
    .execute();
  await createIndex(db, 'mail_outbox_to_address_idx', 'mail_outbox', ['to_address', 'seq']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
