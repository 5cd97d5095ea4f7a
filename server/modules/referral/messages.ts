export const referralMessages = {
  notSignedIn: 'Sign in to see your referrals',
  otherTrader: 'The user id does not match the signed-in user',
  codeNotFound: 'Referral code not found. Check the code, or leave it empty.',
  rewardLabel: 'Referral reward',
} as const;
