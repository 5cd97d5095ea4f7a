import type { ColumnType } from 'kysely';
import type { OptionalTime, Time } from './time-columns.ts';

/** A trader's own referral code (made the first time it is asked for). */
export interface ReferralCodeTable {
  user_id: string;
  /** Crockford base32, upper case; unique. */
  code: string;
  created_at: Time;
}

/** Why a referral whose referee qualified paid what it did (docs/referral.md). */
export type ReferralOutcome = 'rewarded' | 'same_pan' | 'same_bank' | 'daily_cap';

/** One referred trader: who referred them, their steps, and the reward's decision and payment. */
export interface ReferralTable {
  referee_id: string;
  referrer_id: string;
  created_at: Time;
  /** When the reward was paid (the referral is then Active). */
  activated_at: OptionalTime;
  reward_transaction_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The referee's first executed trade (a fill), on the core's clock. */
  first_trade_at: OptionalTime;
  /** When the referee qualified (KYC and a first trade) and the reward was decided, once. */
  decided_at: OptionalTime;
  outcome: ColumnType<
    ReferralOutcome | null,
    ReferralOutcome | null | undefined,
    ReferralOutcome | null
  >;
}

/** A PAN (`pan:<hash>`) or bank account (`bank:<hash>`) a referral reward was paid for. */
export interface ReferralRewardKeyTable {
  key: string;
  referee_id: string;
  created_at: Time;
}
