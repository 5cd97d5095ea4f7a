import { type Kysely, sql } from 'kysely';
import * as columns from './columns.ts';
import { createRowBalanceCheck } from './ledger-balance-checks.ts';
import { createIndex, dropTables } from './table-steps.ts';

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
    .$call(columns.notNull({ kind: 'text' }))
    .addColumn('may_go_negative', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('balance_paise', 'bigint', (col) => col.notNull().defaultTo(0))
    .$call(columns.notNull({ updated_at: 'timestamptz' }))
    .addCheckConstraint('ledger_account_not_overdrawn', sql`may_go_negative or balance_paise >= 0`)
    .execute();
  await createIndex(db, 'ledger_account_user_idx', 'ledger_account', ['user_id', 'kind']);

  await db.schema
    .createTable('funds_transaction')
    .$call(columns.uuidId)
    .addColumn('seq', 'bigint', (col) => col.generatedAlwaysAsIdentity().unique())
    .$call(columns.recordUserId)
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
    .$call(columns.notNull({ balance_after_paise: 'bigint' }))
    .addColumn('related_id', 'uuid', (col) => col.references('funds_transaction.id'))
    .$call(columns.nullable({ bank_ifsc: 'text', bank_last4: 'text', settles_at: 'timestamptz' }))
    .$call(columns.notNull({ created_at: 'timestamptz', updated_at: 'timestamptz' }))
    .execute();
  await createIndex(db, 'funds_transaction_user_idx', 'funds_transaction', ['user_id', 'seq']);
  await sql`create index funds_transaction_pending_idx on funds_transaction (settles_at) where status = 'pending'`.execute(
    db,
  );

  await db.schema
    .createTable('ledger_journal')
    .$call(columns.uuidId)
    .addColumn('transaction_id', 'uuid', (col) => col.notNull().references('funds_transaction.id'))
    .$call(columns.notNull({ memo: 'text', created_at: 'timestamptz' }))
    .execute();

  await db.schema
    .createTable('ledger_entry')
    .$call(columns.identityId)
    .addColumn('journal_id', 'uuid', (col) => col.notNull().references('ledger_journal.id'))
    .addColumn('account_id', 'text', (col) => col.notNull().references('ledger_account.id'))
    .addColumn('amount_paise', 'bigint', (col) => col.notNull().check(sql`amount_paise <> 0`))
    .execute();
  await createIndex(db, 'ledger_entry_journal_idx', 'ledger_entry', ['journal_id']);
  await createIndex(db, 'ledger_entry_account_idx', 'ledger_entry', ['account_id']);
  await createRowBalanceCheck(db);

  await db.schema
    .createTable('funds_idempotency')
    .$call(columns.recordUserId)
    .$call(columns.notNull({ operation: 'text', key: 'text', request_hash: 'text' }))
    .$call(columns.nullable({ status_code: 'integer', response: 'jsonb' }))
    .$call(columns.notNull({ created_at: 'timestamptz' }))
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
  await dropTables(db, [
    'funds_idempotency',
    'ledger_entry',
    'ledger_journal',
    'funds_transaction',
    'ledger_account',
  ]);
}
