import type { ActorRefFrom } from 'xstate';
import type { emailCodeMachine } from '../../../machines/auth/email-code.machine.ts';
import type { CountdownRef } from '../../../machines/countdown/countdown.machine.ts';
import { useChildSnapshot } from '../../hooks/use-child-snapshot.ts';
import { FormAlert, FormNotice } from './FormMessages.tsx';
import { errorFor } from './field-errors.ts';
import { OtpField } from './OtpField.tsx';
import { ResendCode } from './ResendCode.tsx';

export type EmailCodeRef = ActorRefFrom<typeof emailCodeMachine>;

/**
 * The emailed one-time code of sign-up and password reset, driven by the emailCode child the flow
 * invokes: its notice and error, the code field (verified at the sixth digit) and Resend with its
 * cooldown. Once verified, the field stays locked; the flow says what happened.
 */
export function EmailCodeStep({
  code,
  verified = false,
}: {
  code: EmailCodeRef | undefined;
  /** The flow holds a verified code (its child has ended): the field stays, locked. */
  verified?: boolean;
}) {
  const snapshot = useChildSnapshot(code);
  if (verified) {
    return <OtpField value="" onChange={() => {}} disabled hint="Code verified." />;
  }
  if (!code || !snapshot || snapshot.status !== 'active' || snapshot.matches('sending')) {
    return null;
  }
  const { email, otp, error, notice } = snapshot.context;
  const verifying = snapshot.matches({ active: { code: 'verifying' } });
  return (
    <>
      <FormNotice message={notice} />
      <FormAlert message={errorFor(error, 'form')} />
      <OtpField
        value={otp}
        onChange={(next) => code.send({ type: 'code.changed', otp: next })}
        error={errorFor(error, 'otp')}
        disabled={verifying}
        hint={verifying ? 'Checking the code…' : `The code we emailed to ${email}.`}
      />
      <ResendCode
        coolingDown={snapshot.matches({ active: { resend: 'coolingDown' } })}
        countdown={snapshot.children.countdown as CountdownRef | undefined}
        sending={snapshot.matches({ active: { resend: 'sending' } })}
        onResend={() => code.send({ type: 'code.resend' })}
      />
    </>
  );
}

/** Whether the flow's code child is still sending the first code (its step 1 stays on screen). */
export function useSendingFirstCode(code: EmailCodeRef | undefined): boolean {
  return useChildSnapshot(code)?.matches('sending') ?? false;
}
