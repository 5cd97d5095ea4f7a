import { useState } from 'react';
import {
  cancelSecondFactor,
  submitSecondFactor,
  useSecondFactorView,
} from '../../hooks/use-session-view.ts';
import { Form } from '../../ui/Form.tsx';
import * as css from './auth.css.ts';
import { FormAlert } from './FormMessages.tsx';
import { SignInCodeField } from './SignInCodeField.tsx';
import { SubmitButton } from './SubmitButton.tsx';

/** The login's second step when two-factor sign-in is on: an authenticator or recovery code. */
export function SecondFactorForm() {
  const { verifying, error } = useSecondFactorView();
  const [code, setCode] = useState('');
  return (
    <Form className={css.form} onSubmit={() => submitSecondFactor(code)} busy={verifying}>
      <FormAlert message={error?.field === 'form' ? error.message : null} />
      <SignInCodeField
        value={code}
        onValueChange={setCode}
        error={error?.field === 'otp' ? error.message : null}
      />
      <SubmitButton busy={verifying} busyText="Checking…">
        Verify and log in
      </SubmitButton>
      <p className={css.muted}>
        <button type="button" className={css.linkButton} onClick={cancelSecondFactor}>
          Back to email and password
        </button>
      </p>
    </Form>
  );
}
