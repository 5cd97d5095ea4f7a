import type { ReactNode } from 'react';
import type { FieldError } from '../../../machines/auth/form-rules.ts';
import { errorFor } from './field-errors.ts';
import { PasswordChecklist } from './PasswordChecklist.tsx';
import { TextField } from './TextField.tsx';

/** What the two fields hold. */
export interface NewPassword {
  readonly password: string;
  readonly confirmation: string;
}

export const noNewPassword: NewPassword = { password: '', confirmation: '' };

interface Props {
  /** 'Password' on sign-up, 'New password' on a reset; the confirmation is named after it. */
  readonly label: string;
  readonly value: NewPassword;
  readonly onChange: (value: NewPassword) => void;
  readonly errors: readonly FieldError[];
}

interface PasswordInput {
  readonly field: 'password' | 'confirmPassword';
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly after?: ReactNode;
}

/** A new password with its live rules (spec section 5) and its confirmation. */
export function NewPasswordFields({ label, value, onChange, errors }: Props) {
  const inputs: PasswordInput[] = [
    {
      field: 'password',
      name: 'new-password',
      label,
      value: value.password,
      onChange: (password) => onChange({ ...value, password }),
      after: <PasswordChecklist password={value.password} />,
    },
    {
      field: 'confirmPassword',
      name: 'confirm-password',
      label: `Confirm ${label.toLowerCase()}`,
      value: value.confirmation,
      onChange: (confirmation) => onChange({ ...value, confirmation }),
    },
  ];
  return inputs.map((input) => (
    <TextField
      key={input.field}
      label={input.label}
      type="password"
      name={input.name}
      autoComplete="new-password"
      value={input.value}
      onValueChange={input.onChange}
      error={errorFor(errors, input.field)}
      after={input.after}
      revealable
      required
      maxLength={128}
    />
  ));
}
