import type { Kysely } from 'kysely';

/**
 * Options' expiry settlements (docs/trading.md, "Options"): one row per settled option, written in
 * the transaction that delists its book and pays its positions, so a settlement happens once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trading_option_settlement')
    .addColumn('symbol', 'text', (col) => col.primaryKey())
    .addColumn('expiry', 'timestamptz', (col) => col.notNull())
    .addColumn('settlement_price', 'double precision', (col) => col.notNull())
    .addColumn('settled_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trading_option_settlement').execute();
}
