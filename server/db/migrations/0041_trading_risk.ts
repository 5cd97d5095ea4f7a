import { type Kysely, sql } from 'kysely';

/**
 * Stop-loss and take-profit (docs/trading.md): the trigger prices of a position and the time it
 * opened (and the side it opened on, so a flip starts a new position with no triggers); on an
 * order, the triggers it attaches to the position it opens or adds to (and whether it has), and
 * why the desk placed it (a trader, a stop-loss, a take-profit or a liquidation).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('trading_position')
    .addColumn('stop_loss', 'double precision')
    .addColumn('take_profit', 'double precision')
    .addColumn('opened_at', 'timestamptz')
    .addColumn('opened_sign', 'smallint', (col) => col.notNull().defaultTo(0))
    .execute();
  // Positions open before: opened (as far as is known) when they last changed.
  await sql`update trading_position set opened_at = updated_at,
      opened_sign = (case when size_lots > 0 then 1 else -1 end)
    where size_lots <> 0`.execute(db);
  await db.schema
    .alterTable('trading_order')
    .addColumn('stop_loss', 'double precision')
    .addColumn('take_profit', 'double precision')
    .addColumn('origin', 'text', (col) => col.notNull().defaultTo('trader'))
    .addColumn('triggers_applied', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('trading_order')
    .dropColumn('stop_loss')
    .dropColumn('take_profit')
    .dropColumn('origin')
    .dropColumn('triggers_applied')
    .execute();
  await db.schema
    .alterTable('trading_position')
    .dropColumn('stop_loss')
    .dropColumn('take_profit')
    .dropColumn('opened_at')
    .dropColumn('opened_sign')
    .execute();
}
