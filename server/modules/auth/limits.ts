import { authFlow } from '../../../src/domain/constants.ts';
import type { Limit } from './limiter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Rate limits of the auth API, per account (the normalised email) and per client IP. Numbers
 * leave room for a person who mistypes and for end-to-end suites, not for a script.
 */
export const authLimits = {
  /** Logins per account without a success, then 429 until the window ends; a success clears them. */
  loginFailuresPerAccount: { max: 10, windowMs: 15 * MINUTE },
  /** Login attempts per IP, successful or not. */
  loginPerIp: { max: 100, windowMs: 15 * MINUTE },
  /** OTP mails (sign-up and forgot password) per account; the 30 s cooldown comes first. */
  otpSendsPerAccount: { max: 6, windowMs: HOUR },
  otpSendsPerIp: { max: 60, windowMs: HOUR },
  /** OTP checks per IP; each code also dies after 5 wrong tries. */
  otpChecksPerIp: { max: 60, windowMs: 15 * MINUTE },
  /** Password resets per account and per IP. */
  resetsPerAccount: { max: 5, windowMs: HOUR },
  resetsPerIp: { max: 20, windowMs: HOUR },
} as const satisfies Record<string, Limit>;

/** OTP rules of spec section 9 and the issue: 6 digits, 10 minutes, 5 tries, 30 s resend. */
export const otpRules = {
  ttlMs: 10 * MINUTE,
  maxWrongTries: 5,
  resendCooldownMs: authFlow.otpResendCooldownMs,
  /** A verified sign-up code allows creating the account for this long. */
  signupWindowMs: 30 * MINUTE,
  /** A verified reset code allows resetting the password for this long. */
  resetWindowMs: 10 * MINUTE,
} as const;
