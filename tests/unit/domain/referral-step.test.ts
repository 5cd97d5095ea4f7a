import { describe, expect, it } from 'vitest';
import type { ReferralSteps } from '../../../src/contracts/referral.ts';
import { referralStepText } from '../../../src/domain/referral/referral-step.ts';

const steps = (over: Partial<ReferralSteps>): ReferralSteps => ({
  kycDone: false,
  firstTrade: false,
  rewarded: false,
  notRewarded: null,
  ...over,
});

describe('a referee’s step in words', () => {
  it('says what is done and what the reward still waits for, in either order', () => {
    expect(referralStepText(steps({}))).toBe('Signed up: waiting for KYC and a first trade');
    expect(referralStepText(steps({ kycDone: true }))).toBe('KYC done: waiting for a first trade');
    expect(referralStepText(steps({ firstTrade: true }))).toBe('First trade done: waiting for KYC');
    expect(referralStepText(steps({ kycDone: true, firstTrade: true }))).toBe(
      'KYC done and first trade: reward on its way',
    );
    expect(referralStepText(steps({ kycDone: true, firstTrade: true, rewarded: true }))).toBe(
      'Rewarded',
    );
  });

  it('says why a qualified referral paid nothing', () => {
    const done = { kycDone: true, firstTrade: true };
    expect(referralStepText(steps({ ...done, notRewarded: 'same_pan' }))).toMatch(/this PAN/);
    expect(referralStepText(steps({ ...done, notRewarded: 'same_bank' }))).toMatch(
      /this bank account/,
    );
    expect(referralStepText(steps({ ...done, notRewarded: 'daily_cap' }))).toBe(
      'Not rewarded: the limit of 10 rewards a day was reached',
    );
  });
});
