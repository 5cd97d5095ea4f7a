import type { ColumnType } from 'kysely';

type Time = ColumnType<Date, Date, Date>;
type OptionalTime = ColumnType<Date | null, Date | null | undefined, Date | null>;

/** A trader's own referral code (made the first time it is asked for). */
export interface ReferralCodeTable {
  user_id: string;
  /** Crockford base32, upper case; unique. */
  code: string;
  created_at: Time;
}

/** One referred trader: who referred them, and when they became Active and were paid for. */
export interface ReferralTable {
  referee_id: string;
  referrer_id: string;
  created_at: Time;
  activated_at: OptionalTime;
  reward_transaction_id: ColumnType<string | null, string | null | undefined, string | null>;
}
