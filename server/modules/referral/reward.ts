import { randomUUID } from 'node:crypto';
import { REFERRAL_REWARD_RUPEES } from '../../../src/contracts/referral.ts';
import type { Db } from '../../db/index.ts';
import { availableAccount, lockAvailable, postJournal } from '../funds/ledger.ts';
import { findKycRecord, overallStatus } from '../kyc/store.ts';

/** The exchange's account referral rewards are paid from (may go negative, like demo deposits). */
export const REFERRAL_REWARDS_ACCOUNT = 'referral_rewards';
export const REFERRAL_REWARD_PAISE = BigInt(REFERRAL_REWARD_RUPEES) * 100n;

/**
 * Makes `refereeId`'s referral Active and pays its referrer, once: the referral row is locked and
 * its reward transaction set in the same transaction as the journal, so a second call (a repeated
 * verification, a replayed event, two at once) finds it paid and pays nothing. Answers the
 * referrer paid, or undefined when there was nothing to pay.
 */
export async function activateReferral(
  db: Db,
  refereeId: string,
  now: Date,
): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const referral = await trx
      .selectFrom('referral')
      .select(['referrer_id', 'reward_transaction_id'])
      .where('referee_id', '=', refereeId)
      .forUpdate()
      .executeTakeFirst();
    if (referral === undefined || referral.reward_transaction_id !== null) return undefined;
    // Only a referee whose KYC really is verified makes the referral Active.
    if (overallStatus(await findKycRecord(trx, refereeId)) !== 'verified') return undefined;

    const referrerId = referral.referrer_id;
    const balance = await lockAvailable(trx, referrerId, now);
    const transaction = await trx
      .insertInto('funds_transaction')
      .values({
        id: randomUUID(),
        user_id: referrerId,
        type: 'referral_reward',
        status: 'completed',
        amount_paise: REFERRAL_REWARD_PAISE,
        balance_after_paise: balance + REFERRAL_REWARD_PAISE,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await postJournal(trx, {
      transactionId: transaction.id,
      memo: 'referral reward',
      now,
      entries: [
        { account: REFERRAL_REWARDS_ACCOUNT, amount: -REFERRAL_REWARD_PAISE },
        { account: availableAccount(referrerId), amount: REFERRAL_REWARD_PAISE },
      ],
    });
    await trx
      .updateTable('referral')
      .set({ activated_at: now, reward_transaction_id: transaction.id })
      .where('referee_id', '=', refereeId)
      .where('reward_transaction_id', 'is', null)
      .execute();
    return referrerId;
  });
}
