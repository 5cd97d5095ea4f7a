import type { FormEvent } from 'react';
import { Button } from '../../ui/Button.tsx';
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
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    form.submit({ email: String(data.get('email') ?? '') });
  };
  return (
    <form className={css.form} onSubmit={onSubmit} noValidate aria-label={name}>
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
        <Button kind="primary" type="submit" disabled={form.sending || !form.ready}>
          {form.sending ? sendingLabel : submitLabel}
        </Button>
      </div>
      <FormError message={form.error} />
    </form>
  );
}
