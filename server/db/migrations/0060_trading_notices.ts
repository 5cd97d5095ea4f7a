import type { Kysely } from 'kysely';
import * as columns from './columns.ts';
import { createIndex } from './table-steps.ts';

/**
 * The order stream's notices (docs/trading.md, "Streams"): what each committed command did to a
 * trader's orders, written in that command's own transaction. The identity `id` is the stream's
 * `messageId`: it only grows, so ids never repeat, also across restarts, and a reconnecting client
 * asks for the ones after the last it saw.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trading_notice')
    .$call(columns.identityId)
    .$call(columns.recordUserId)
    .$call(
      columns.notNull({
        kind: 'text',
        order_id: 'text',
        symbol: 'text',
        side: 'text',
        price: 'double precision',
        size: 'double precision',
        lot: 'double precision',
        message: 'text',
        created_at: 'timestamptz',
      }),
    )
    .execute();
  await createIndex(db, 'trading_notice_user_idx', 'trading_notice', ['user_id', 'id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trading_notice').execute();
}
