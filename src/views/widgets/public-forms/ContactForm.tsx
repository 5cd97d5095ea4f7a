import type { FormEvent } from 'react';
import { contact } from '../../../content/contact.ts';
import { publicFieldLimits } from '../../../contracts/public-forms.ts';
import { BusyButton, Button } from '../../ui/Button.tsx';
import { FormField } from './FormField.tsx';
import { FormError, FormSuccess } from './FormOutcome.tsx';
import * as css from './forms.css.ts';
import { usePublicForm } from './use-public-form.ts';

const text = contact.form;

/** The contact page's message form: full name, email, subject, message, Send Message. */
export function ContactForm() {
  const form = usePublicForm('contact');
  if (form.succeeded && form.successMessage) {
    return (
      <div className={css.form}>
        <FormSuccess message={form.successMessage} />
        <div>
          <Button kind="secondary" onClick={form.reset}>
            {text.another}
          </Button>
        </div>
      </div>
    );
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '');
    form.submit({
      fullName: value('fullName'),
      email: value('email'),
      subject: value('subject'),
      message: value('message'),
    });
  };
  // Each field's label, length limit and error follow from its name.
  const field = (name: 'fullName' | 'email' | 'subject' | 'message') => ({
    name,
    label: text[name],
    maxLength: publicFieldLimits[name].max,
    error: form.fieldErrors[name],
  });
  return (
    <form className={css.form} onSubmit={onSubmit} noValidate aria-label={text.title}>
      <FormField {...field('fullName')} autoComplete="name" />
      <FormField {...field('email')} type="email" autoComplete="email" />
      <FormField {...field('subject')} />
      <FormField {...field('message')} multiline />
      <FormError message={form.error} />
      <div>
        <BusyButton
          kind="primary"
          type="submit"
          busy={form.sending}
          busyText={text.sending}
          disabled={!form.ready}
        >
          {text.submit}
        </BusyButton>
      </div>
    </form>
  );
}
