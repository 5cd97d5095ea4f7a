import { type Kysely, sql } from 'kysely';

/**
 * The trading desk (docs/trading.md): the persistent journal of the matching engine's accepted
 * commands (replayed at start to rebuild the books), traders' orders, fills and positions. Written
 * in the same transaction as the command's ledger entries, before the command is acknowledged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trading_journal')
    .addColumn('seq', 'bigint', (col) => col.primaryKey())
    .addColumn('command', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('trading_order')
    .addColumn('id', 'bigint', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('app_user.id'))
    .addColumn('client_order_id', 'text')
    .addColumn('symbol', 'text', (col) => col.notNull())
    .addColumn('side', 'text', (col) => col.notNull().check(sql`side in ('BUY', 'SELL')`))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('time_in_force', 'text')
    .addColumn('price', 'double precision')
    .addColumn('size', 'double precision', (col) => col.notNull())
    .addColumn('filled', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('filled_notional', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('leverage', 'integer', (col) => col.notNull())
    .addColumn('reduce_only', 'boolean', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .check(sql`status in ('open', 'partially_filled', 'filled', 'cancelled', 'rejected')`),
    )
    .addColumn('reason', 'text')
    .addColumn('transaction_id', 'uuid', (col) => col.references('funds_transaction.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('trading_order_client_id', ['user_id', 'client_order_id'])
    .execute();
  await db.schema
    .createIndex('trading_order_user_idx')
    .on('trading_order')
    .columns(['user_id', 'status', 'id'])
    .execute();

  await db.schema
    .createTable('trading_fill')
    .addColumn('id', 'bigint', (col) => col.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('order_id', 'bigint', (col) => col.notNull().references('trading_order.id'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('app_user.id'))
    .addColumn('symbol', 'text', (col) => col.notNull())
    .addColumn('side', 'text', (col) => col.notNull())
    .addColumn('price', 'double precision', (col) => col.notNull())
    .addColumn('size', 'double precision', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('taker', 'maker')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('trading_fill_user_idx')
    .on('trading_fill')
    .columns(['user_id', 'id'])
    .execute();

  // One position per instrument per trader; its margin is the ledger account margin:<id>.
  await db.schema
    .createTable('trading_position')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('app_user.id'))
    .addColumn('symbol', 'text', (col) => col.notNull())
    .addColumn('size_lots', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('entry_price', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('leverage', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('realised_paise', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('trading_position_one_per_instrument', ['user_id', 'symbol'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['trading_position', 'trading_fill', 'trading_order', 'trading_journal']) {
    await db.schema.dropTable(table).execute();
  }
}
