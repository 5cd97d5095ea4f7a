import { CircleAlert, Info } from 'lucide-react';
import * as css from './auth.css.ts';

/** A form-level error, announced at once (role="alert"). Renders nothing without a message. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={css.alert} role="alert">
      <CircleAlert size={18} aria-hidden />
      <span>{message}</span>
    </p>
  );
}

/** Information for the person (code sent, verified), announced politely; the region always exists. */
export function FormNotice({ message }: { message: string | null | undefined }) {
  return (
    <div role="status" aria-live="polite">
      {message && (
        <p className={css.notice}>
          <Info size={18} aria-hidden />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
