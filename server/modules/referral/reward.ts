import { REFERRAL_REWARD_RUPEES } from '../../../src/contracts/referral.ts';
import type { Db } from '../../db/index.ts';
import type { FundsCore } from '../funds/service.ts';

export const REFERRAL_REWARD_PAISE = BigInt(REFERRAL_REWARD_RUPEES) * 100n;

/** The core command's `ref` of a referral's reward: one per referee, so it is paid once. */
export const rewardRef = (refereeId: string): string => `referral:${refereeId}`;

/**
 * Pays a decided reward through the exchange core (the one writer of money) and records its
 * transaction on the referral. A second call, a replay or two at once reach the core with the same
 * `ref`, which answers the first payment's transaction instead of paying again.
 */
export async function payReward(
  db: Db,
  core: FundsCore,
  payment: { refereeId: string; referrerId: string; now: Date },
): Promise<string> {
  const transactionId = await core.reward(
    payment.referrerId,
    REFERRAL_REWARD_PAISE,
    rewardRef(payment.refereeId),
  );
  await db
    .updateTable('referral')
    .set({ activated_at: payment.now, reward_transaction_id: transactionId })
    .where('referee_id', '=', payment.refereeId)
    .where('reward_transaction_id', 'is', null)
    .execute();
  return transactionId;
}
