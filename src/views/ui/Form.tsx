import type { FormHTMLAttributes } from 'react';

type Props = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & {
  /** Takes the submit, with the form's named fields, instead of the browser (no page load). */
  onSubmit: (fields: FormData) => void;
  /** Says the form is being sent (aria-busy). */
  busy?: boolean;
};

/** A form that its flow checks, not the browser, and whose submit goes to `onSubmit`. */
export function Form({ onSubmit, busy, ...rest }: Props) {
  return (
    <form
      {...rest}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(new FormData(event.currentTarget));
      }}
    />
  );
}
