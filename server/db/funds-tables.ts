import type { ColumnType, Generated } from 'kysely';
import type { TransactionStatus, TransactionType } from '../../src/contracts/funds.ts';
import type { Time } from './time-columns.ts';

/** pg hands bigint columns back as strings; the ledger converts them with BigInt(). */
type Paise = ColumnType<string, bigint | string, bigint | string>;

export interface LedgerAccountTable {
  /** `available:<userId>`, `margin:<positionId>`, or an exchange account such as `demo_deposits`. */
  id: string;
  user_id: string | null;
  kind: string;
  may_go_negative: ColumnType<boolean, boolean | undefined, boolean>;
  balance_paise: ColumnType<string, bigint | string | undefined, bigint | string>;
  updated_at: Time;
}

export interface FundsTransactionTable {
  id: string;
  seq: ColumnType<string, never, never>;
  user_id: string;
  type: TransactionType;
  status: TransactionStatus;
  amount_paise: Paise;
  balance_after_paise: Paise;
  related_id: string | null;
  bank_ifsc: string | null;
  bank_last4: string | null;
  settles_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** How much the trader's wallet (available + holds + margin) moved; null on rows the desk wrote. */
  wallet_delta_paise: ColumnType<string | null, Paise | null | undefined, Paise | null>;
  /** The exchange core's ref of the movement (a withdrawal's: what confirms it). */
  core_ref: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Time;
  updated_at: Time;
}

export interface LedgerJournalTable {
  id: string;
  transaction_id: string;
  memo: string;
  created_at: Time;
}

export interface LedgerEntryTable {
  id: Generated<string>;
  journal_id: string;
  account_id: string;
  amount_paise: Paise;
}

export interface FundsIdempotencyTable {
  user_id: string;
  operation: string;
  key: string;
  request_hash: string;
  status_code: number | null;
  response: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Time;
}

/** A code mailed to confirm one withdrawal (the core's ref), as an HMAC; gone once used. */
export interface WithdrawalCodeTable {
  ref: string;
  user_id: string;
  code_hash: string;
  expires_at: ColumnType<Date, Date, Date>;
}
