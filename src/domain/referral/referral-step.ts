import { REFERRAL_DAILY_CAP, type ReferralSteps } from '../../contracts/referral.ts';

/** Why a qualified referral paid nothing, in the referrer's words. */
const NOT_REWARDED: Record<NonNullable<ReferralSteps['notRewarded']>, string> = {
  same_pan: 'Not rewarded: a reward was already paid for this PAN',
  same_bank: 'Not rewarded: a reward was already paid for this bank account',
  daily_cap: `Not rewarded: the limit of ${REFERRAL_DAILY_CAP} rewards a day was reached`,
};

/**
 * Where a referee stands on the way to the reward (signed up, KYC done, first trade, rewarded),
 * in words: the steps done and what is still awaited. KYC and the first trade may come in
 * either order.
 */
export function referralStepText(steps: ReferralSteps): string {
  if (steps.rewarded) return 'Rewarded';
  if (steps.notRewarded !== null) return NOT_REWARDED[steps.notRewarded];
  if (steps.kycDone && steps.firstTrade) return 'KYC done and first trade: reward on its way';
  if (steps.kycDone) return 'KYC done: waiting for a first trade';
  if (steps.firstTrade) return 'First trade done: waiting for KYC';
  return 'Signed up: waiting for KYC and a first trade';
}
