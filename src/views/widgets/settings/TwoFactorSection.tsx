import { useSelector } from '@xstate/react';
import { ShieldCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { flows } from '../../../flows.ts';
import { systemIds } from '../../../machines/ids.ts';
import { usePageActor } from '../../hooks/use-page-actor.ts';
import { BusyButton, Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { CodeField } from '../auth/CodeField.tsx';
import { FormAlert } from '../auth/FormMessages.tsx';
import * as css from './settings.css.ts';

type Ref = ActorRefFrom<typeof flows.twoFactorSettings>;

/** Base32 in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** A code form: the field and one submit button (enable or disable). */
function CodeForm({
  actor,
  label,
  submitText,
  busyText,
  busy,
  send,
  children,
}: {
  actor: Ref;
  label: string;
  submitText: string;
  busyText: string;
  busy: boolean;
  send: (code: string) => void;
  children?: ReactNode;
}) {
  const [code, setCode] = useState('');
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <Form className={css.form} onSubmit={() => send(code)} busy={busy}>
      <CodeField label={label} value={code} onValueChange={setCode} error={error} />
      <div className={css.actions}>
        <BusyButton kind="primary" type="submit" busy={busy} busyText={busyText}>
          {submitText}
        </BusyButton>
        {children}
      </div>
    </Form>
  );
}

const checking = (
  <p className={css.text} role="status">
    Checking two-factor sign-in…
  </p>
);

function TwoFactorFrame({ children }: { children: ReactNode }) {
  return (
    <section className={css.section} aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className={css.sectionTitle}>
        <ShieldCheck size={20} aria-hidden /> Two-factor sign-in
      </h2>
      {children}
    </section>
  );
}

/**
 * Two-factor sign-in in /settings: turn on with an authenticator app, turn off with a code. Its
 * actor runs in the root system while /settings is open (src/flows.ts, settingsRoute).
 */
export function TwoFactorSection() {
  const actor = usePageActor<typeof flows.twoFactorSettings>(systemIds.twoFactorSettings);
  return actor ? <TwoFactorSettings actor={actor} /> : <TwoFactorFrame>{checking}</TwoFactorFrame>;
}

function TwoFactorSettings({ actor }: { actor: Ref }) {
  const snapshot = useSelector(actor, (s) => s);
  const { status, enrolment, recoveryCodes, error, renewError } = snapshot.context;

  let body: ReactNode;
  if (snapshot.matches('failed')) {
    body = (
      <>
        <FormAlert message={error} />
        <div>
          <Button kind="secondary" onClick={() => actor.send({ type: 'twoFactor.load' })}>
            Try again
          </Button>
        </div>
      </>
    );
  } else if (snapshot.matches('off')) {
    body = (
      <>
        <p className={css.state}>Two-factor sign-in is off.</p>
        <p className={css.text}>
          Turn it on to ask for a code from an authenticator app (such as Google Authenticator,
          Microsoft Authenticator or Aegis) after your password, and before every withdrawal.
        </p>
        <FormAlert message={error} />
        <div>
          <BusyButton
            kind="primary"
            busy={snapshot.matches({ off: 'enrolling' })}
            busyText="Preparing…"
            onClick={() => actor.send({ type: 'twoFactor.start' })}
          >
            Turn on two-factor sign-in
          </BusyButton>
        </div>
      </>
    );
  } else if (snapshot.matches('setup') && enrolment) {
    body = (
      <>
        <p className={css.text}>
          1. Scan this QR code with your authenticator app, or enter the key by hand.
        </p>
        <img
          className={css.qr}
          src={enrolment.qrDataUrl}
          alt="QR code for your authenticator app"
        />
        <p className={css.text}>
          Key:{' '}
          <code className={css.secret} data-testid="two-factor-secret">
            {grouped(enrolment.secret)}
          </code>
        </p>
        <p className={css.text}>2. Enter the 6-digit code the app shows.</p>
        <CodeForm
          actor={actor}
          label="Code from your app"
          submitText="Turn on"
          busyText="Checking…"
          busy={snapshot.matches({ setup: 'confirming' })}
          send={(code) => actor.send({ type: 'twoFactor.confirm', code })}
        >
          <Button kind="ghost" onClick={() => actor.send({ type: 'twoFactor.cancel' })}>
            Cancel
          </Button>
        </CodeForm>
      </>
    );
  } else if (snapshot.matches('showingRecoveryCodes') && recoveryCodes) {
    body = (
      <>
        <p className={css.state}>Two-factor sign-in is on. Save your recovery codes now.</p>
        <p className={css.text}>
          If you lose your phone, each of these codes signs you in once instead of the app. This is
          the only time they are shown: write them down or keep them in a password manager. They
          replace any recovery codes you had before.
        </p>
        <ul className={css.codes} aria-label="Recovery codes" data-testid="recovery-codes">
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <div>
          <Button kind="primary" onClick={() => actor.send({ type: 'twoFactor.codesSaved' })}>
            I have saved my recovery codes
          </Button>
        </div>
      </>
    );
  } else if (snapshot.matches('on') && status) {
    const left = status.recoveryCodesLeft;
    body = (
      <>
        <p className={css.state}>Two-factor sign-in is on.</p>
        <p className={css.text}>
          {left} unused recovery {left === 1 ? 'code' : 'codes'} left. To turn two-factor sign-in
          off, enter a code from your app or a recovery code.
        </p>
        <CodeForm
          actor={actor}
          label="Authenticator or recovery code"
          submitText="Turn off"
          busyText="Turning off…"
          busy={snapshot.matches({ on: 'disabling' })}
          send={(code) => actor.send({ type: 'twoFactor.disable', code })}
        />
        <p className={css.text}>
          Lost your recovery codes, or used most of them? Make ten new ones: the old ones stop
          working. You confirm it with a code from your app first.
        </p>
        <FormAlert message={renewError} />
        <div>
          <BusyButton
            kind="secondary"
            busy={snapshot.matches({ on: 'renewing' })}
            busyText="Making new codes…"
            onClick={() => actor.send({ type: 'twoFactor.renewCodes' })}
          >
            New recovery codes
          </BusyButton>
        </div>
      </>
    );
  } else {
    body = checking;
  }

  return <TwoFactorFrame>{body}</TwoFactorFrame>;
}
