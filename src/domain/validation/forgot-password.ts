import { messages } from '../errors/messages.ts';
import { invalid, type ValidationResult, valid } from './result.ts';

/** Reset is only allowed once the OTP has been verified. */
export const validateResetAllowed = (otpVerified: boolean): ValidationResult =>
  otpVerified ? valid : invalid(messages.forgotPassword.otpNotVerified);

/** Resending needs the email from the first step; blank counts as missing. */
export const validateResendEmail = (email: string | null | undefined): ValidationResult =>
  email !== null && email !== undefined && email.trim() !== ''
    ? valid
    : invalid(messages.forgotPassword.emailMissing);
