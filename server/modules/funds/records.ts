import { sql } from 'kysely';
import type { FundsRecord, FundsTransaction } from '../../../src/contracts/funds.ts';
import { paiseToRupees } from '../../../src/domain/money/paise.ts';
import { availableAccount } from '../../core/accounts.ts';
import type { Db } from '../../db/index.ts';

/** A trader's money in paise, read in one statement so the figures agree with each other. */
export interface FundsFigures {
  readonly availablePaise: bigint;
  readonly marginPaise: bigint;
  readonly contributionPaise: bigint;
  readonly updatedAt: Date | null;
}

export async function readFigures(db: Db, userId: string): Promise<FundsFigures> {
  const { rows } = await sql<{
    available: string;
    margin: string;
    contribution: string;
    updated: Date | string | null;
  }>`
    select
      (select coalesce(sum(balance_paise), 0) from ledger_account
        where id = ${availableAccount(userId)})::text as available,
      (select coalesce(sum(balance_paise), 0) from ledger_account
        where user_id = ${userId} and kind = 'margin')::text as margin,
      (select coalesce(sum(case type
          when 'deposit' then amount_paise
          when 'withdrawal' then -amount_paise
          when 'withdrawal_return' then amount_paise
          else 0 end), 0) from funds_transaction where user_id = ${userId})::text as contribution,
      (select max(updated_at) from ledger_account where user_id = ${userId}) as updated`.execute(
    db,
  );
  const row = rows[0];
  const updated = row?.updated ?? null;
  return {
    availablePaise: BigInt(row?.available ?? '0'),
    marginPaise: BigInt(row?.margin ?? '0'),
    contributionPaise: BigInt(row?.contribution ?? '0'),
    updatedAt: updated === null ? null : new Date(updated),
  };
}

/** The getfunds record: rupees with two decimals; grand total = available + margin + live P&L. */
export function fundsRecord(
  userId: string,
  figures: FundsFigures,
  livePnlPaise: bigint,
): FundsRecord {
  return {
    userId,
    currency: 'INR',
    totalContribution: paiseToRupees(figures.contributionPaise),
    availableFunds: paiseToRupees(figures.availablePaise),
    marginUsed: paiseToRupees(figures.marginPaise),
    livePNL: paiseToRupees(livePnlPaise),
    grandTotal: paiseToRupees(figures.availablePaise + figures.marginPaise + livePnlPaise),
    updatedAt: figures.updatedAt?.toISOString() ?? null,
  };
}

export interface TransactionRow {
  id: string;
  type: FundsTransaction['type'];
  status: FundsTransaction['status'];
  amount_paise: string;
  balance_after_paise: string;
  wallet_delta_paise: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Types whose money comes into the wallet, for rows older than the wallet change they carry. */
const CREDITS: ReadonlySet<string> = new Set(['deposit', 'withdrawal_return', 'referral_reward']);

export const transactionOf = (row: TransactionRow): FundsTransaction => ({
  id: row.id,
  type: row.type,
  status: row.status,
  amount: paiseToRupees(BigInt(row.amount_paise)),
  walletChange: paiseToRupees(
    row.wallet_delta_paise === null
      ? CREDITS.has(row.type)
        ? BigInt(row.amount_paise)
        : -BigInt(row.amount_paise)
      : BigInt(row.wallet_delta_paise),
  ),
  balanceAfter: paiseToRupees(BigInt(row.balance_after_paise)),
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});
