import type { ComponentProps } from 'react';
import { TextField } from './TextField.tsx';

/** A required code from an authenticator app or a mail: offered from autofill, never spell-checked. */
export function CodeField(props: Omit<ComponentProps<typeof TextField>, 'autoComplete'>) {
  return <TextField required {...props} autoComplete="one-time-code" spellCheck={false} />;
}
