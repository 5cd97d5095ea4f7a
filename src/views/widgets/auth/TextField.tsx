import { CircleAlert, Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import * as css from './auth.css.ts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange'>;

interface Props extends InputProps {
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** Shown under the field, linked with aria-describedby and marking the field invalid. */
  readonly error?: string | null | undefined;
  readonly hint?: ReactNode;
  readonly optional?: boolean;
  /** Extra content between the label and the input row (e.g. a link beside the label). */
  readonly labelAside?: ReactNode;
  /** A password field gets a show/hide button. */
  readonly revealable?: boolean;
  readonly inputClassName?: string;
  readonly after?: ReactNode;
}

/** A labelled input with its hint and error wired for assistive technology. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  optional = false,
  labelAside,
  revealable = false,
  inputClassName = css.input,
  after,
  type = 'text',
  ...input
}: Props) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const field = (
    <input
      {...input}
      id={id}
      className={inputClassName}
      type={revealable && revealed ? 'text' : type}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    />
  );
  return (
    <div className={css.field}>
      <div className={css.labelRow}>
        <label htmlFor={id} className={css.label}>
          {label} {optional && <span className={css.optional}>(optional)</span>}
        </label>
        {labelAside}
      </div>
      {revealable ? (
        <div className={css.inputWrap}>
          {field}
          <button
            type="button"
            className={css.reveal}
            aria-label={revealed ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
          </button>
        </div>
      ) : (
        field
      )}
      {error && (
        <p id={errorId} className={css.fieldError}>
          <CircleAlert size={16} aria-hidden />
          <span>{error}</span>
        </p>
      )}
      {hint && (
        <div id={hintId} className={css.hint}>
          {hint}
        </div>
      )}
      {after}
    </div>
  );
}
