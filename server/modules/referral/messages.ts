import { REFERRAL_CODE_NOT_FOUND } from '../../../src/contracts/referral.ts';

export const referralMessages = {
  notSignedIn: 'Sign in to see your referrals',
  otherTrader: 'The user id does not match the signed-in user',
  codeNotFound: REFERRAL_CODE_NOT_FOUND,
  rewardLabel: 'Referral reward',
} as const;
