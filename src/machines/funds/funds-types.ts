import type { FundSnapshot, FundsRecord } from '../../contracts/funds.ts';

/** The funds record as the app keeps it (the persisted slice): the call's record, live-updated. */
export interface FundsData {
  readonly userId: string;
  readonly totalContribution: number;
  readonly availableFunds: number;
  readonly marginUsed: number;
  readonly livePNL: number;
  readonly grandTotal: number;
  /** When the server last changed it (ISO), or null: no last-update time. */
  readonly updatedAt: string | null;
}

export const fromRecord = (record: FundsRecord): FundsData => ({
  userId: record.userId,
  totalContribution: record.totalContribution,
  availableFunds: record.availableFunds,
  marginUsed: record.marginUsed,
  livePNL: record.livePNL,
  grandTotal: record.grandTotal,
  updatedAt: record.updatedAt,
});

/** A pushed snapshot over what we had; margin is not in the snapshot, so it is what is left. */
export const withSnapshot = (data: FundsData | null, snapshot: FundSnapshot): FundsData => ({
  userId: snapshot.userId,
  totalContribution: snapshot.totalContribution,
  availableFunds: snapshot.availableFunds,
  marginUsed: Math.max(0, snapshot.grandTotal - snapshot.availableFunds - snapshot.livePNL),
  livePNL: snapshot.livePNL,
  grandTotal: snapshot.grandTotal,
  updatedAt: snapshot.timestamp === '' ? (data?.updatedAt ?? null) : snapshot.timestamp,
});
