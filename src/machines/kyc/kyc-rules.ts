/**
 * Checks of the KYC form fields, pure, run by the KYC machine's guards before any call. The
 * format rules are the server's own (src/domain/kyc/rules.ts); the age rule needs today's date,
 * so the server alone applies it.
 */
import {
  aadhaarError,
  accountNumberError,
  ageOn,
  ifscError,
  panError,
} from '../../domain/kyc/rules.ts';
import { isCompleteOtp } from '../../domain/validation/otp.ts';

export type KycField =
  | 'aadhaarNumber'
  | 'otp'
  | 'pan'
  | 'nameAsPerPan'
  | 'dateOfBirth'
  | 'ifsc'
  | 'accountNumber'
  | 'form';

export interface KycFieldError {
  readonly field: KycField;
  readonly message: string;
}

export const kycFormTexts = {
  otpIncomplete: 'Please enter the 6-digit code.',
  nameMissing: 'Please enter your name as printed on your PAN.',
  dateOfBirthMissing: 'Please enter your date of birth.',
} as const;

export interface PanDetails {
  readonly pan: string;
  readonly name_as_per_pan: string;
  readonly date_of_birth: string;
}

export interface BankDetails {
  readonly ifsc: string;
  readonly accountNumber: string;
}

const fieldError = (field: KycField, message: string | null): KycFieldError | null =>
  message === null ? null : { field, message };

export const aadhaarFieldError = (aadhaarNumber: string): KycFieldError | null =>
  fieldError('aadhaarNumber', aadhaarError(aadhaarNumber));

export const otpFieldError = (otp: string): KycFieldError | null =>
  isCompleteOtp(otp) ? null : { field: 'otp', message: kycFormTexts.otpIncomplete };

export function panDetailsError(details: PanDetails): KycFieldError | null {
  const pan = fieldError('pan', panError(details.pan));
  if (pan !== null) return pan;
  if (details.name_as_per_pan.trim() === '') {
    return { field: 'nameAsPerPan', message: kycFormTexts.nameMissing };
  }
  // A real calendar date on or before itself: the server checks the age against today.
  if (ageOn(details.date_of_birth, details.date_of_birth) === null) {
    return { field: 'dateOfBirth', message: kycFormTexts.dateOfBirthMissing };
  }
  return null;
}

export function bankDetailsError(details: BankDetails): KycFieldError | null {
  return (
    fieldError('ifsc', ifscError(details.ifsc)) ??
    fieldError('accountNumber', accountNumberError(details.accountNumber))
  );
}
