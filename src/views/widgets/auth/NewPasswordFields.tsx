import type { ReactNode } from 'react';
import type { FieldError } from '../../../machines/auth/form-rules.ts';
import { errorFor } from './field-errors.ts';
import { PasswordChecklist } from './PasswordChecklist.tsx';
import { TextField } from './TextField.tsx';

interface Props {
  /** 'Password' on sign-up, 'New password' on a reset; the confirmation is named after it. */
  readonly label: string;
  readonly password: string;
  readonly confirmation: string;
  readonly onPasswordChange: (value: string) => void;
  readonly onConfirmationChange: (value: string) => void;
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
export function NewPasswordFields(props: Props) {
  const inputs: PasswordInput[] = [
    {
      field: 'password',
      name: 'new-password',
      label: props.label,
      value: props.password,
      onChange: props.onPasswordChange,
      after: <PasswordChecklist password={props.password} />,
    },
    {
      field: 'confirmPassword',
      name: 'confirm-password',
      label: `Confirm ${props.label.toLowerCase()}`,
      value: props.confirmation,
      onChange: props.onConfirmationChange,
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
      error={errorFor(props.errors, input.field)}
      after={input.after}
      revealable
      required
      maxLength={128}
    />
  ));
}
