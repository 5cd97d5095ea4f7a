import { messages as domainMessages } from '../../../src/domain/errors/messages.ts';

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * How long to wait, in words, in the largest unit that reads well: seconds under two minutes,
 * minutes under two hours, then hours (always rounded up, so the wait is never longer than said).
 */
export function waitText(seconds: number): string {
  if (seconds < 120) return plural(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  return minutes < 120 ? plural(minutes, 'minute') : plural(Math.ceil(minutes / 60), 'hour');
}

/** Every text the auth API answers with, in one place. */
export const authMessages = {
  invalidEmail: domainMessages.validation.invalidEmail,
  weakPassword: domainMessages.validation.weakPassword,
  otpNotVerified: domainMessages.forgotPassword.otpNotVerified,
  invalidFullname: 'Please enter your full name.',
  invalidReferralCode: 'Please enter a valid referral code.',
  invalidPhone: 'Please enter a valid phone number (digits, optionally starting with +).',

  otpSent: 'A verification code has been sent to your email. It is valid for 10 minutes.',
  otpVerified: 'Email verified successfully.',
  otpWrong: (triesLeft: number) =>
    `Invalid OTP. Please check the code and try again (${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left).`,
  otpExpired: 'This code has expired or was never requested. Please request a new code.',
  otpTooManyTries: 'Too many incorrect codes. Please request a new code.',
  resendTooSoon: (seconds: number) =>
    `Please wait ${waitText(seconds)} before requesting a new code.`,
  forgotPasswordSent:
    'If an account exists for this email, a verification code has been sent to it.',

  emailTaken: 'An account with this email already exists. Please log in instead.',
  emailNotVerified: 'Please verify your email with the code we sent before signing up.',
  verificationExpired:
    'Your email verification has expired or was already used. Please request a new code.',
  signedUp: 'Account created successfully. Please log in.',

  badCredentials: 'Incorrect email or password.',
  notSignedIn: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  refreshMissing: 'Your session has ended. Please log in again.',
  refreshReused:
    'This session was ended because its refresh token was used twice. Please log in again.',
  crossSite: 'Cross-site requests are not allowed for this call.',
  loggedOut: 'Logged out successfully.',

  currencyUpdated: 'Currency preference updated.',
  notYourAccount: 'You can only change the settings of your own account.',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  samePassword:
    'Your new password must be different from your current password. Please choose another one.',
  wrongCurrentPassword: 'Your current password is not right. Please check it and try again.',
  passwordChanged:
    'Your password has been changed. Every other session of your account has been signed out.',
  sessionNotFound: 'There is no such session of your account. It may have ended already.',
  sessionSignedOut: 'That session has been signed out.',
  signedOutEverywhere: (count: number) =>
    count === 0
      ? 'There were no other sessions to sign out.'
      : `Signed out ${count} other ${count === 1 ? 'session' : 'sessions'}.`,
  sessionTooOld: 'For your security, every session ends after a fixed time. Please log in again.',

  // Every limit says what to do and when, with the time left in words.
  tooManyLogins: (wait: string) =>
    `Too many login attempts from your network. Try again in ${wait}.`,
  slowDown: (wait: string) => `Too many failed logins. Wait ${wait} before you try again.`,
  sourceLocked: (wait: string) =>
    `Too many failed logins from this device. Try again in ${wait}, or reset your password to log in now.`,
  newDevicesLocked: (wait: string) =>
    `Too many failed logins for this account from new devices. Log in from a browser you have used before, reset your password, or try again in ${wait}.`,
  tooManyOtpSends: (wait: string) => `Too many verification codes requested. Try again in ${wait}.`,
  tooManyOtpChecks: (wait: string) => `Too many verification attempts. Try again in ${wait}.`,
  tooManyResets: (wait: string) => `Too many password reset attempts. Try again in ${wait}.`,
  tooManySignups: (wait: string) => `Too many sign-up attempts. Try again in ${wait}.`,
} as const;
