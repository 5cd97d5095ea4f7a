import type { ReferralRow } from '../../../src/contracts/referral.ts';
import { paiseToRupees } from '../../../src/domain/money/paise.ts';
import type { Db } from '../../db/index.ts';
import { maskEmail, maskName } from './masking.ts';

/** Records that `refereeId` signed up with `referrerId`'s code (inside the sign-up's transaction). */
export async function recordReferral(
  trx: Db,
  referral: { referrerId: string; refereeId: string; now: Date },
): Promise<void> {
  if (referral.referrerId === referral.refereeId) return;
  await trx
    .insertInto('referral')
    .values({
      referee_id: referral.refereeId,
      referrer_id: referral.referrerId,
      created_at: referral.now,
    })
    .onConflict((conflict) => conflict.column('referee_id').doNothing())
    .execute();
}

/** The referrer's referrals, newest first, masked; each with its steps and the reward paid. */
export async function listReferrals(db: Db, referrerId: string): Promise<ReferralRow[]> {
  const rows = await db
    .selectFrom('referral')
    .innerJoin('app_user', 'app_user.id', 'referral.referee_id')
    .leftJoin('kyc_record', 'kyc_record.user_id', 'referral.referee_id')
    .leftJoin('funds_transaction', 'funds_transaction.id', 'referral.reward_transaction_id')
    .select([
      'app_user.fullname',
      'app_user.email',
      'referral.created_at',
      'referral.first_trade_at',
      'referral.outcome',
      'kyc_record.aadhaar_state',
      'kyc_record.pan_state',
      'funds_transaction.amount_paise',
    ])
    .where('referral.referrer_id', '=', referrerId)
    .orderBy('referral.created_at', 'desc')
    .orderBy('referral.referee_id')
    .execute();
  return rows.map((row) => ({
    userName: maskName(row.fullname),
    email: maskEmail(row.email),
    joinDate: new Date(row.created_at).toISOString(),
    // Active once the referee qualified (KYC and a first trade), paid or not.
    status: row.outcome === null ? 'Pending' : 'Active',
    rewards: paiseToRupees(BigInt(row.amount_paise ?? 0)),
    steps: {
      kycDone: row.aadhaar_state === 'verified' && row.pan_state === 'verified',
      firstTrade: row.first_trade_at !== null,
      rewarded: row.amount_paise !== null,
      notRewarded: row.outcome === null || row.outcome === 'rewarded' ? null : row.outcome,
    },
  }));
}
