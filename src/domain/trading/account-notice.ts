import type { Currency } from '../money/currency.ts';
import { formatRupeesIn } from '../money/display.ts';

/**
 * A notice about the account rather than an order (issue 25): a deposit, a withdrawal sent, a KYC
 * result. The screen that saw it happen tells the notifications actor; the figures stay figures
 * (rupees), written in the display currency only when shown.
 */
export type AccountNoticeKind = 'deposit' | 'withdrawal' | 'kyc' | 'payout';

export interface AccountNotice {
  /** Unique per account: the transaction's id, or the KYC step and time. */
  readonly id: string;
  readonly kind: AccountNoticeKind;
  /** ISO time it happened. */
  readonly at: string;
  /** Rupees moved (a deposit or a withdrawal). */
  readonly amount?: number;
  /** A KYC result: verified, or not (with the reason in `detail`). */
  readonly verified?: boolean;
  /** A refused KYC check's reason, in the provider's words; a payout notice's words. */
  readonly detail?: string;
  /** A payout account change (issue 24): when withdrawals may start again (ISO). */
  readonly until?: string;
}

const KINDS: readonly AccountNoticeKind[] = ['deposit', 'withdrawal', 'kyc', 'payout'];

/** A stored notice read back, or null when it is not one (storage is not trusted). */
export function readAccountNotice(value: unknown): AccountNotice | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'string' || v.id === '' || typeof v.at !== 'string') return null;
  if (!KINDS.includes(v.kind as AccountNoticeKind)) return null;
  const amount = typeof v.amount === 'number' && Number.isFinite(v.amount) ? v.amount : undefined;
  return {
    id: v.id,
    kind: v.kind as AccountNoticeKind,
    at: v.at,
    ...(amount === undefined ? {} : { amount }),
    ...(typeof v.verified === 'boolean' ? { verified: v.verified } : {}),
    ...(typeof v.detail === 'string' ? { detail: v.detail } : {}),
    ...(typeof v.until === 'string' ? { until: v.until } : {}),
  };
}

/** A time the trader reads: their local time, with the date (the wallet writes it so too). */
const localTime = (iso: string): string | null => {
  const at = Date.parse(iso);
  return Number.isFinite(at)
    ? new Date(at).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })
    : null;
};

/** The notice in words, its amount in the display currency. */
export function accountNoticeWords(notice: AccountNotice, currency: Currency): string {
  const amount = formatRupeesIn(Math.abs(notice.amount ?? 0), currency);
  switch (notice.kind) {
    case 'deposit':
      return `Deposit: ${amount} added to your wallet`;
    case 'withdrawal':
      return `Withdrawal: ${amount} sent to your bank account`;
    case 'kyc':
      return notice.verified === true
        ? 'KYC verified: you can trade and withdraw'
        : `KYC not verified: ${notice.detail ?? 'a check failed'}`;
    case 'payout': {
      const until = notice.until === undefined ? null : localTime(notice.until);
      return until === null
        ? (notice.detail ?? 'Your payout bank account was changed')
        : `Payout bank account changed: withdrawals are held until ${until}`;
    }
  }
}

/** What the bell says under it. */
export const accountNoticeLabel = (notice: AccountNotice): string =>
  notice.kind === 'kyc' ? 'KYC' : notice.kind === 'payout' ? 'Security' : 'Wallet';

/**
 * A refused KYC check and a change of the payout account (which the owner may not have made) are
 * red; money in or out and a verification are plain.
 */
export const accountNoticeTone = (notice: AccountNotice): 'danger' | 'neutral' =>
  (notice.kind === 'kyc' && notice.verified !== true) || notice.kind === 'payout'
    ? 'danger'
    : 'neutral';
