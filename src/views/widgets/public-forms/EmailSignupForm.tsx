import { BusyButton } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { FormField } from './FormField.tsx';
import { FormError, FormSuccess } from './FormOutcome.tsx';
import * as css from './forms.css.ts';
import { usePublicForm } from './use-public-form.ts';

interface Props {
  readonly kind: 'waitlist' | 'newsletter';
  readonly label: string;
  readonly submitLabel: string;
  readonly sendingLabel: string;
  /** The accessible name of the form. */
  readonly name: string;
}

/** An email-only signup (API waitlist, footer newsletter), stored by the server once per email. */
export function EmailSignupForm({ kind, label, submitLabel, sendingLabel, name }: Props) {
  const form = usePublicForm(kind);
  if (form.succeeded && form.successMessage) return <FormSuccess message={form.successMessage} />;
  return (
    <Form
      className={css.form}
      onSubmit={(data) => form.submit({ email: String(data.get('email') ?? '') })}
      aria-label={name}
    >
      <div className={css.signupRow}>
        <FormField
          label={label}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          hideLabel
          maxLength={254}
          error={form.fieldErrors.email}
        />
        <BusyButton
          kind="primary"
          type="submit"
          busy={form.sending}
          busyText={sendingLabel}
          disabled={!form.ready}
        >
          {submitLabel}
        </BusyButton>
      </div>
      <FormError message={form.error} />
    </Form>
  );
}
