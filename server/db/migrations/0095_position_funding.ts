import { type Kysely, sql } from 'kysely';

/**
 * A position's funding paid (negative) and received (positive) over its life, paise, beside its
 * realised P&L: the exchange core's projection writes it from each funding payment
 * (docs/exchange-core.md, "Funding"), so the position's row tells what funding did to it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table trading_position
    add column funding_paise bigint not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table trading_position drop column funding_paise`.execute(db);
}
