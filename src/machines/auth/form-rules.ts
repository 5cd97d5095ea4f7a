/**
 * Form checks of the auth flows, pure, run by the machines' guards before any call. Section 5 fixes
 * the email, password and OTP texts; the spec leaves the other sign-up fields open, so their texts
 * are ours (and match the server's).
 */
import { consentMessages } from '../../contracts/consent-texts.ts';
import { messages } from '../../domain/errors/messages.ts';
import { isValidEmail } from '../../domain/validation/email.ts';
import { isCompleteOtp } from '../../domain/validation/otp.ts';
import { isStrongPassword } from '../../domain/validation/password.ts';

export type FormField =
  | 'fullName'
  | 'email'
  | 'password'
  | 'confirmPassword'
  | 'referralCode'
  | 'otp'
  | 'phoneNumber'
  | 'consent'
  | 'form';

/** A message for the person, tied to the field it is about ('form' for the whole form). */
export interface FieldError {
  readonly field: FormField;
  readonly message: string;
}

export const formTexts = {
  fullNameMissing: 'Please enter your full name.',
  passwordMissing: 'Please enter your password.',
  phoneInvalid: 'Please enter a valid phone number (digits, optionally starting with +).',
  referralInvalid: 'A referral code has at most 32 letters or digits.',
  otpIncomplete: 'Please enter the 6-digit code.',
  secondFactorMissing: 'Please enter the code from your authenticator app or a recovery code.',
} as const;

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

export function loginFormError({ email, password }: Credentials): FieldError | null {
  if (!isValidEmail(email.trim())) {
    return { field: 'email', message: messages.validation.invalidEmail };
  }
  if (password === '') return { field: 'password', message: formTexts.passwordMissing };
  return null;
}

export interface SignupDetails {
  readonly fullName: string;
  readonly email: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly referralCode: string;
  /** The Terms and Conditions and the Risk Disclosure accepted (one box, as brokers ask). */
  readonly consent: boolean;
}

const REFERRAL = /^[A-Za-z0-9]{0,32}$/;

/** Step 1 of sign-up: every failing rule at once, in form order (name, email, strength, confirmation, referral). */
export function signupDetailsErrors(details: SignupDetails): FieldError[] {
  const errors: FieldError[] = [];
  if (details.fullName.trim() === '') {
    errors.push({ field: 'fullName', message: formTexts.fullNameMissing });
  }
  const email = emailError(details.email);
  if (email) errors.push(email);
  if (!isStrongPassword(details.password)) {
    errors.push({ field: 'password', message: messages.validation.weakPassword });
  }
  if (details.password !== details.confirmPassword) {
    errors.push({ field: 'confirmPassword', message: messages.validation.passwordsDoNotMatch });
  }
  if (!REFERRAL.test(details.referralCode.trim())) {
    errors.push({ field: 'referralCode', message: formTexts.referralInvalid });
  }
  if (!details.consent) errors.push({ field: 'consent', message: consentMessages.missing });
  return errors;
}

/** The server's phone rule: digits, spaces, dashes and brackets, optionally starting with +. */
const PHONE = /^\+?[0-9][0-9 ()-]{5,18}$/;

export function phoneNumberError(phoneNumber: string): FieldError | null {
  return PHONE.test(phoneNumber.trim())
    ? null
    : { field: 'phoneNumber', message: formTexts.phoneInvalid };
}

export function emailError(email: string): FieldError | null {
  return isValidEmail(email.trim())
    ? null
    : { field: 'email', message: messages.validation.invalidEmail };
}

/**
 * Forgot password, new-password step, in the order of spec section 5: the OTP must be verified,
 * then the passwords must match, then the password must be strong.
 */
export function newPasswordError(
  otpVerified: boolean,
  password: string,
  confirmation: string,
): FieldError | null {
  if (!otpVerified) return { field: 'otp', message: messages.forgotPassword.otpNotVerified };
  if (password !== confirmation) {
    return { field: 'confirmPassword', message: messages.validation.passwordsDoNotMatch };
  }
  if (!isStrongPassword(password)) {
    return { field: 'password', message: messages.validation.weakPassword };
  }
  return null;
}

export { isCompleteOtp };

/**
 * The text of a failed call for the person: the services reject with an Error whose message is
 * already the catalogue text; anything without a usable message gets the flow's own fallback.
 */
export function failureText(error: unknown, fallback: string): string {
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : fallback;
}
