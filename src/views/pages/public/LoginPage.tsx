import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link, Redirect } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { FlowNavigationState } from '../../../services/auth-flows.services.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import {
  logIn,
  useLoginView,
  useSecondFactorView,
  useSessionView,
} from '../../hooks/use-session-view.ts';
import type { LoginRedirectState } from '../../routing/AuthGuard.tsx';
import { Form } from '../../ui/Form.tsx';
import { AuthCard } from '../../widgets/auth/AuthCard.tsx';
import * as css from '../../widgets/auth/auth.css.ts';
import { ContinueWithGoogle } from '../../widgets/auth/ContinueWithGoogle.tsx';
import { EmailField } from '../../widgets/auth/EmailField.tsx';
import { FormAlert } from '../../widgets/auth/FormMessages.tsx';
import { SecondFactorForm } from '../../widgets/auth/SecondFactorForm.tsx';
import { SubmitButton } from '../../widgets/auth/SubmitButton.tsx';
import { TextField } from '../../widgets/auth/TextField.tsx';

const text = {
  title: 'Log in',
  lead: 'Welcome back. Log in with your email and password.',
  secondFactorLead: 'Your account has two-factor sign-in on. Enter a code to finish logging in.',
};

/** Only same-app paths count as a place to return to. */
const safeReturnPath = (from: string | undefined): string | undefined =>
  from?.startsWith('/') && !from.startsWith('//') ? from : undefined;

export default function LoginPage() {
  useDocumentTitle(text.title);
  const state = useHistoryState<(LoginRedirectState & FlowNavigationState) | null>();
  const from = safeReturnPath(state?.from);
  const { authenticated } = useSessionView();
  const { submitting, loggingOut, error } = useLoginView();
  const secondFactor = useSecondFactorView();
  // After sign-up or a reset (or back from "Forgot password?") the email comes filled in.
  const [email, setEmail] = useState(state?.email ?? '');
  const [password, setPassword] = useState('');

  if (authenticated) return <Redirect to={from ?? '/dashboard'} replace />;
  if (secondFactor.asked) {
    return (
      <AuthCard title="Two-factor sign-in" lead={text.secondFactorLead} icon={<LogIn size={22} />}>
        <SecondFactorForm />
      </AuthCard>
    );
  }

  const fieldError = (field: string) => (error?.field === field ? error.message : null);

  return (
    <AuthCard
      title={text.title}
      lead={text.lead}
      icon={<LogIn size={22} />}
      footer={
        <>
          New to Derivo?{' '}
          <Link href="/signup" className={css.link}>
            Create an account
          </Link>
        </>
      }
    >
      {from && (
        <p className={css.notice} data-testid="login-return-to">
          <span>
            After you log in you will return to <strong>{from}</strong>.
          </span>{' '}
          {/* A guest sent here by a trade button may have no account yet (m18). */}
          <span>
            No account yet?{' '}
            <Link href="/signup" className={css.link} data-testid="login-return-signup">
              Sign up first
            </Link>
            .
          </span>
        </p>
      )}
      <Form className={css.form} onSubmit={() => logIn(email, password)} busy={submitting}>
        <FormAlert message={fieldError('form')} />
        <EmailField value={email} onValueChange={setEmail} error={fieldError('email')} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          error={fieldError('password')}
          revealable
          required
        />
        <SubmitButton busy={submitting} busyText="Logging in…" disabled={loggingOut}>
          Log in
        </SubmitButton>
        {/* After the button, so Tab goes Email → Password → Log in and Enter submits. */}
        <Link href="/forgot-password" state={{ email }} className={`${css.link} ${css.aside}`}>
          Forgot password?
        </Link>
      </Form>
      <ContinueWithGoogle />
    </AuthCard>
  );
}
