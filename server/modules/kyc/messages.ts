import { kycTexts } from '../../../src/domain/kyc/rules.ts';
import { indiaTimeText } from '../../../src/domain/time/india-time.ts';
import { authMessages } from '../auth/messages.ts';

/** Every text the KYC and profile API answers with, in one place. */
export const kycMessages = {
  ...kycTexts,
  notSignedIn: authMessages.notSignedIn,
  authenticated: 'KYC session started.',
  sessionMissing: 'Your KYC session has expired. Please start the verification again.',
  sessionOfAnotherUser: 'This KYC session belongs to another account.',

  otpSent: 'We sent a 6-digit code to the email of your account. It is valid for 10 minutes.',
  // The same OTP rules as the email codes, in the same words.
  otpWrong: authMessages.otpWrong,
  otpExpired: authMessages.otpExpired,
  otpTooManyTries: authMessages.otpTooManyTries,
  otpForAnotherNumber: 'This code was sent for a different Aadhaar number.',
  resendTooSoon: authMessages.resendTooSoon,
  aadhaarVerified: 'Aadhaar verified.',
  aadhaarAlreadyVerified: 'Your Aadhaar is already verified.',
  aadhaarTaken: 'This Aadhaar number is already verified on another account.',

  aadhaarFirst: 'Please verify your Aadhaar before your PAN.',
  panVerified: 'PAN verified.',
  panAlreadyVerified: 'Your PAN is already verified.',
  panTaken: 'This PAN is already verified on another account.',
  panNameMismatch:
    'The name on your PAN does not match the name of your account. Please enter it as printed on your PAN.',

  kycFirst: 'Please complete your Aadhaar and PAN verification before adding a bank account.',
  bankVerified: 'Bank account verified.',
  bankTaken: 'This bank account is already the payout account of another trader.',
  bankChanged: (until: Date) =>
    `Bank account changed. For your safety, withdrawals are held until ${indiaTimeText(until)}.`,

  status: 'KYC status.',
  profile: 'Your profile.',
  profileUpdated: 'Profile updated.',
  nameLocked:
    'Your name is verified with your PAN and cannot be changed. Please contact support if it is wrong.',
} as const;
