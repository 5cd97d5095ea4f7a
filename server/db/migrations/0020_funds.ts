import { type Kysely, sql } from 'kysely';

/**
 * The funds ledger: accounts with their balances, user-facing transactions, balanced journals of
 * entries, and idempotency keys. Two guards live in the database itself, so a bug in code cannot
 * break them: a CHECK keeps every account that may not go negative at or above zero, and a
 * deferred constraint trigger refuses to commit a journal whose entries do not sum to zero.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_account')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.references('app_user.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('may_go_negative', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('balance_paise', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint('ledger_account_not_overdrawn', sql`may_go_negative or balance_paise >= 0`)
    .execute();
  await db.schema
    .createIndex('ledger_account_user_idx')
    .on('ledger_account')
    .columns(['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('funds_transaction')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('seq', 'bigint', (col) => col.generatedAlwaysAsIdentity().unique())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('app_user.id'))
    .addColumn('type', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`type in ('deposit', 'withdrawal', 'withdrawal_return', 'fee', 'realised_pnl', 'referral_reward')`,
        ),
    )
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'completed', 'failed')`),
    )
    .addColumn('amount_paise', 'bigint', (col) => col.notNull().check(sql`amount_paise > 0`))
    .addColumn('balance_after_paise', 'bigint', (col) => col.notNull())
    .addColumn('related_id', 'uuid', (col) => col.references('funds_transaction.id'))
    .addColumn('bank_ifsc', 'text')
    .addColumn('bank_last4', 'text')
    .addColumn('settles_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('funds_transaction_user_idx')
    .on('funds_transaction')
    .columns(['user_id', 'seq'])
    .execute();
  await sql`create index funds_transaction_pending_idx on funds_transaction (settles_at) where status = 'pending'`.execute(
    db,
  );

  await db.schema
    .createTable('ledger_journal')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('transaction_id', 'uuid', (col) => col.notNull().references('funds_transaction.id'))
    .addColumn('memo', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('ledger_entry')
    .addColumn('id', 'bigint', (col) => col.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('journal_id', 'uuid', (col) => col.notNull().references('ledger_journal.id'))
    .addColumn('account_id', 'text', (col) => col.notNull().references('ledger_account.id'))
    .addColumn('amount_paise', 'bigint', (col) => col.notNull().check(sql`amount_paise <> 0`))
    .execute();
  await db.schema
    .createIndex('ledger_entry_journal_idx')
    .on('ledger_entry')
    .column('journal_id')
    .execute();
  await db.schema
    .createIndex('ledger_entry_account_idx')
    .on('ledger_entry')
    .column('account_id')
    .execute();

  await sql`
    create function ledger_journal_balances() returns trigger language plpgsql as $$
    begin
      if (select coalesce(sum(amount_paise), 0) from ledger_entry where journal_id = new.journal_id) <> 0 then
        raise exception 'ledger journal % does not balance', new.journal_id using errcode = '23514';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger ledger_entry_balanced after insert on ledger_entry
    deferrable initially deferred for each row execute function ledger_journal_balances()`.execute(
    db,
  );

  await db.schema
    .createTable('funds_idempotency')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('app_user.id'))
    .addColumn('operation', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('funds_idempotency_pk', ['user_id', 'operation', 'key'])
    .execute();

  // The exchange's own accounts (trading.md); the demo deposit source is the one that goes negative.
  await sql`
    insert into ledger_account (id, kind, may_go_negative, updated_at) values
      ('demo_deposits', 'demo_deposits', true, now()),
      ('withdrawals_in_flight', 'withdrawals_in_flight', false, now()),
      ('bank_payouts', 'bank_payouts', false, now()),
      ('fees', 'fees', false, now()),
      ('gst_payable', 'gst_payable', false, now()),
      ('insurance_fund', 'insurance_fund', true, now()),
      ('market_maker', 'market_maker', true, now()),
      ('option_settlement', 'option_settlement', true, now())`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists ledger_entry_balanced on ledger_entry`.execute(db);
  await sql`drop function if exists ledger_journal_balances()`.execute(db);
  for (const table of [
    'funds_idempotency',
    'ledger_entry',
    'ledger_journal',
    'funds_transaction',
    'ledger_account',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
