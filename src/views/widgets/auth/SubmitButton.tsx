import type { ReactNode } from 'react';
import { BusyButton } from '../../ui/Button.tsx';
import * as css from './auth.css.ts';

/** The full-width primary button that sends an auth or KYC form. */
export function SubmitButton(props: {
  busy: boolean;
  busyText: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return <BusyButton kind="primary" type="submit" className={css.submit} {...props} />;
}
