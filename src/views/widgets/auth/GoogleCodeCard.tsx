import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { submitGoogleSignInCode } from '../../hooks/use-oauth-view.ts';
import { Form } from '../../ui/Form.tsx';
import { AuthCard } from './AuthCard.tsx';
import * as css from './auth.css.ts';
import { FormAlert } from './FormMessages.tsx';
import { BackToLogin, SignInCodeField } from './SignInCodeField.tsx';
import { SubmitButton } from './SubmitButton.tsx';

/** A Google sign-in onto an account with two-factor sign-in on: the code, as after a password. */
export function GoogleCodeCard({ busy, error }: { busy: boolean; error: string | null }) {
  const [code, setCode] = useState('');
  return (
    <AuthCard title="Two-factor sign-in" icon={<ShieldCheck size={22} />} footer={<BackToLogin />}>
      <Form className={css.form} onSubmit={() => submitGoogleSignInCode(code)} busy={busy}>
        <FormAlert message={error} />
        <SignInCodeField value={code} onValueChange={setCode} />
        <SubmitButton busy={busy} busyText="Checking…">
          Verify and log in
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
