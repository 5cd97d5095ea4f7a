/** The funds limits and value lists, apart from the schemas so the web app loads no schema library. */

/** ₹10,00,000: the terms' threshold, the most one demo deposit may bring (in paise). */
export const MAX_DEPOSIT_PAISE = 10_00_000_00n;
/** ₹25,00,000 of demo deposits per trader per UTC day (in paise): the demo's own cap. */
export const DAILY_DEPOSIT_CAP_PAISE = 25_00_000_00n;
/** ₹10,00,000: the most one withdrawal may take (in paise). */
export const MAX_WITHDRAWAL_PAISE = 10_00_000_00n;

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
