import type { Limit } from '../auth/limiter.ts';

const HOUR = 60 * 60_000;

/**
 * Checks per trader: every one costs a mail or a vendor call. Room for a person who mistypes
 * (and for the test suites), not for a script trying numbers.
 */
export const kycLimits = {
  otpSendsPerUser: { max: 6, windowMs: HOUR },
  panChecksPerUser: { max: 10, windowMs: HOUR },
  bankChecksPerUser: { max: 10, windowMs: HOUR },
} as const satisfies Record<string, Limit>;

export const kycLimitTexts = {
  otpSends: (wait: string) => `Too many verification codes requested. Please try again in ${wait}.`,
  panChecks: (wait: string) => `Too many PAN checks. Please try again in ${wait}.`,
  bankChecks: (wait: string) => `Too many bank account checks. Please try again in ${wait}.`,
} as const;
