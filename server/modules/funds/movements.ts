import { randomUUID } from 'node:crypto';
import { type Insertable, sql } from 'kysely';
import { DAILY_DEPOSIT_CAP_PAISE } from '../../../src/contracts/funds.ts';
import { formatPaise } from '../../../src/domain/money/paise.ts';
import type { FundsTransactionTable } from '../../db/funds-tables.ts';
import type { Db } from '../../db/index.ts';
import type { BankAccountSummary } from '../../gates.ts';
import {
  availableAccount,
  exchangeAccounts,
  isCheckViolation,
  lockAvailable,
  postJournal,
} from './ledger.ts';
import type { TransactionRow } from './records.ts';
import { FundsRefusal } from './refusal.ts';

/**
 * The movements of money, each run inside the caller's database transaction, so a movement is
 * written whole or not at all. Each returns the user-facing transaction row it wrote.
 */

/** The columns of a transaction the trader sees (records.ts turns them into the call's shape). */
export const transactionColumns = [
  'id',
  'type',
  'status',
  'amount_paise',
  'balance_after_paise',
  'created_at',
  'updated_at',
] as const;

type NewTransaction = Omit<Insertable<FundsTransactionTable>, 'id' | 'created_at' | 'updated_at'>;

/** Writes a transaction row (a fresh id, created and updated now) and returns what the trader sees. */
async function insertTransaction(
  trx: Db,
  values: NewTransaction,
  now: Date,
): Promise<TransactionRow> {
  return trx
    .insertInto('funds_transaction')
    .values({ ...values, id: randomUUID(), created_at: now, updated_at: now })
    .returning(transactionColumns)
    .executeTakeFirstOrThrow();
}

const startOfUtcDay = (now: Date): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** A demo deposit: demo_deposits → available. Refused above the daily cap. */
export async function deposit(
  trx: Db,
  userId: string,
  paise: bigint,
  now: Date,
): Promise<TransactionRow> {
  const balance = await lockAvailable(trx, userId, now);
  const today = await trx
    .selectFrom('funds_transaction')
    .select(sql<string>`coalesce(sum(amount_paise), 0)::text`.as('total'))
    .where('user_id', '=', userId)
    .where('type', '=', 'deposit')
    .where('created_at', '>=', startOfUtcDay(now))
    .executeTakeFirstOrThrow();
  const left = DAILY_DEPOSIT_CAP_PAISE - BigInt(today.total);
  if (paise > left) {
    throw new FundsRefusal(
      409,
      'DAILY_DEPOSIT_CAP',
      `Demo deposits are limited to ${formatPaise(DAILY_DEPOSIT_CAP_PAISE)} a day; ${formatPaise(left > 0n ? left : 0n)} left today`,
    );
  }
  const row = await insertTransaction(
    trx,
    {
      user_id: userId,
      type: 'deposit',
      status: 'completed',
      amount_paise: paise,
      balance_after_paise: balance + paise,
    },
    now,
  );
  await postJournal(trx, {
    transactionId: row.id,
    memo: 'demo deposit',
    now,
    entries: [
      { account: exchangeAccounts.demoDeposits, amount: -paise },
      { account: availableAccount(userId), amount: paise },
    ],
  });
  return row;
}

const insufficient = (balance: bigint) =>
  new FundsRefusal(
    409,
    'INSUFFICIENT_FUNDS',
    `Insufficient funds: ${formatPaise(balance)} is available to withdraw`,
  );

/** A withdrawal request: available → withdrawals_in_flight, pending until `settlesAt`. */
export async function withdraw(
  trx: Db,
  request: {
    readonly userId: string;
    readonly paise: bigint;
    readonly bank: BankAccountSummary;
    readonly now: Date;
    readonly settlesAt: Date;
  },
): Promise<TransactionRow> {
  const { userId, paise, now } = request;
  const balance = await lockAvailable(trx, userId, now);
  if (balance < paise) throw insufficient(balance);
  const row = await insertTransaction(
    trx,
    {
      user_id: userId,
      type: 'withdrawal',
      status: 'pending',
      amount_paise: paise,
      balance_after_paise: balance - paise,
      bank_ifsc: request.bank.ifsc,
      bank_last4: request.bank.accountLast4,
      settles_at: request.settlesAt,
    },
    now,
  );
  try {
    await postJournal(trx, {
      transactionId: row.id,
      memo: 'withdrawal requested',
      now,
      entries: [
        { account: availableAccount(userId), amount: -paise },
        { account: exchangeAccounts.withdrawalsInFlight, amount: paise },
      ],
    });
  } catch (error) {
    // The database's own overdraft guard: only reachable if the lock above were ever bypassed.
    if (isCheckViolation(error)) throw insufficient(balance);
    throw error;
  }
  return row;
}

export type PayoutOutcome = 'paid' | 'rejected';

export interface PendingWithdrawal {
  readonly id: string;
  readonly userId: string;
  readonly paise: bigint;
  readonly ifsc: string | null;
  readonly last4: string | null;
}

/** Pending withdrawals due by `now`, oldest first, each locked (others skip them). */
export async function dueWithdrawals(
  trx: Db,
  now: Date,
  limit: number,
): Promise<PendingWithdrawal[]> {
  const rows = await trx
    .selectFrom('funds_transaction')
    .select(['id', 'user_id', 'amount_paise', 'bank_ifsc', 'bank_last4'])
    .where('status', '=', 'pending')
    .where('type', '=', 'withdrawal')
    .where('settles_at', '<=', now)
    .orderBy('seq')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    paise: BigInt(row.amount_paise),
    ifsc: row.bank_ifsc,
    last4: row.bank_last4,
  }));
}

/**
 * Ends a pending withdrawal: paid, the money leaves for the bank (in flight → bank_payouts);
 * rejected, it returns to the trader (in flight → available) as a withdrawal_return.
 */
export async function settleWithdrawal(
  trx: Db,
  withdrawal: PendingWithdrawal,
  outcome: PayoutOutcome,
  now: Date,
): Promise<void> {
  const { id, userId, paise } = withdrawal;
  if (outcome === 'paid') {
    await postJournal(trx, {
      transactionId: id,
      memo: 'withdrawal paid out',
      now,
      entries: [
        { account: exchangeAccounts.withdrawalsInFlight, amount: -paise },
        { account: exchangeAccounts.bankPayouts, amount: paise },
      ],
    });
    await trx
      .updateTable('funds_transaction')
      .set({ status: 'completed', updated_at: now })
      .where('id', '=', id)
      .execute();
    return;
  }
  const balance = await lockAvailable(trx, userId, now);
  const returned = await insertTransaction(
    trx,
    {
      user_id: userId,
      type: 'withdrawal_return',
      status: 'completed',
      amount_paise: paise,
      balance_after_paise: balance + paise,
      related_id: id,
    },
    now,
  );
  await postJournal(trx, {
    transactionId: returned.id,
    memo: 'withdrawal failed: money returned',
    now,
    entries: [
      { account: exchangeAccounts.withdrawalsInFlight, amount: -paise },
      { account: availableAccount(userId), amount: paise },
    ],
  });
  await trx
    .updateTable('funds_transaction')
    .set({ status: 'failed', updated_at: now })
    .where('id', '=', id)
    .execute();
}
