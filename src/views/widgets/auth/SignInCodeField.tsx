import { Link } from 'wouter';
import * as css from './auth.css.ts';
import { CodeField } from './CodeField.tsx';

/** The second step of a two-factor sign-in (after a password or Google): app or recovery code. */
export function SignInCodeField({
  value,
  onValueChange,
  error,
}: {
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
}) {
  return (
    <CodeField
      label="Authentication code"
      name="code"
      value={value}
      onValueChange={onValueChange}
      error={error}
      hint="The 6-digit code from your authenticator app, or one of your recovery codes."
      autoFocus
    />
  );
}

/** The way back from a Google sign-in's extra step. */
export function BackToLogin() {
  return (
    <Link href="/login" className={css.link}>
      Back to log in
    </Link>
  );
}
