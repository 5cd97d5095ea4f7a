import { type Static, Type } from 'typebox';

export {
  DAILY_DEPOSIT_CAP_PAISE,
  DAILY_WITHDRAWAL_LIMIT_PAISE,
  MAX_DEPOSIT_PAISE,
  MAX_WITHDRAWAL_PAISE,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionStatus,
  type TransactionType,
  WITHDRAWAL_CONFIRM_S,
} from './funds-limits.ts';
export {
  confirmWithdrawalPath,
  fundsPaths,
  IDEMPOTENCY_HEADER,
  transactionsPath,
} from './funds-paths.ts';

import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from './funds-limits.ts';
import { literals, RequestId, TypedCode, withMessage } from './schema-parts.ts';

/**
 * The funds calls and the fund stream. Amounts cross the wire as rupees (JSON numbers with at most
 * two decimals); the ledger keeps integer paise.
 */

export const GetFundsQuery = Type.Object({ userId: Type.Optional(Type.String({ maxLength: 64 })) });
export type GetFundsQuery = Static<typeof GetFundsQuery>;

export const FundsRecord = Type.Object({
  userId: Type.String(),
  currency: Type.Literal('INR'),
  /** Net deposits: deposits less withdrawals that did not fail. */
  totalContribution: Type.Number(),
  availableFunds: Type.Number(),
  marginUsed: Type.Number(),
  livePNL: Type.Number(),
  /** available + margin + live P&L. */
  grandTotal: Type.Number(),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
});
export type FundsRecord = Static<typeof FundsRecord>;

export const GetFundsResponse = Type.Object({ data: Type.Array(FundsRecord) });
export type GetFundsResponse = Static<typeof GetFundsResponse>;

/** `amount` is checked by the route itself so that every bad amount gets a clear message. */
export const AddFundsRequest = Type.Object({ userId: RequestId, amount: Type.Unknown() });
export type AddFundsRequest = Static<typeof AddFundsRequest>;

export const WithdrawalRequest = Type.Object({
  userId: RequestId,
  amount: Type.Unknown(),
  /** Not read: every withdrawal is confirmed after its request (`confirmWithdrawal`). */
  code: Type.Optional(Type.String({ maxLength: 32 })),
});
export type WithdrawalRequest = Static<typeof WithdrawalRequest>;

const TransactionTypeSchema = literals(...TRANSACTION_TYPES);
const TransactionStatusSchema = literals(...TRANSACTION_STATUSES);

export const FundsTransaction = Type.Object({
  id: Type.String(),
  type: TransactionTypeSchema,
  /** Rupees, positive: how much moved. */
  amount: Type.Number(),
  /**
   * Rupees, signed: how much the wallet (available + margin in use) moved, + in, − out. A
   * trader's transactions sum to their wallet's change.
   */
  walletChange: Type.Number(),
  status: TransactionStatusSchema,
  /** The wallet (available + margin in use) right after this transaction, in rupees. */
  balanceAfter: Type.Number(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type FundsTransaction = Static<typeof FundsTransaction>;

/** How a withdrawal is confirmed: the authenticator's code, or a code mailed to the owner. */
export const ConfirmationMethod = literals('totp', 'email');
export type ConfirmationMethod = Static<typeof ConfirmationMethod>;

export const MovementResponse = withMessage({
  transaction: FundsTransaction,
  funds: FundsRecord,
  /** A withdrawal: held until confirmed with a code by `expiresAt`, then released if not. */
  confirmation: Type.Optional(
    Type.Object({ method: ConfirmationMethod, expiresAt: Type.String() }),
  ),
});
export type MovementResponse = Static<typeof MovementResponse>;

export const ConfirmWithdrawalRequest = Type.Object({
  /** The authenticator's code (or a recovery code) with two-factor on, else the mailed code. */
  code: TypedCode,
});
export type ConfirmWithdrawalRequest = Static<typeof ConfirmWithdrawalRequest>;

export const ConfirmWithdrawalResponse = Type.Object({ message: Type.String() });
export type ConfirmWithdrawalResponse = Static<typeof ConfirmWithdrawalResponse>;

/** What the wallet shows beside the withdrawal form. Rupees. */
export const WithdrawalLimitsResponse = Type.Object({
  dailyLimit: Type.Number(),
  leftToday: Type.Number(),
  /** ISO time until which withdrawals are held after a change of the bank account, or null. */
  heldUntil: Type.Union([Type.String(), Type.Null()]),
  /** Why withdrawals are off on this deployment (demo money), or null. */
  off: Type.Union([Type.String(), Type.Null()]),
  /** Why demo deposits are off on this deployment, or null. */
  depositsOff: Type.Union([Type.String(), Type.Null()]),
  confirmWith: ConfirmationMethod,
});
export type WithdrawalLimitsResponse = Static<typeof WithdrawalLimitsResponse>;

export const TransactionsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  type: Type.Optional(TransactionTypeSchema),
});
export type TransactionsQuery = Static<typeof TransactionsQuery>;

export const TransactionsResponse = Type.Object({
  transactions: Type.Array(FundsTransaction),
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
});
export type TransactionsResponse = Static<typeof TransactionsResponse>;

/** Machine-readable reasons a movement is refused (with a message in words beside them). */
export type FundsRefusalCode =
  | 'INSUFFICIENT_FUNDS'
  | 'DAILY_DEPOSIT_CAP'
  | 'KYC_REQUIRED'
  | 'SECOND_FACTOR_REQUIRED'
  | 'SECOND_FACTOR_INVALID'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'DAILY_WITHDRAWAL_LIMIT'
  | 'BANK_CHANGE_COOL_OFF'
  | 'DEMO_FUNDS_OFF'
  | 'WITHDRAWAL_CODE_INVALID'
  | 'WITHDRAWAL_NOT_FOUND'
  | 'WITHDRAWAL_EXPIRED';

export const FundsRefusal = withMessage({
  detail: Type.Optional(Type.String()),
  code: Type.String(),
  missing: Type.Optional(Type.Array(Type.String())),
});
export type FundsRefusal = Static<typeof FundsRefusal>;

/** A funds call's 4xx body: a refusal with its code, or any other client error (no code). */
export const FundsErrorBody = withMessage({
  detail: Type.Optional(Type.String()),
  code: Type.Optional(Type.String()),
  missing: Type.Optional(Type.Array(Type.String())),
});
export type FundsErrorBody = Static<typeof FundsErrorBody>;

export const TransactionsParams = Type.Object({ userId: RequestId });
export type TransactionsParams = Static<typeof TransactionsParams>;

/** The fund snapshot pushed on /stream/user?category=fund (spec section 3), rupees. */
export interface FundSnapshot {
  readonly userId: string;
  readonly totalContribution: number;
  readonly availableFunds: number;
  readonly livePNL: number;
  readonly grandTotal: number;
  /** ISO time of the snapshot. */
  readonly timestamp: string;
  /** A security notice for the trader (e.g. the payout bank account was changed), in words. */
  readonly notice?: string;
  /** With a bank-change notice: when withdrawals may start again (ISO). */
  readonly heldUntil?: string;
}

/** Categories of /stream/user: fund now; position and order join with the trading engine. */
export const USER_STREAM_CATEGORIES = ['fund'] as const;
export type UserStreamCategory = (typeof USER_STREAM_CATEGORIES)[number];
