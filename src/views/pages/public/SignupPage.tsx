import { useSelector } from '@xstate/react';
import { CircleCheck, MailCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { flows } from '../../../flows.ts';
import type { CountdownRef } from '../../../machines/countdown/countdown.machine.ts';
import { systemIds } from '../../../machines/ids.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { usePageActor } from '../../hooks/use-page-actor.ts';
import { button } from '../../ui/button.css.ts';
import { Form } from '../../ui/Form.tsx';
import { AuthCard } from '../../widgets/auth/AuthCard.tsx';
import * as css from '../../widgets/auth/auth.css.ts';
import { ConsentField } from '../../widgets/auth/ConsentField.tsx';
import { ContinueWithGoogle } from '../../widgets/auth/ContinueWithGoogle.tsx';
import {
  type EmailCodeRef,
  EmailCodeStep,
  useSendingFirstCode,
} from '../../widgets/auth/EmailCodeStep.tsx';
import { EmailField } from '../../widgets/auth/EmailField.tsx';
import { FormAlert, FormNotice } from '../../widgets/auth/FormMessages.tsx';
import { errorFor } from '../../widgets/auth/field-errors.ts';
import { LoginCountdown } from '../../widgets/auth/LoginCountdown.tsx';
import { NewPasswordFields } from '../../widgets/auth/NewPasswordFields.tsx';
import { FullNameField, PhoneField } from '../../widgets/auth/ProfileFields.tsx';
import { StepIndicator } from '../../widgets/auth/StepIndicator.tsx';
import { SubmitButton } from '../../widgets/auth/SubmitButton.tsx';
import { TextField } from '../../widgets/auth/TextField.tsx';

type SignupRef = ActorRefFrom<typeof flows.signup>;

const loginLink = (
  <>
    Already have an account?{' '}
    <Link href="/login" className={css.link}>
      Log in
    </Link>
  </>
);

function DetailsStep({ actor, sending }: { actor: SignupRef; sending: boolean }) {
  const saved = useSelector(actor, (s) => s.context);
  const [fullName, setFullName] = useState(saved.fullName);
  const [email, setEmail] = useState(saved.email);
  const [passwords, setPasswords] = useState({
    password: saved.password,
    confirmation: saved.password,
  });
  const [referralCode, setReferralCode] = useState(saved.referralCode);
  const [consent, setConsent] = useState(saved.consent);
  const errors = saved.errors;
  const onSubmit = () => {
    actor.send({
      type: 'signup.submitDetails',
      fullName,
      email,
      password: passwords.password,
      confirmPassword: passwords.confirmation,
      referralCode,
      consent,
    });
  };
  return (
    <Form className={css.form} onSubmit={onSubmit} busy={sending}>
      <FormAlert message={errorFor(errors, 'form')} />
      <FullNameField
        value={fullName}
        onValueChange={setFullName}
        error={errorFor(errors, 'fullName')}
      />
      <EmailField value={email} onValueChange={setEmail} error={errorFor(errors, 'email')} />
      <NewPasswordFields
        label="Password"
        value={passwords}
        onChange={setPasswords}
        errors={errors}
      />
      <TextField
        label="Referral code"
        name="referral"
        value={referralCode}
        onValueChange={setReferralCode}
        error={errorFor(errors, 'referralCode')}
        optional
        maxLength={32}
        autoComplete="off"
      />
      <ConsentField checked={consent} onChange={setConsent} error={errorFor(errors, 'consent')} />
      <SubmitButton busy={sending} busyText="Sending code…">
        Continue
      </SubmitButton>
    </Form>
  );
}

function VerifyStep({ actor, code }: { actor: SignupRef; code: EmailCodeRef | undefined }) {
  return (
    <Form className={css.form} onSubmit={() => {}}>
      <EmailCodeStep code={code} />
      <button
        type="button"
        className={`${button.secondary} ${css.submit}`}
        onClick={() => actor.send({ type: 'signup.editDetails' })}
      >
        Change email
      </button>
    </Form>
  );
}

function ProfileStep({ actor }: { actor: SignupRef }) {
  const errors = useSelector(actor, (s) => s.context.errors);
  const notice = useSelector(actor, (s) => s.context.notice);
  const creating = useSelector(actor, (s) => s.matches({ profile: 'creating' }));
  const savedReferral = useSelector(actor, (s) => s.context.referralCode);
  const [phoneNumber, setPhoneNumber] = useState('');
  // Shown again only when sign-up refused the code from step 1, so a typo can be fixed here.
  const [referralCode, setReferralCode] = useState<string | null>(null);
  const referralError = errorFor(errors, 'referralCode');
  const showReferral = referralError !== null || referralCode !== null;
  return (
    <Form
      className={css.form}
      busy={creating}
      onSubmit={() =>
        actor.send({
          type: 'signup.submitProfile',
          phoneNumber,
          ...(referralCode === null ? {} : { referralCode }),
        })
      }
    >
      <FormNotice message={notice} />
      <FormAlert message={errorFor(errors, 'form')} />
      <PhoneField
        value={phoneNumber}
        onValueChange={setPhoneNumber}
        error={errorFor(errors, 'phoneNumber')}
      />
      {showReferral && (
        <TextField
          label="Referral code"
          name="referral"
          value={referralCode ?? savedReferral}
          onValueChange={setReferralCode}
          error={referralError}
          hint="Leave it empty to sign up without one."
          optional
          maxLength={32}
          autoComplete="off"
        />
      )}
      <SubmitButton busy={creating} busyText="Creating your account…">
        Create account
      </SubmitButton>
    </Form>
  );
}

const stepTitles = {
  1: { title: 'Create your account', lead: 'Trade crypto options and futures in minutes.' },
  2: { title: 'Verify your email', lead: 'Enter the 6-digit code we just emailed you.' },
  3: { title: 'Almost there', lead: 'A few more details for your account.' },
  4: { title: 'Welcome to Derivo', lead: 'Your account has been created.' },
} as const;

const stepIcons = {
  1: <UserPlus size={22} />,
  2: <MailCheck size={22} />,
  3: <UserPlus size={22} />,
  4: <CircleCheck size={22} />,
} as const;

/** The sign-up flow runs in the root system while /signup is open (src/flows.ts, signupRoute). */
export default function SignupPage() {
  const actor = usePageActor<typeof flows.signup>(systemIds.signup);
  return actor ? <SignupFlow actor={actor} /> : <SignupLoading />;
}

/** The first step's frame while the flow's code loads. */
function SignupLoading() {
  useDocumentTitle('Sign up');
  const { title, lead } = stepTitles[1];
  return (
    <AuthCard title={title} lead={lead} icon={stepIcons[1]} footer={loginLink} stepKey={1}>
      <StepIndicator current={1} />
    </AuthCard>
  );
}

function SignupFlow({ actor }: { actor: SignupRef }) {
  const code = useSelector(actor, (s) => s.children.emailCode as EmailCodeRef | undefined);
  // Step 2 starts once the code has gone out (spec section 4); until then step 1 says it is sending.
  const sendingCode = useSendingFirstCode(code);
  const taggedStep = useSelector(actor, (s) =>
    s.hasTag('step4') ? 4 : s.hasTag('step3') ? 3 : s.hasTag('step2') ? 2 : 1,
  );
  const step = taggedStep === 2 && sendingCode ? 1 : taggedStep;
  const email = useSelector(actor, (s) => s.context.email);
  const savedReferral = useSelector(actor, (s) => s.context.referralCode);
  const countdown = useSelector(actor, (s) => s.children.countdown as CountdownRef | undefined);
  const { title, lead } = stepTitles[step];
  useDocumentTitle(step === 1 ? 'Sign up' : `Sign up · ${title}`);
  return (
    <AuthCard
      title={title}
      lead={lead}
      icon={stepIcons[step]}
      footer={step < 4 ? loginLink : undefined}
      stepKey={step}
    >
      <StepIndicator current={step} />
      {step === 1 && <DetailsStep actor={actor} sending={sendingCode} />}
      {step === 1 && <ContinueWithGoogle referralCode={savedReferral} />}
      {step === 2 && <VerifyStep actor={actor} code={code} />}
      {step === 3 && <ProfileStep actor={actor} />}
      {step === 4 && (
        <LoginCountdown
          message="Your account is ready. Log in with your email and password."
          countdown={countdown}
          email={email}
        />
      )}
    </AuthCard>
  );
}
