import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { stepUpActor } from '../../../step-up-system.ts';
import { BusyButton, Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { FormAlert } from '../auth/FormMessages.tsx';
import { TextField } from '../auth/TextField.tsx';
import * as css from './step-up.css.ts';

const stepUp = () => stepUpActor;

/**
 * "Confirm your password": shown while the step-up actor asks (a sensitive call waits for it);
 * the call is retried by the HTTP client once the token comes back.
 */
export function StepUpDialog() {
  const actor = stepUp();
  const open = useSelector(actor, (s) => s.matches('asking') || s.matches('sending'));
  if (!open) return null;
  return <StepUpForm />;
}

function StepUpForm() {
  const actor = stepUp();
  const mode = useSelector(actor, (s) => s.context.mode);
  const error = useSelector(actor, (s) => s.context.error);
  const sending = useSelector(actor, (s) => s.matches('sending'));
  const [secret, setSecret] = useState('');
  const dialogRef = useRef<HTMLDialogElement>(null);
  // A modal <dialog>: the browser traps focus and closes it with Escape (a DOM effect).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const onSubmit = () => {
    actor.send({ type: 'stepUp.submit', secret });
    setSecret('');
  };
  const cancel = () => actor.send({ type: 'stepUp.cancel' });
  return (
    <dialog
      ref={dialogRef}
      className={css.dialog}
      aria-labelledby="step-up-title"
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
    >
      <Form className={css.body} onSubmit={onSubmit} busy={sending}>
        <h2 id="step-up-title" className={css.title}>
          {mode === 'code' ? 'Confirm with your authenticator' : 'Confirm your password'}
        </h2>
        <p className={css.lead}>
          {mode === 'code'
            ? 'This change needs the code from your authenticator app, even though you are signed in.'
            : 'This change needs your password, even though you are signed in.'}
        </p>
        <FormAlert message={error} />
        {mode === 'code' ? (
          <TextField
            label="Authenticator code"
            name="step-up-code"
            autoComplete="one-time-code"
            value={secret}
            onValueChange={setSecret}
          />
        ) : (
          <TextField
            label="Password"
            type="password"
            name="step-up-password"
            autoComplete="current-password"
            value={secret}
            onValueChange={setSecret}
            revealable
          />
        )}
        <div className={css.actions}>
          <BusyButton kind="primary" type="submit" busy={sending} busyText="Confirming…">
            Confirm
          </BusyButton>
          <Button kind="secondary" onClick={cancel} disabled={sending}>
            Cancel
          </Button>
        </div>
      </Form>
    </dialog>
  );
}
