import type { ReactNode } from 'react';
import { TextField } from './TextField.tsx';

interface FieldProps {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly error: string | null | undefined;
}

/** The trader's full name: sign-up, Google's profile step and the profile page. */
export function FullNameField({
  label = 'Full name',
  name = 'name',
  hint,
  readOnly,
  ...field
}: FieldProps & { label?: string; name?: string; hint?: ReactNode; readOnly?: boolean }) {
  return (
    <TextField
      {...field}
      label={label}
      name={name}
      autoComplete="name"
      hint={hint}
      readOnly={readOnly}
      maxLength={120}
      required
    />
  );
}

/** The trader's phone number: required with its hint at sign-up, optional on the profile page. */
export function PhoneField({
  name = 'tel',
  optional = false,
  ...field
}: FieldProps & { name?: string; optional?: boolean }) {
  return (
    <TextField
      {...field}
      label="Phone number"
      type="tel"
      name={name}
      autoComplete="tel"
      hint={optional ? undefined : 'Digits, optionally starting with + and your country code.'}
      maxLength={20}
      required={!optional}
      optional={optional}
    />
  );
}
