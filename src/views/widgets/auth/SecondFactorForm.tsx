import { type FormEvent, useState } from 'react';
import {
  cancelSecondFactor,
  submitSecondFactor,
  useSecondFactorView,
} from '../../hooks/use-session-view.ts';
import { button } from '../../ui/button.css.ts';
import * as css from './auth.css.ts';
import { FormAlert } from './FormMessages.tsx';
import { SignInCodeField } from './SignInCodeField.tsx';

/** The login's second step when two-factor sign-in is on: an authenticator or recovery code. */
export function SecondFactorForm() {
  const { verifying, error } = useSecondFactorView();
  const [code, setCode] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitSecondFactor(code);
  };
  return (
    <form className={css.form} onSubmit={onSubmit} noValidate aria-busy={verifying}>
      <FormAlert message={error?.field === 'form' ? error.message : null} />
      <SignInCodeField
        value={code}
        onValueChange={setCode}
        error={error?.field === 'otp' ? error.message : null}
      />
      <button type="submit" className={`${button.primary} ${css.submit}`} disabled={verifying}>
        {verifying ? 'Checking…' : 'Verify and log in'}
      </button>
      <p className={css.muted}>
        <button type="button" className={css.linkButton} onClick={cancelSecondFactor}>
          Back to email and password
        </button>
      </p>
    </form>
  );
}
