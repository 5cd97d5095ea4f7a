import type { Kysely } from 'kysely';

/**
 * The order stream's notices (docs/trading.md, "Streams"): what each committed command did to a
 * trader's orders, written in that command's own transaction. The identity `id` is the stream's
 * `messageId`: it only grows, so ids never repeat, also across restarts, and a reconnecting client
 * asks for the ones after the last it saw.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trading_notice')
    .addColumn('id', 'bigint', (col) => col.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('app_user.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('order_id', 'text', (col) => col.notNull())
    .addColumn('symbol', 'text', (col) => col.notNull())
    .addColumn('side', 'text', (col) => col.notNull())
    .addColumn('price', 'double precision', (col) => col.notNull())
    .addColumn('size', 'double precision', (col) => col.notNull())
    .addColumn('lot', 'double precision', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('trading_notice_user_idx')
    .on('trading_notice')
    .columns(['user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trading_notice').execute();
}
