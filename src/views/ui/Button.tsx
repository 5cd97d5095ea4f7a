import type { ButtonHTMLAttributes } from 'react';
import { button } from './button.css.ts';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  kind: keyof typeof button;
  type?: 'button' | 'submit';
};

/**
 * A button in one of the app's looks (ui/button.css.ts), plus any `className` of its place; a plain
 * button unless `type` says submit.
 */
export function Button({ kind, type = 'button', className, ...rest }: ButtonProps) {
  const look = className ? `${button[kind]} ${className}` : button[kind];
  return <button type={type} className={look} {...rest} />;
}

/** A button that says what it is doing (`busyText`) and takes no click while `busy`. */
export function BusyButton({
  busy,
  busyText,
  disabled,
  children,
  ...rest
}: ButtonProps & { busy: boolean; busyText: string }) {
  return (
    <Button {...rest} disabled={busy || disabled}>
      {busy ? busyText : children}
    </Button>
  );
}
