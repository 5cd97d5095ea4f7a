import { Link2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { confirmGoogleLink, sendGoogleLinkCode } from '../../hooks/use-oauth-view.ts';
import { AuthCard } from './AuthCard.tsx';
import * as css from './auth.css.ts';
import { FormAlert, FormNotice } from './FormMessages.tsx';
import { BackToLogin } from './SignInCodeField.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { TextField } from './TextField.tsx';

interface Props {
  readonly email: string;
  readonly busy: boolean;
  readonly error: string | null;
  readonly codeSent: boolean;
}

/**
 * A Google sign-in found a password account with its email: the owner confirms once, with the
 * password or a code mailed to the account, before Google is linked. Nothing is signed in before.
 */
export function GoogleLinkCard({ email, busy, error, codeSent }: Props) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    confirmGoogleLink(codeSent && code.trim() !== '' ? { code: code.trim() } : { password });
  };
  return (
    <AuthCard
      title="Confirm it is your account"
      icon={<Link2 size={22} />}
      lead={`An account with ${email} already exists. Confirm it is yours to link Google sign-in to it; we will email the account when it is linked.`}
      footer={<BackToLogin />}
    >
      <form className={css.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
        <FormAlert message={error} />
        <FormNotice
          message={
            codeSent
              ? 'We emailed a 6-digit code to the account. It is valid for 10 minutes.'
              : null
          }
        />
        {codeSent ? (
          <TextField
            label="Emailed code"
            name="code"
            value={code}
            onValueChange={setCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
          />
        ) : (
          <TextField
            label="Account password"
            name="password"
            type="password"
            value={password}
            onValueChange={setPassword}
            autoComplete="current-password"
            revealable
            autoFocus
          />
        )}
        <SubmitButton busy={busy} busyText="Checking…">
          Link Google and log in
        </SubmitButton>
        {codeSent ? null : (
          <p className={css.muted}>
            <button
              type="button"
              className={css.linkButton}
              onClick={sendGoogleLinkCode}
              disabled={busy}
            >
              Email me a code instead
            </button>
          </p>
        )}
      </form>
    </AuthCard>
  );
}
