import { type Kysely, sql } from 'kysely';

/**
 * A risk close's figures on its notice, so a replayed notice carries them as the live one did: a
 * stop-loss's or take-profit's trigger price (USD) and the close's realised P&L, or a
 * liquidation's loss, in paise (the app writes them in the trader's display currency).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table trading_notice
    add column trigger_price double precision,
    add column pnl_paise bigint`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table trading_notice drop column trigger_price, drop column pnl_paise`.execute(
    db,
  );
}
