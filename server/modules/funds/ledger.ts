import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

/**
 * The double-entry core. A journal is a set of entries, one per account touched, whose amounts
 * sum to zero; an entry's amount is added to its account's balance (positive in, negative out).
 * Balances are kept on the account rows in the same transaction as the entries, so the CHECK on
 * `ledger_account` refuses any overdraft and the deferred trigger any unbalanced journal.
 */

export interface Entry {
  readonly account: string;
  readonly amount: bigint;
}

export const exchangeAccounts = {
  demoDeposits: 'demo_deposits',
  withdrawalsInFlight: 'withdrawals_in_flight',
  bankPayouts: 'bank_payouts',
  fees: 'fees',
  gstPayable: 'gst_payable',
  insuranceFund: 'insurance_fund',
  marketMaker: 'market_maker',
  optionSettlement: 'option_settlement',
} as const;

/** A trader's spendable balance; never below zero. */
export const availableAccount = (userId: string): string => `available:${userId}`;
/** Isolated margin of one position (the trading engine opens these); never below zero. */
export const marginAccount = (positionId: string): string => `margin:${positionId}`;

export class UnbalancedJournalError extends Error {
  constructor(sum: bigint) {
    super(`A journal must sum to zero; these entries sum to ${sum} paise`);
    this.name = 'UnbalancedJournalError';
  }
}

/** Posts one balanced journal for `transactionId` and moves the account balances with it. */
export async function postJournal(
  trx: Db,
  journal: {
    readonly transactionId: string;
    readonly memo: string;
    readonly entries: readonly Entry[];
    readonly now: Date;
  },
): Promise<void> {
  const entries = journal.entries.filter((entry) => entry.amount !== 0n);
  const sum = entries.reduce((total, entry) => total + entry.amount, 0n);
  if (sum !== 0n || entries.length < 2) throw new UnbalancedJournalError(sum);
  const journalId = randomUUID();
  const totals = new Map<string, bigint>();
  for (const entry of entries)
    totals.set(entry.account, (totals.get(entry.account) ?? 0n) + entry.amount);
  const ids = [...totals.keys()].sort();
  const rows = entries.map(
    (entry) => sql`(${journalId}::uuid, ${entry.account}, ${entry.amount.toString()}::bigint)`,
  );
  const sums = ids.map((id) => sql`(${id}, ${(totals.get(id) as bigint).toString()}::bigint)`);
  // One round trip. The accounts are locked first and in the same order every time (by account
  // id), so two journals never wait on each other in a cycle: `locked` is an uncorrelated
  // subquery of the update's condition, which PostgreSQL runs once before the update reads a row.
  await sql`with locked as (
      select id from ledger_account where id in (${sql.join(ids)}) order by id for update
    ), journal as (
      insert into ledger_journal (id, transaction_id, memo, created_at)
      values (${journalId}::uuid, ${journal.transactionId}::uuid, ${journal.memo}, ${journal.now})
    ), entries as (
      insert into ledger_entry (journal_id, account_id, amount_paise) values ${sql.join(rows)}
    )
    update ledger_account a set balance_paise = a.balance_paise + v.amount, updated_at = ${journal.now}
    from (values ${sql.join(sums)}) as v (id, amount)
    where a.id = v.id and (select count(*) from locked) > 0`.execute(trx);
}

/**
 * Opens the trader's available account if needed and locks its row until the transaction ends:
 * every movement of one trader's money goes through this lock, so they happen one after another.
 * Returns the balance as it is now.
 */
export async function lockAvailable(trx: Db, userId: string, now: Date): Promise<bigint> {
  const id = availableAccount(userId);
  const lock = () =>
    trx
      .selectFrom('ledger_account')
      .select('balance_paise')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  // The account nearly always exists: one statement then, two more the first time.
  const row =
    (await lock()) ??
    (await trx
      .insertInto('ledger_account')
      .values({ id, user_id: userId, kind: 'available', updated_at: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
      .then(lock));
  if (row === undefined) throw new Error(`available account of ${userId} vanished`);
  return BigInt(row.balance_paise);
}

/** Whether an error is PostgreSQL's check_violation (the overdraft or balance guard fired). */
export const isCheckViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23514';
