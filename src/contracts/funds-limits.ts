/** The funds limits and value lists, apart from the schemas so the web app loads no schema library. */

/** ₹10,00,000: the terms' threshold, the most one demo deposit may bring (in paise). */
export const MAX_DEPOSIT_PAISE = 10_00_000_00n;
/** ₹25,00,000 of demo deposits per trader per UTC day (in paise): the demo's own cap. */
export const DAILY_DEPOSIT_CAP_PAISE = 25_00_000_00n;
/** ₹10,00,000: the most one withdrawal may take (in paise). */
export const MAX_WITHDRAWAL_PAISE = 10_00_000_00n;
/**
 * ₹10,00,000 of withdrawals per trader per UTC day (in paise), requested and not given back: what
 * a stolen session can take out in a day. A withdrawal not confirmed in time gives its share back.
 */
export const DAILY_WITHDRAWAL_LIMIT_PAISE = 10_00_000_00n;
/** A withdrawal is confirmed with a code within 10 minutes, or its money is released. */
export const WITHDRAWAL_CONFIRM_S = 600;

export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'withdrawal_return',
  'fee',
  'realised_pnl',
  'referral_reward',
  'funding',
  'liquidation',
  'premium',
  'settlement',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_STATUSES = ['pending', 'completed', 'failed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
