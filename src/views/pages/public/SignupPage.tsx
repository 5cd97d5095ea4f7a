import { useActorRef, useSelector } from '@xstate/react';
import { CircleCheck, MailCheck, UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { authFlow } from '../../../domain/constants.ts';
import { flows } from '../../../flows.ts';
import { useCountdown } from '../../hooks/use-countdown.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { button } from '../../ui/button.css.ts';
import { AuthCard } from '../../widgets/auth/AuthCard.tsx';
import * as css from '../../widgets/auth/auth.css.ts';
import { ContinueWithGoogle } from '../../widgets/auth/ContinueWithGoogle.tsx';
import { EmailCodeFields } from '../../widgets/auth/EmailCodeFields.tsx';
import { FormAlert, FormNotice } from '../../widgets/auth/FormMessages.tsx';
import { errorFor } from '../../widgets/auth/field-errors.ts';
import { PasswordChecklist } from '../../widgets/auth/PasswordChecklist.tsx';
import { StepIndicator } from '../../widgets/auth/StepIndicator.tsx';
import { TextField } from '../../widgets/auth/TextField.tsx';

type SignupRef = ReturnType<typeof useActorRef<typeof flows.signup>>;

const loginLink = (
  <>
    Already have an account?{' '}
    <Link href="/login" className={css.link}>
      Log in
    </Link>
  </>
);

function DetailsStep({ actor }: { actor: SignupRef }) {
  const saved = useSelector(actor, (s) => s.context);
  const sending = useSelector(actor, (s) => s.matches({ details: 'sendingOtp' }));
  const [fullName, setFullName] = useState(saved.fullName);
  const [email, setEmail] = useState(saved.email);
  const [password, setPassword] = useState(saved.password);
  const [confirmPassword, setConfirmPassword] = useState(saved.password);
  const [referralCode, setReferralCode] = useState(saved.referralCode);
  const error = saved.error;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({
      type: 'signup.submitDetails',
      fullName,
      email,
      password,
      confirmPassword,
      referralCode,
    });
  };
  return (
    <form className={css.form} onSubmit={onSubmit} noValidate aria-busy={sending}>
      <FormAlert message={errorFor(error, 'form')} />
      <TextField
        label="Full name"
        name="name"
        autoComplete="name"
        value={fullName}
        onValueChange={setFullName}
        error={errorFor(error, 'fullName')}
        maxLength={120}
        required
      />
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
      <TextField
        label="Password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
        error={errorFor(error, 'password')}
        revealable
        required
        maxLength={128}
        after={<PasswordChecklist password={password} />}
      />
      <TextField
        label="Confirm password"
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirmPassword}
        onValueChange={setConfirmPassword}
        error={errorFor(error, 'confirmPassword')}
        revealable
        required
        maxLength={128}
      />
      <TextField
        label="Referral code"
        name="referral"
        value={referralCode}
        onValueChange={setReferralCode}
        error={errorFor(error, 'referralCode')}
        optional
        maxLength={32}
        autoComplete="off"
      />
      <button type="submit" className={`${button.primary} ${css.submit}`} disabled={sending}>
        {sending ? 'Sending code…' : 'Continue'}
      </button>
    </form>
  );
}

function VerifyStep({ actor }: { actor: SignupRef }) {
  const email = useSelector(actor, (s) => s.context.email);
  const otp = useSelector(actor, (s) => s.context.otp);
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const verifying = useSelector(actor, (s) => s.matches({ verifyEmail: { code: 'verifying' } }));
  const coolingDown = useSelector(actor, (s) =>
    s.matches({ verifyEmail: { resend: 'coolingDown' } }),
  );
  const sending = useSelector(actor, (s) => s.matches({ verifyEmail: { resend: 'sending' } }));
  return (
    <form
      className={css.form}
      noValidate
      aria-busy={verifying}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'signup.otpChanged', otp });
      }}
    >
      <FormNotice message={notice} />
      <FormAlert message={errorFor(error, 'form')} />
      <EmailCodeFields
        email={email}
        otp={otp}
        error={errorFor(error, 'otp')}
        verifying={verifying}
        coolingDown={coolingDown}
        sending={sending}
        onOtpChange={(next) => actor.send({ type: 'signup.otpChanged', otp: next })}
        onResend={() => actor.send({ type: 'signup.resendOtp' })}
      />
      <button
        type="button"
        className={`${button.secondary} ${css.submit}`}
        onClick={() => actor.send({ type: 'signup.editDetails' })}
      >
        Change email
      </button>
    </form>
  );
}

function ProfileStep({ actor }: { actor: SignupRef }) {
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const creating = useSelector(actor, (s) => s.matches({ profile: 'creating' }));
  const [phoneNumber, setPhoneNumber] = useState('');
  return (
    <form
      className={css.form}
      noValidate
      aria-busy={creating}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'signup.submitProfile', phoneNumber });
      }}
    >
      <FormNotice message={notice} />
      <FormAlert message={errorFor(error, 'form')} />
      <TextField
        label="Phone number"
        type="tel"
        name="tel"
        autoComplete="tel"
        value={phoneNumber}
        onValueChange={setPhoneNumber}
        error={errorFor(error, 'phoneNumber')}
        hint="Digits, optionally starting with + and your country code."
        maxLength={20}
        required
      />
      <button type="submit" className={`${button.primary} ${css.submit}`} disabled={creating}>
        {creating ? 'Creating your account…' : 'Create account'}
      </button>
    </form>
  );
}

function CompleteStep({ actor }: { actor: SignupRef }) {
  const waiting = useSelector(actor, (s) => s.matches('complete'));
  const seconds = useCountdown(waiting, authFlow.redirectCountdownMs);
  return (
    <div className={css.success}>
      <p className={css.notice} role="status">
        <CircleCheck size={18} aria-hidden />
        <span>Your account is ready. Log in with your email and password.</span>
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

const stepTitles = {
  1: { title: 'Create your account', lead: 'Trade crypto options and futures in minutes.' },
  2: { title: 'Verify your email', lead: 'Enter the 6-digit code we just emailed you.' },
  3: { title: 'Almost there', lead: 'A few more details for your account.' },
  4: { title: 'Welcome to Derivo', lead: 'Your account has been created.' },
} as const;

export default function SignupPage() {
  const actor = useActorRef(flows.signup);
  const step = useSelector(actor, (s) =>
    s.hasTag('step4') ? 4 : s.hasTag('step3') ? 3 : s.hasTag('step2') ? 2 : 1,
  );
  const { title, lead } = stepTitles[step];
  useDocumentTitle(step === 1 ? 'Sign up' : `Sign up · ${title}`);
  const icon =
    step === 2 ? (
      <MailCheck size={22} />
    ) : step === 4 ? (
      <CircleCheck size={22} />
    ) : (
      <UserPlus size={22} />
    );
  return (
    <AuthCard
      title={title}
      lead={lead}
      icon={icon}
      footer={step < 4 ? loginLink : undefined}
      stepKey={step}
    >
      <StepIndicator current={step} />
      {step === 1 && <DetailsStep actor={actor} />}
      {step === 1 && <ContinueWithGoogle />}
      {step === 2 && <VerifyStep actor={actor} />}
      {step === 3 && <ProfileStep actor={actor} />}
      {step === 4 && <CompleteStep actor={actor} />}
    </AuthCard>
  );
}
