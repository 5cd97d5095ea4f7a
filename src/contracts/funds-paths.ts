/**
 * The funds service of spec section 7 (`/funds/...` in the embedded default) and the user stream.
 * Apart from their schemas (`funds.ts`) so that importing a path loads no schema library.
 */
export const fundsPaths = {
  getFunds: '/funds/getfunds',
  addFunds: '/funds/addFunds',
  transactions: '/funds/transaction/:userId',
  withdrawal: '/funds/withdrawal',
  /** POST {code}: confirms the withdrawal whose transaction id is `:transactionId`. */
  confirmWithdrawal: '/funds/withdrawal/:transactionId/confirm',
  /** GET: what the trader may withdraw today and what holds withdrawals back. */
  withdrawalLimits: '/funds/withdrawal-limits',
  userStream: '/stream/user',
} as const;

export const transactionsPath = (userId: string): string =>
  `/funds/transaction/${encodeURIComponent(userId)}`;

export const confirmWithdrawalPath = (transactionId: string): string =>
  `/funds/withdrawal/${encodeURIComponent(transactionId)}/confirm`;

/** The header that makes addFunds and withdrawal safe to repeat. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
