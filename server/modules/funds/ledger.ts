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
  await trx
    .insertInto('ledger_journal')
    .values({
      id: journalId,
      transaction_id: journal.transactionId,
      memo: journal.memo,
      created_at: journal.now,
    })
    .execute();
  await trx
    .insertInto('ledger_entry')
    .values(
      entries.map((entry) => ({
        journal_id: journalId,
        account_id: entry.account,
        amount_paise: entry.amount,
      })),
    )
    .execute();
  // Same order every time (by account id), so two journals never wait on each other in a cycle.
  for (const entry of [...entries].sort((a, b) => (a.account < b.account ? -1 : 1))) {
    await trx
      .updateTable('ledger_account')
      .set({
        balance_paise: sql`balance_paise + ${entry.amount.toString()}::bigint`,
        updated_at: journal.now,
      })
      .where('id', '=', entry.account)
      .execute();
  }
}

/**
 * Opens the trader's available account if needed and locks its row until the transaction ends:
 * every movement of one trader's money goes through this lock, so they happen one after another.
 * Returns the balance as it is now.
 */
export async function lockAvailable(trx: Db, userId: string, now: Date): Promise<bigint> {
  const id = availableAccount(userId);
  await trx
    .insertInto('ledger_account')
    .values({ id, user_id: userId, kind: 'available', updated_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await trx
    .selectFrom('ledger_account')
    .select('balance_paise')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return BigInt(row.balance_paise);
}

/** Whether an error is PostgreSQL's check_violation (the overdraft or balance guard fired). */
export const isCheckViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23514';
