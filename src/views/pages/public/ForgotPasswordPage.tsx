import { useSelector } from '@xstate/react';
import { CircleCheck, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { ActorRefFrom } from 'xstate';
import type { flows } from '../../../flows.ts';
import type { CountdownRef } from '../../../machines/countdown/countdown.machine.ts';
import { systemIds } from '../../../machines/ids.ts';
import type { FlowNavigationState } from '../../../services/auth-flows.services.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { usePageActor } from '../../hooks/use-page-actor.ts';
import { Form } from '../../ui/Form.tsx';
import { AuthCard } from '../../widgets/auth/AuthCard.tsx';
import * as css from '../../widgets/auth/auth.css.ts';
import {
  type EmailCodeRef,
  EmailCodeStep,
  useSendingFirstCode,
} from '../../widgets/auth/EmailCodeStep.tsx';
import { EmailField } from '../../widgets/auth/EmailField.tsx';
import { FormAlert, FormNotice } from '../../widgets/auth/FormMessages.tsx';
import { errorFor } from '../../widgets/auth/field-errors.ts';
import { LoginCountdown } from '../../widgets/auth/LoginCountdown.tsx';
import { NewPasswordFields, noNewPassword } from '../../widgets/auth/NewPasswordFields.tsx';
import { SubmitButton } from '../../widgets/auth/SubmitButton.tsx';
import { TextField } from '../../widgets/auth/TextField.tsx';

type ForgotRef = ActorRefFrom<typeof flows.forgotPassword>;

function EmailStep({ actor, sending }: { actor: ForgotRef; sending: boolean }) {
  const errors = useSelector(actor, (s) => s.context.errors);
  const saved = useSelector(actor, (s) => s.context.email);
  // The email typed on /login comes along ("Forgot password?" carries it in history state).
  const carried = useHistoryState<FlowNavigationState | null>()?.email ?? '';
  const [email, setEmail] = useState(saved || carried);
  return (
    <Form
      className={css.form}
      onSubmit={() => actor.send({ type: 'forgot.submitEmail', email })}
      busy={sending}
    >
      <FormAlert message={errorFor(errors, 'form')} />
      <EmailField value={email} onValueChange={setEmail} error={errorFor(errors, 'email')} />
      <SubmitButton busy={sending} busyText="Sending code…">
        Send code
      </SubmitButton>
    </Form>
  );
}

function ResetStep({ actor, code }: { actor: ForgotRef; code: EmailCodeRef | undefined }) {
  const email = useSelector(actor, (s) => s.context.email);
  const errors = useSelector(actor, (s) => s.context.errors);
  const notice = useSelector(actor, (s) => s.context.notice);
  const resetting = useSelector(actor, (s) => s.matches({ reset: { password: 'resetting' } }));
  const verified = useSelector(actor, (s) => s.context.verified);
  const [newPassword, setNewPassword] = useState(noNewPassword);
  return (
    <Form
      className={css.form}
      onSubmit={() => actor.send({ type: 'forgot.submitPassword', ...newPassword })}
      busy={resetting}
    >
      <FormNotice message={notice} />
      <FormAlert message={errorFor(errors, 'form') ?? errorFor(errors, 'otp')} />
      <TextField
        label="Email"
        type="email"
        name="email"
        value={email}
        onValueChange={() => {}}
        readOnly
      />
      <EmailCodeStep code={code} verified={verified} />
      <NewPasswordFields
        label="New password"
        value={newPassword}
        onChange={setNewPassword}
        errors={errors}
      />
      <SubmitButton busy={resetting} busyText="Resetting…">
        Reset password
      </SubmitButton>
    </Form>
  );
}

const leads = {
  email: 'Enter the email of your account and we will send you a 6-digit code.',
  reset: 'Enter the code from your email, then choose a new password.',
  success: undefined,
} as const;

/** The reset flow runs in the root system while /forgot-password is open (src/flows.ts). */
export default function ForgotPasswordPage() {
  const actor = usePageActor<typeof flows.forgotPassword>(systemIds.forgotPassword);
  return actor ? <ForgotPasswordFlow actor={actor} /> : <ForgotPasswordLoading />;
}

/** The email step's frame while the flow's code loads. */
function ForgotPasswordLoading() {
  useDocumentTitle('Forgot password');
  return (
    <AuthCard
      title="Forgot password"
      lead={leads.email}
      icon={<KeyRound size={22} />}
      stepKey="email"
    >
      {null}
    </AuthCard>
  );
}

function ForgotPasswordFlow({ actor }: { actor: ForgotRef }) {
  const code = useSelector(actor, (s) => s.children.emailCode as EmailCodeRef | undefined);
  // The email step stays until the code has gone out; then the email field locks.
  const sendingCode = useSendingFirstCode(code);
  const state = useSelector(actor, (s) =>
    s.matches('email') ? 'email' : s.matches('reset') ? 'reset' : 'success',
  );
  const step = state === 'reset' && sendingCode ? 'email' : state;
  const email = useSelector(actor, (s) => s.context.email);
  const notice = useSelector(actor, (s) => s.context.notice);
  const countdown = useSelector(actor, (s) => s.children.countdown as CountdownRef | undefined);
  useDocumentTitle('Forgot password');
  return (
    <AuthCard
      title={step === 'success' ? 'Password reset' : 'Forgot password'}
      lead={leads[step]}
      icon={step === 'success' ? <CircleCheck size={22} /> : <KeyRound size={22} />}
      stepKey={step}
      footer={
        step === 'success' ? undefined : (
          <>
            Remembered it?{' '}
            <Link href="/login" state={{ email }} className={css.link}>
              Back to log in
            </Link>
          </>
        )
      }
    >
      {step === 'email' && <EmailStep actor={actor} sending={sendingCode} />}
      {step === 'reset' && <ResetStep actor={actor} code={code} />}
      {step === 'success' && (
        <LoginCountdown message={notice ?? ''} countdown={countdown} email={email} />
      )}
    </AuthCard>
  );
}
