import type { ComponentProps } from 'react';
import { TextField } from './TextField.tsx';

type Props = Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'autoComplete'> & {
  /** 'Email' unless the form asks for another, e.g. 'New email'. */
  readonly label?: string;
};

/** An email field: one type and autofill hint everywhere; 'Email', named email, unless told. */
export function EmailField(props: Props) {
  return (
    <TextField label="Email" name="email" required {...props} type="email" autoComplete="email" />
  );
}
