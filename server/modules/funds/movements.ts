/**
 * What the funds calls share about movements of money. The exchange core moves the money
 * (server/core/money.ts); its projection writes the rows these columns read.
 */

/** The columns of a transaction the trader sees (records.ts turns them into the call's shape). */
export const transactionColumns = [
  'id',
  'type',
  'status',
  'amount_paise',
  'balance_after_paise',
  'wallet_delta_paise',
  'created_at',
  'updated_at',
] as const;

export type PayoutOutcome = 'paid' | 'rejected';

/** A withdrawal the bank is asked to pay out. */
export interface PendingWithdrawal {
  readonly id: string;
  readonly userId: string;
  readonly paise: bigint;
  readonly ifsc: string | null;
  readonly last4: string | null;
}
