import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { submitGoogleSignInCode } from '../../hooks/use-oauth-view.ts';
import { button } from '../../ui/button.css.ts';
import { AuthCard } from './AuthCard.tsx';
import * as css from './auth.css.ts';
import { FormAlert } from './FormMessages.tsx';
import { TextField } from './TextField.tsx';

/** A Google sign-in onto an account with two-factor sign-in on: the code, as after a password. */
export function GoogleCodeCard({ busy, error }: { busy: boolean; error: string | null }) {
  const [code, setCode] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitGoogleSignInCode(code);
  };
  return (
    <AuthCard
      title="Two-factor sign-in"
      icon={<ShieldCheck size={22} />}
      footer={
        <Link href="/login" className={css.link}>
          Back to log in
        </Link>
      }
    >
      <form className={css.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
        <FormAlert message={error} />
        <TextField
          label="Authentication code"
          name="code"
          value={code}
          onValueChange={setCode}
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
          autoComplete="one-time-code"
          spellCheck={false}
          autoFocus
          required
        />
        <button type="submit" className={`${button.primary} ${css.submit}`} disabled={busy}>
          {busy ? 'Checking…' : 'Verify and log in'}
        </button>
      </form>
    </AuthCard>
  );
}
