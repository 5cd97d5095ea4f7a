import { OtpField } from './OtpField.tsx';
import { ResendCode } from './ResendCode.tsx';

interface Props {
  readonly email: string;
  readonly otp: string;
  readonly error: string | null;
  readonly verifying: boolean;
  /** The code is verified: the field locks and the resend link goes away. */
  readonly verified?: boolean;
  readonly coolingDown: boolean;
  readonly sending: boolean;
  readonly onOtpChange: (otp: string) => void;
  readonly onResend: () => void;
}

/** The emailed one-time code of sign-up and password reset: the code field and its resend link. */
export function EmailCodeFields({
  email,
  otp,
  error,
  verifying,
  verified = false,
  coolingDown,
  sending,
  onOtpChange,
  onResend,
}: Props) {
  return (
    <>
      <OtpField
        value={otp}
        onChange={onOtpChange}
        error={error}
        disabled={verifying || verified}
        hint={
          verified
            ? 'Code verified.'
            : verifying
              ? 'Checking the code…'
              : `The code we emailed to ${email}.`
        }
      />
      {!verified && <ResendCode coolingDown={coolingDown} sending={sending} onResend={onResend} />}
    </>
  );
}
