import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { submitGoogleSignInCode } from '../../hooks/use-oauth-view.ts';
import { AuthCard } from './AuthCard.tsx';
import * as css from './auth.css.ts';
import { FormAlert } from './FormMessages.tsx';
import { BackToLogin, SignInCodeField } from './SignInCodeField.tsx';
import { SubmitButton } from './SubmitButton.tsx';

/** A Google sign-in onto an account with two-factor sign-in on: the code, as after a password. */
export function GoogleCodeCard({ busy, error }: { busy: boolean; error: string | null }) {
  const [code, setCode] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitGoogleSignInCode(code);
  };
  return (
    <AuthCard title="Two-factor sign-in" icon={<ShieldCheck size={22} />} footer={<BackToLogin />}>
      <form className={css.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
        <FormAlert message={error} />
        <SignInCodeField value={code} onValueChange={setCode} />
        <SubmitButton busy={busy} busyText="Checking…">
          Verify and log in
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
