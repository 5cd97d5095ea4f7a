import type { FundSnapshot } from '../../contracts/funds.ts';
import type { AccountNotice } from '../trading/account-notice.ts';

/** What a fund stream message is to the signed-in trader (spec sections 3 and 5). */
export type FundMessage =
  | { readonly kind: 'own'; readonly snapshot: FundSnapshot }
  /** For another user: ignored. */
  | { readonly kind: 'foreign' }
  /** Not a fund snapshot at all: 'Invalid data format'. */
  | { readonly kind: 'invalid' };

const AMOUNTS = ['totalContribution', 'availableFunds', 'livePNL', 'grandTotal'] as const;

/**
 * Reads a parsed fund stream message for `userId`. Missing amounts count as 0 and a missing
 * timestamp as no last-update time (spec section 3); an amount that is not a number is invalid.
 */
export function readFundMessage(message: unknown, userId: string | null): FundMessage {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) {
    return { kind: 'invalid' };
  }
  const record = message as Record<string, unknown>;
  if (typeof record.userId !== 'string') return { kind: 'invalid' };
  if (record.userId !== userId) return { kind: 'foreign' };
  const amounts: Record<(typeof AMOUNTS)[number], number> = {
    totalContribution: 0,
    availableFunds: 0,
    livePNL: 0,
    grandTotal: 0,
  };
  for (const name of AMOUNTS) {
    const value = record[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'number' || !Number.isFinite(value)) return { kind: 'invalid' };
    amounts[name] = value;
  }
  const timestamp = typeof record.timestamp === 'string' ? record.timestamp : '';
  const notice =
    typeof record.notice === 'string' && record.notice.trim() !== ''
      ? {
          notice: record.notice,
          ...(typeof record.heldUntil === 'string' ? { heldUntil: record.heldUntil } : {}),
        }
      : {};
  return { kind: 'own', snapshot: { userId: record.userId, ...amounts, timestamp, ...notice } };
}

/**
 * The bell's notice of a snapshot that carries one (the payout account was changed, issue 24), or
 * null. One per change: its id is the hold's end (or the snapshot's time).
 */
export function fundNoticeOf(snapshot: FundSnapshot): AccountNotice | null {
  if (snapshot.notice === undefined) return null;
  const at = Number.isFinite(Date.parse(snapshot.timestamp))
    ? snapshot.timestamp
    : new Date().toISOString();
  return {
    id: `payout-${snapshot.heldUntil ?? at}`,
    kind: 'payout',
    at,
    detail: snapshot.notice,
    ...(snapshot.heldUntil === undefined ? {} : { until: snapshot.heldUntil }),
  };
}
