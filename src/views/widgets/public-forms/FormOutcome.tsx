import { CircleCheck } from 'lucide-react';
import * as css from './forms.css.ts';

/** The success confirmation (announced politely) or the server's error (announced at once). */
export function FormSuccess({ message }: { message: string }) {
  return (
    <p className={css.success} role="status">
      <CircleCheck size={20} aria-hidden className={css.successIcon} />
      <span>{message}</span>
    </p>
  );
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={css.failure} role="alert">
      {message}
    </p>
  );
}
