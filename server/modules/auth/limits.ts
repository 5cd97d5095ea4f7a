import { authFlow } from '../../../src/domain/constants.ts';
import type { Limit } from './limiter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Rate limits of the auth API. "Source" is the browser's device cookie when it signed in to the
 * account before, else the client address (IPv6 by its /64); "IP" is the client address alone.
 * Limits that only an account key would share are counted per account AND source, so nobody
 * can use them to lock the owner out (see lockout.ts). Numbers leave room for a person who
 * mistypes and for end-to-end suites, not for a script.
 */
export const authLimits = {
  /** Failed logins from a browser that signed in to the account before: that browser only. */
  signInFailuresPerDevice: { max: 10, windowMs: 15 * MINUTE },
  /** Failed logins per account from one unknown address: slowed after 3, stopped at 10. */
  signInFailuresPerSource: { max: 10, windowMs: 15 * MINUTE },
  /** Failed logins per account from all unknown sources together: the cap on spread guessing. */
  signInFailuresFromNewDevices: { max: 50, windowMs: HOUR },
  /** Login attempts per IP, successful or not, whatever the account. */
  loginPerIp: { max: 100, windowMs: 15 * MINUTE },
  /** OTP mails (sign-up and forgot password) per account and source; the 30 s cooldown comes first. */
  otpSendsPerSource: { max: 6, windowMs: HOUR },
  /** OTP mails per account from every unknown source together, so nobody floods a mailbox. */
  otpSendsPerAccount: { max: 30, windowMs: HOUR },
  otpSendsPerIp: { max: 60, windowMs: HOUR },
  /** OTP checks per IP; each code also dies after 5 wrong tries. */
  otpChecksPerIp: { max: 60, windowMs: 15 * MINUTE },
  /** Password resets per account and source, and per IP (each also needs a verification token). */
  resetsPerSource: { max: 5, windowMs: HOUR },
  resetsPerIp: { max: 20, windowMs: HOUR },
  /** Sign-up calls per IP, and per account and IP (each also needs a verification token). */
  signupsPerIp: { max: 20, windowMs: HOUR },
  signupsPerSource: { max: 5, windowMs: HOUR },
} as const satisfies Record<string, Limit>;

/**
 * How a login from an unknown source slows down: after `freeFailures` failures, each further
 * attempt waits `baseDelayMs` doubled per extra failure, at most `maxDelayMs`, from the last one.
 */
export const slowDown = { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 60_000 } as const;

/** How long a device cookie (a browser that signed in to the account) is trusted. */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 3600;

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
