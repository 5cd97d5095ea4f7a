import type { Kysely } from 'kysely';
import * as columns from './columns.ts';

/**
 * Options' expiry settlements (docs/trading.md, "Options"): one row per settled option, written in
 * the transaction that delists its book and pays its positions, so a settlement happens once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trading_option_settlement')
    .addColumn('symbol', 'text', (col) => col.primaryKey())
    .$call(
      columns.notNull({
        expiry: 'timestamptz',
        settlement_price: 'double precision',
        settled_at: 'timestamptz',
      }),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trading_option_settlement').execute();
}
