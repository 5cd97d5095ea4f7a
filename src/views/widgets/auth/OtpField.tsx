import { OTP_LENGTH } from '../../../domain/constants.ts';
import { sanitizeOtpInput } from '../../../domain/validation/otp.ts';
import * as css from './auth.css.ts';
import { TextField } from './TextField.tsx';

interface Props {
  readonly value: string;
  /** Receives digits only, at most 6; the flow verifies at the sixth. */
  readonly onChange: (otp: string) => void;
  readonly error?: string | null | undefined;
  readonly disabled?: boolean;
  readonly hint?: string;
}

/** The one-time code: digits only, at most 6 (spec section 5). */
export function OtpField({ value, onChange, error, disabled = false, hint }: Props) {
  return (
    <TextField
      label="Verification code"
      value={value}
      onValueChange={(raw) => onChange(sanitizeOtpInput(raw))}
      error={error}
      hint={hint}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={OTP_LENGTH}
      placeholder={'•'.repeat(OTP_LENGTH)}
      readOnly={disabled}
      inputClassName={css.otpInput}
    />
  );
}
