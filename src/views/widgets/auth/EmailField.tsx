import { TextField } from './TextField.tsx';

interface Props {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly error?: string | null;
}

/** The email of the auth forms: one label, type and autofill hint everywhere. */
export function EmailField({ value, onValueChange, error }: Props) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      value={value}
      onValueChange={onValueChange}
      error={error}
      required
    />
  );
}
