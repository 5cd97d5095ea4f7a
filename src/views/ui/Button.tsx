import type { ButtonHTMLAttributes } from 'react';
import { button } from './button.css.ts';

/** A button in one of the app's looks (ui/button.css.ts); a plain button unless `type` says submit. */
export function Button({
  kind,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  kind: keyof typeof button;
  type?: 'button' | 'submit';
}) {
  return <button type={type} className={button[kind]} {...rest} />;
}
