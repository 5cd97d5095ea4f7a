import { useId } from 'react';
import * as css from './auth.css.ts';
import { consentRow } from './consent.css.ts';

/**
 * Sign-up's consent, as Indian brokers ask it: one box for the Terms and Conditions and the Risk
 * Disclosure (the appendix of the terms), each linked, opening in a new tab so the form stays.
 */
export function ConsentField({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
}) {
  const errorId = useId();
  return (
    <div className={css.field}>
      <label className={consentRow}>
        <input
          type="checkbox"
          name="consent"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
        />
        <span>
          I have read and accept the{' '}
          <a href="/t&c" target="_blank" rel="noopener" className={css.link}>
            Terms and Conditions
          </a>{' '}
          and the{' '}
          <a href="/t&c#risk-disclosure" target="_blank" rel="noopener" className={css.link}>
            Risk Disclosure
          </a>
          .
        </span>
      </label>
      {error && (
        <p id={errorId} className={css.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
