import { useActorRef, useSelector } from '@xstate/react';
import { CircleCheck, KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { authFlow } from '../../../domain/constants.ts';
import { flows } from '../../../flows.ts';
import { useCountdown } from '../../hooks/use-countdown.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { button } from '../../ui/button.css.ts';
import { AuthCard } from '../../widgets/auth/AuthCard.tsx';
import * as css from '../../widgets/auth/auth.css.ts';
import { EmailCodeFields } from '../../widgets/auth/EmailCodeFields.tsx';
import { FormAlert, FormNotice } from '../../widgets/auth/FormMessages.tsx';
import { errorFor } from '../../widgets/auth/field-errors.ts';
import { PasswordChecklist } from '../../widgets/auth/PasswordChecklist.tsx';
import { TextField } from '../../widgets/auth/TextField.tsx';

type ForgotRef = ReturnType<typeof useActorRef<typeof flows.forgotPassword>>;

function EmailStep({ actor }: { actor: ForgotRef }) {
  const error = useSelector(actor, (s) => s.context.error);
  const sending = useSelector(actor, (s) => s.matches({ email: 'sending' }));
  const [email, setEmail] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'forgot.submitEmail', email });
  };
  return (
    <form className={css.form} onSubmit={onSubmit} noValidate aria-busy={sending}>
      <FormAlert message={errorFor(error, 'form')} />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onValueChange={setEmail}
        error={errorFor(error, 'email')}
        required
      />
      <button type="submit" className={`${button.primary} ${css.submit}`} disabled={sending}>
        {sending ? 'Sending code…' : 'Send code'}
      </button>
    </form>
  );
}

function ResetStep({ actor }: { actor: ForgotRef }) {
  const email = useSelector(actor, (s) => s.context.email);
  const otp = useSelector(actor, (s) => s.context.otp);
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const verifying = useSelector(actor, (s) => s.matches({ reset: { code: 'verifying' } }));
  const verified = useSelector(actor, (s) => s.matches({ reset: { code: 'verified' } }));
  const coolingDown = useSelector(actor, (s) => s.matches({ reset: { resend: 'coolingDown' } }));
  const sending = useSelector(actor, (s) => s.matches({ reset: { resend: 'sending' } }));
  const resetting = useSelector(actor, (s) => s.matches({ reset: { password: 'resetting' } }));
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'forgot.submitPassword', password, confirmation });
  };
  return (
    <form className={css.form} onSubmit={onSubmit} noValidate aria-busy={verifying || resetting}>
      <FormNotice message={notice} />
      <FormAlert message={errorFor(error, 'form')} />
      <TextField
        label="Email"
        type="email"
        name="email"
        value={email}
        onValueChange={() => {}}
        readOnly
      />
      <EmailCodeFields
        email={email}
        otp={otp}
        error={errorFor(error, 'otp')}
        verifying={verifying}
        verified={verified}
        coolingDown={coolingDown}
        sending={sending}
        onOtpChange={(next) => actor.send({ type: 'forgot.otpChanged', otp: next })}
        onResend={() => actor.send({ type: 'forgot.resendOtp' })}
      />
      <TextField
        label="New password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
        error={errorFor(error, 'password')}
        revealable
        maxLength={128}
        required
        after={<PasswordChecklist password={password} />}
      />
      <TextField
        label="Confirm new password"
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirmation}
        onValueChange={setConfirmation}
        error={errorFor(error, 'confirmPassword')}
        revealable
        maxLength={128}
        required
      />
      <button type="submit" className={`${button.primary} ${css.submit}`} disabled={resetting}>
        {resetting ? 'Resetting…' : 'Reset password'}
      </button>
    </form>
  );
}

function SuccessStep({ actor }: { actor: ForgotRef }) {
  const notice = useSelector(actor, (s) => s.context.notice);
  const waiting = useSelector(actor, (s) => s.matches('success'));
  const seconds = useCountdown(waiting, authFlow.redirectCountdownMs);
  return (
    <div className={css.success}>
      <p className={css.notice} role="status">
        <CircleCheck size={18} aria-hidden />
        <span>{notice}</span>
      </p>
      <p className={css.muted} aria-live="polite" data-testid="redirect-countdown">
        Taking you to log in in <span className={css.countdown}>{seconds}</span> s.
      </p>
      <Link href="/login" className={`${button.primary} ${css.submit}`}>
        Log in now
      </Link>
    </div>
  );
}

export default function ForgotPasswordPage() {
  const actor = useActorRef(flows.forgotPassword);
  const step = useSelector(actor, (s) =>
    s.matches('email') ? 'email' : s.matches('reset') ? 'reset' : 'success',
  );
  useDocumentTitle('Forgot password');
  const lead = {
    email: 'Enter the email of your account and we will send you a 6-digit code.',
    reset: 'Enter the code from your email, then choose a new password.',
    success: undefined,
  }[step];
  return (
    <AuthCard
      title={step === 'success' ? 'Password reset' : 'Forgot password'}
      lead={lead}
      icon={step === 'success' ? <CircleCheck size={22} /> : <KeyRound size={22} />}
      stepKey={step}
      footer={
        step === 'success' ? undefined : (
          <>
            Remembered it?{' '}
            <Link href="/login" className={css.link}>
              Back to log in
            </Link>
          </>
        )
      }
    >
      {step === 'email' && <EmailStep actor={actor} />}
      {step === 'reset' && <ResetStep actor={actor} />}
      {step === 'success' && <SuccessStep actor={actor} />}
    </AuthCard>
  );
}
