import { type Kysely, sql } from 'kysely';

/** The insurance fund's starting balance: ₹1 crore (docs/trading.md, "Insurance fund"). */
const STARTING_BALANCE_PAISE = 1_00_00_000_00n;

/**
 * The insurance fund gets a starting balance and may no longer go below zero (docs/trading.md,
 * "Insurance fund").
 * - `exchange_capital` is the exchange's own money, the source of the fund's starting balance (it
 *   may go negative, like `demo_deposits`: what the exchange puts in is its owners' equity).
 * - A journal between exchange accounts only belongs to no trader's transaction, so a journal's
 *   transaction may now be empty.
 * - The fund is credited ₹1 crore from `exchange_capital` in one balanced journal, plus whatever it
 *   was below zero (a database that ran before this lost that much to uncovered losses), so it
 *   starts at ₹1 crore or more; then the CHECK on `ledger_account` keeps it at or above zero.
 * A migration runs once, so the credit is made once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into ledger_account (id, kind, may_go_negative, updated_at)
    values ('exchange_capital', 'exchange_capital', true, now())
    on conflict (id) do nothing`.execute(db);
  await sql`alter table ledger_journal alter column transaction_id drop not null`.execute(db);
  const { rows } = await sql<{ balance: string }>`select balance_paise::text as balance
    from ledger_account where id = 'insurance_fund'`.execute(db);
  const balance = BigInt(rows[0]?.balance ?? 0);
  const credit = STARTING_BALANCE_PAISE + (balance < 0n ? -balance : 0n);
  await sql`with journal as (
      insert into ledger_journal (id, transaction_id, memo, created_at)
      values (gen_random_uuid(), null, 'insurance fund: starting balance from exchange capital', now())
      returning id
    ), entries as (
      insert into ledger_entry (journal_id, account_id, amount_paise)
      select id, account, amount from journal,
        (values ('exchange_capital', ${(-credit).toString()}::bigint),
                ('insurance_fund', ${credit.toString()}::bigint)) as v (account, amount)
    )
    update ledger_account a set balance_paise = a.balance_paise + v.amount, updated_at = now()
    from (values ('exchange_capital', ${(-credit).toString()}::bigint),
                 ('insurance_fund', ${credit.toString()}::bigint)) as v (id, amount)
    where a.id = v.id`.execute(db);
  await sql`update ledger_account set may_go_negative = false where id = 'insurance_fund'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update ledger_account set may_go_negative = true where id = 'insurance_fund'`.execute(
    db,
  );
  // What exchange capital put in goes back to it (the fund keeps what it earned since).
  await sql`with capital as (
      select -coalesce(sum(amount_paise), 0) as paise from ledger_entry
      where account_id = 'exchange_capital'
    )
    update ledger_account a set balance_paise = a.balance_paise - capital.paise, updated_at = now()
    from capital where a.id = 'insurance_fund'`.execute(db);
  await sql`delete from ledger_entry where journal_id in (
      select journal_id from ledger_entry where account_id = 'exchange_capital')`.execute(db);
  await sql`delete from ledger_journal where transaction_id is null`.execute(db);
  await sql`delete from ledger_account where id = 'exchange_capital'`.execute(db);
  await sql`alter table ledger_journal alter column transaction_id set not null`.execute(db);
}
