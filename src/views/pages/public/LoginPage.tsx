import { LogIn } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import {
  logIn,
  useLoginView,
  useSecondFactorView,
  useSessionView,
} from '../../hooks/use-session-view.ts';
import type { LoginRedirectState } from '../../routing/AuthGuard.tsx';
import { button } from '../../ui/button.css.ts';
import { AuthCard } from '../../widgets/auth/AuthCard.tsx';
import * as css from '../../widgets/auth/auth.css.ts';
import { ContinueWithGoogle } from '../../widgets/auth/ContinueWithGoogle.tsx';
import { FormAlert } from '../../widgets/auth/FormMessages.tsx';
import { SecondFactorForm } from '../../widgets/auth/SecondFactorForm.tsx';
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
  const from = safeReturnPath(useHistoryState<LoginRedirectState | null>()?.from);
  const { authenticated } = useSessionView();
  const { submitting, loggingOut, error } = useLoginView();
  const secondFactor = useSecondFactorView();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  if (authenticated) return <Redirect to={from ?? '/dashboard'} replace />;
  if (secondFactor.asked) {
    return (
      <AuthCard title="Two-factor sign-in" lead={text.secondFactorLead} icon={<LogIn size={22} />}>
        <SecondFactorForm />
      </AuthCard>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    logIn(email, password);
  };
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
          </span>
        </p>
      )}
      <form className={css.form} onSubmit={onSubmit} noValidate aria-busy={submitting}>
        <FormAlert message={fieldError('form')} />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
          error={fieldError('email')}
          required
        />
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
          labelAside={
            <Link href="/forgot-password" className={css.link}>
              Forgot password?
            </Link>
          }
        />
        <button
          type="submit"
          className={`${button.primary} ${css.submit}`}
          disabled={submitting || loggingOut}
        >
          {submitting ? 'Logging in…' : 'Log in'}
        </button>
      </form>
      <ContinueWithGoogle />
    </AuthCard>
  );
}
