import { useId } from 'react';
import * as css from './forms.css.ts';

interface Props {
  readonly label: string;
  readonly name: string;
  readonly error?: string | undefined;
  readonly type?: 'text' | 'email';
  readonly multiline?: boolean;
  readonly autoComplete?: string;
  readonly maxLength?: number;
  readonly hideLabel?: boolean;
  readonly placeholder?: string;
  /** Replaces the input's (or textarea's) own class, e.g. a shorter message box. */
  readonly inputClassName?: string;
  readonly inputMode?: 'text' | 'decimal' | 'numeric';
  /** Controlled value; uncontrolled when absent. */
  readonly value?: string;
  readonly onChange?: (value: string) => void;
}

/** A labelled input whose error is tied to it for screen readers. */
export function FormField({
  label,
  name,
  error,
  type = 'text',
  multiline = false,
  autoComplete,
  maxLength,
  hideLabel = false,
  placeholder,
  inputClassName,
  inputMode,
  value,
  onChange,
}: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    autoComplete,
    maxLength,
    placeholder,
    inputMode,
    ...(value === undefined ? {} : { value }),
    ...(onChange === undefined
      ? {}
      : {
          onChange: (event: { currentTarget: { value: string } }) =>
            onChange(event.currentTarget.value),
        }),
  };
  return (
    <div className={css.field}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : css.label}>
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} className={inputClassName ?? css.textarea} />
      ) : (
        <input {...shared} type={type} className={inputClassName ?? css.input} />
      )}
      {error && (
        <p id={errorId} className={css.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
