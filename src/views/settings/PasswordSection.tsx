import { useSelector } from '@xstate/react';
import { CircleCheck, KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { FieldError } from '../../machines/auth/form-rules.ts';
import type { PasswordFieldError } from '../../machines/settings/password-rules.ts';
import { useSessionUser } from '../hooks/use-session-view.ts';
import { BusyButton, Button } from '../ui/Button.tsx';
import { Form } from '../ui/Form.tsx';
import { FormAlert } from '../widgets/auth/FormMessages.tsx';
import { NewPasswordFields, noNewPassword } from '../widgets/auth/NewPasswordFields.tsx';
import { TextField } from '../widgets/auth/TextField.tsx';
import * as settings from '../widgets/settings/settings.css.ts';
import type { AccountSecurityRef } from './account-security-ref.ts';
import { SettingsSection } from './SettingsSection.tsx';
import * as css from './settings-sections.css.ts';

const messageOf = (errors: readonly PasswordFieldError[], field: PasswordFieldError['field']) =>
  errors.find((error) => error.field === field)?.message ?? null;

/** The new-password fields show their own errors; they know no current-password field. */
const newPasswordErrors = (errors: readonly PasswordFieldError[]): FieldError[] =>
  errors.flatMap((error) =>
    error.field === 'password' || error.field === 'confirmPassword'
      ? [{ field: error.field, message: error.message }]
      : [],
  );

function PasswordForm({ actor }: { actor: AccountSecurityRef }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [passwords, setPasswords] = useState(noNewPassword);
  const errors = useSelector(actor, (s) => s.context.passwordErrors);
  const changing = useSelector(actor, (s) => s.matches({ password: 'changing' }));
  // Password managers update the saved password of the account named here.
  const email = useSessionUser()?.email ?? '';
  const onSubmit = () => {
    actor.send({
      type: 'password.submit',
      currentPassword,
      newPassword: passwords.password,
      confirmation: passwords.confirmation,
    });
  };
  return (
    <Form className={settings.form} onSubmit={onSubmit} busy={changing}>
      <FormAlert message={messageOf(errors, 'form')} />
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label="Current password"
        type="password"
        name="current-password"
        autoComplete="current-password"
        value={currentPassword}
        onValueChange={setCurrentPassword}
        error={messageOf(errors, 'currentPassword')}
        revealable
        required
        maxLength={128}
      />
      <NewPasswordFields
        label="New password"
        value={passwords}
        onChange={setPasswords}
        errors={newPasswordErrors(errors)}
      />
      <div className={settings.actions}>
        <BusyButton kind="primary" type="submit" busy={changing} busyText="Changing…">
          Change password
        </BusyButton>
      </div>
    </Form>
  );
}

/** Change password: the current one is asked for; every other session then ends. */
export function PasswordSection({ actor }: { actor: AccountSecurityRef }) {
  const changed = useSelector(actor, (s) => s.matches({ password: 'changed' }));
  return (
    <SettingsSection id="password" icon={KeyRound} title="Password">
      <div role="status" aria-live="polite">
        {changed && (
          <p className={css.success}>
            <CircleCheck size={20} aria-hidden /> Your password has been changed.
          </p>
        )}
      </div>
      {changed ? (
        <>
          <p className={settings.text}>
            Every other session of your account has been signed out; this one stays signed in. We
            have emailed you a notice of the change.
          </p>
          <div>
            <Button kind="secondary" onClick={() => actor.send({ type: 'password.again' })}>
              Change it again
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className={settings.text}>
            Changing your password signs out every other session of your account. This one stays
            signed in.
          </p>
          <PasswordForm actor={actor} />
        </>
      )}
    </SettingsSection>
  );
}
