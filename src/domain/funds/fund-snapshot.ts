import type { FundSnapshot } from '../../contracts/funds.ts';

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
  return { kind: 'own', snapshot: { userId: record.userId, ...amounts, timestamp } };
}
