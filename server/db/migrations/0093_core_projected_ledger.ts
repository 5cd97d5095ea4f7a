import { type Kysely, sql } from 'kysely';

/**
 * What the core's projection needs of the ledger and trading tables (server/core/projections/):
 * - the kinds of wallet transaction the core makes besides the old ones (funding, liquidation,
 *   an option's premium and its settlement);
 * - on each wallet transaction, the core's transaction id (`<seq>.<n>`), the ref of its command
 *   (a withdrawal and its settlement share one), the signed change of the wallet (`amount_paise`
 *   stays positive, its type saying which way; a realised P&L or a funding payment goes either
 *   way), the instrument and order it is about, and its memo;
 * - on each journal, the core's transaction id and kind;
 * - on each fill, the core's fill id, so a fill is written once;
 * - the exchange accounts the core posts to that the desk had not: clearing (the other side of
 *   realised P&L), the funding pool and the referral rewards budget, which may go negative.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table funds_transaction drop constraint if exists funds_transaction_type_check`.execute(
    db,
  );
  await sql`alter table funds_transaction add constraint funds_transaction_type_check
    check (type in ('deposit', 'withdrawal', 'withdrawal_return', 'fee', 'realised_pnl',
      'referral_reward', 'funding', 'liquidation', 'premium', 'settlement'))`.execute(db);
  await sql`alter table funds_transaction
    add column core_id text unique,
    add column core_ref text,
    add column wallet_delta_paise bigint,
    add column symbol text,
    add column order_id bigint,
    add column memo text`.execute(db);
  await sql`create index funds_transaction_core_ref_idx on funds_transaction (core_ref)
    where core_ref is not null`.execute(db);
  await sql`alter table ledger_journal add column core_id text unique, add column kind text`.execute(
    db,
  );
  await sql`alter table trading_fill add column core_id text unique`.execute(db);
  await sql`
    insert into ledger_account (id, kind, may_go_negative, updated_at) values
      ('clearing', 'clearing', true, now()),
      ('funding_pool', 'funding_pool', true, now()),
      ('rewards', 'rewards', true, now())
    on conflict (id) do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table trading_fill drop column core_id`.execute(db);
  await sql`alter table ledger_journal drop column core_id, drop column kind`.execute(db);
  await sql`alter table funds_transaction drop column core_id, drop column core_ref,
    drop column wallet_delta_paise, drop column symbol, drop column order_id, drop column memo`.execute(
    db,
  );
  await sql`alter table funds_transaction drop constraint funds_transaction_type_check`.execute(db);
  await sql`alter table funds_transaction add constraint funds_transaction_type_check
    check (type in ('deposit', 'withdrawal', 'withdrawal_return', 'fee', 'realised_pnl',
      'referral_reward'))`.execute(db);
}
