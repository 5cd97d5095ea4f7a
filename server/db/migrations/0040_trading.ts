import { type Kysely, sql } from 'kysely';
import * as columns from './columns.ts';
import { createIndex, dropTables } from './table-steps.ts';

/**
 * The trading desk (docs/trading.md): the persistent journal of the matching engine's accepted
 * commands (replayed at start to rebuild the books), traders' orders, fills and positions. Written
 * in the same transaction as the command's ledger entries, before the command is acknowledged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trading_journal')
    .addColumn('seq', 'bigint', (col) => col.primaryKey())
    .$call(columns.notNull({ command: 'jsonb', created_at: 'timestamptz' }))
    .execute();

  await db.schema
    .createTable('trading_order')
    .addColumn('id', 'bigint', (col) => col.primaryKey())
    .$call(columns.recordUserId)
    .$call(columns.nullable({ client_order_id: 'text' }))
    .$call(columns.notNull({ symbol: 'text' }))
    .addColumn('side', 'text', (col) => col.notNull().check(sql`side in ('BUY', 'SELL')`))
    .$call(columns.notNull({ type: 'text' }))
    .$call(columns.nullable({ time_in_force: 'text', price: 'double precision' }))
    .$call(columns.notNull({ size: 'double precision' }))
    .addColumn('filled', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('filled_notional', 'double precision', (col) => col.notNull().defaultTo(0))
    .$call(columns.notNull({ leverage: 'integer', reduce_only: 'boolean' }))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .check(sql`status in ('open', 'partially_filled', 'filled', 'cancelled', 'rejected')`),
    )
    .$call(columns.nullable({ reason: 'text' }))
    .addColumn('transaction_id', 'uuid', (col) => col.references('funds_transaction.id'))
    .$call(columns.notNull({ created_at: 'timestamptz', updated_at: 'timestamptz' }))
    .addUniqueConstraint('trading_order_client_id', ['user_id', 'client_order_id'])
    .execute();
  await createIndex(db, 'trading_order_user_idx', 'trading_order', ['user_id', 'status', 'id']);

  await db.schema
    .createTable('trading_fill')
    .$call(columns.identityId)
    .addColumn('order_id', 'bigint', (col) => col.notNull().references('trading_order.id'))
    .$call(columns.recordUserId)
    .$call(
      columns.notNull({
        symbol: 'text',
        side: 'text',
        price: 'double precision',
        size: 'double precision',
      }),
    )
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('taker', 'maker')`))
    .$call(columns.notNull({ created_at: 'timestamptz' }))
    .execute();
  await createIndex(db, 'trading_fill_user_idx', 'trading_fill', ['user_id', 'id']);

  // One position per instrument per trader; its margin is the ledger account margin:<id>.
  await db.schema
    .createTable('trading_position')
    .$call(columns.uuidId)
    .$call(columns.recordUserId)
    .$call(columns.notNull({ symbol: 'text' }))
    .addColumn('size_lots', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('entry_price', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('leverage', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('realised_paise', 'bigint', (col) => col.notNull().defaultTo(0))
    .$call(columns.notNull({ updated_at: 'timestamptz' }))
    .addUniqueConstraint('trading_position_one_per_instrument', ['user_id', 'symbol'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['trading_position', 'trading_fill', 'trading_order', 'trading_journal']);
}
