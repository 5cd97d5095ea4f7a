import { useSelector } from '@xstate/react';
import { CircleCheck, Mail } from 'lucide-react';
import { useState } from 'react';
import { emailChangeActor } from '../../account-email-system.ts';
import { useSessionUser } from '../hooks/use-session-view.ts';
import { BusyButton, Button } from '../ui/Button.tsx';
import { Form } from '../ui/Form.tsx';
import { CodeField } from '../widgets/auth/CodeField.tsx';
import { EmailField } from '../widgets/auth/EmailField.tsx';
import * as settings from '../widgets/settings/settings.css.ts';
import { SettingsSection } from './SettingsSection.tsx';

const actor = emailChangeActor;

function NewEmailForm() {
  const [newEmail, setNewEmail] = useState('');
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.matches('requesting'));
  return (
    <Form
      className={settings.form}
      onSubmit={() => actor.send({ type: 'emailChange.submit', newEmail })}
      busy={busy}
    >
      <EmailField
        label="New email"
        name="new-email"
        value={newEmail}
        onValueChange={setNewEmail}
        error={error}
        maxLength={254}
      />
      <p className={settings.text}>
        We will ask for your password (or your authenticator’s code) first, then email a code to the
        new address.
      </p>
      <div className={settings.actions}>
        <BusyButton kind="primary" type="submit" busy={busy} busyText="Sending the code…">
          Send the code
        </BusyButton>
        <CancelButton />
      </div>
    </Form>
  );
}

/** Leaves the change: nothing was changed yet. */
function CancelButton() {
  return (
    <Button kind="ghost" onClick={() => actor.send({ type: 'emailChange.cancel' })}>
      Cancel
    </Button>
  );
}

function CodeForm({ pendingEmail }: { pendingEmail: string }) {
  const [code, setCode] = useState('');
  const error = useSelector(actor, (s) => s.context.error);
  const confirming = useSelector(actor, (s) => s.matches('confirming'));
  const resending = useSelector(actor, (s) => s.matches('resending'));
  return (
    <Form
      className={settings.form}
      onSubmit={() => actor.send({ type: 'emailChange.confirm', code })}
      busy={confirming}
    >
      <p className={settings.text}>
        Enter the 6-digit code we emailed to <strong>{pendingEmail}</strong>. Your email changes
        only once you do; it is valid for 10 minutes.
      </p>
      <CodeField
        label="Code from the email"
        name="email-change-code"
        inputMode="numeric"
        value={code}
        onValueChange={setCode}
        error={error}
        maxLength={32}
      />
      <div className={settings.actions}>
        <BusyButton kind="primary" type="submit" busy={confirming} busyText="Changing…">
          Change email
        </BusyButton>
        <BusyButton
          kind="secondary"
          busy={resending}
          busyText="Sending…"
          disabled={confirming}
          onClick={() => actor.send({ type: 'emailChange.resend' })}
        >
          Send a new code
        </BusyButton>
        <CancelButton />
      </div>
    </Form>
  );
}

/** The account's email, and changing it behind a step-up and a code mailed to the new address. */
export function EmailSection() {
  const sessionEmail = useSessionUser()?.email ?? '';
  const changedTo = useSelector(actor, (s) => s.context.changedTo);
  const notice = useSelector(actor, (s) => s.context.notice);
  const pendingEmail = useSelector(actor, (s) => s.context.pendingEmail);
  const idle = useSelector(actor, (s) => s.matches('idle'));
  const editing = useSelector(actor, (s) => s.matches('editing') || s.matches('requesting'));
  const email = changedTo ?? sessionEmail;
  return (
    <SettingsSection id="email" icon={Mail} title="Email">
      <p className={settings.text}>
        You sign in with <strong data-testid="account-email">{email}</strong>, and our mails go
        there.
      </p>
      <div role="status" aria-live="polite">
        {idle && changedTo !== null && notice !== null && (
          <p className={settings.state}>
            <CircleCheck size={16} aria-hidden /> {notice}
          </p>
        )}
      </div>
      {idle && (
        <div>
          <Button kind="secondary" onClick={() => actor.send({ type: 'emailChange.start' })}>
            Change email
          </Button>
        </div>
      )}
      {editing && <NewEmailForm />}
      {!idle && !editing && pendingEmail !== null && <CodeForm pendingEmail={pendingEmail} />}
    </SettingsSection>
  );
}
