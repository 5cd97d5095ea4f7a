import { Check, Copy } from 'lucide-react';
import { button } from '../../ui/button.css.ts';
import * as css from './referral.css.ts';

/**
 * A Copy button whose label turns into "Copied" (with a tick) while `copied`; a live region
 * repeats it for screen readers.
 */
export function CopyButton({
  label,
  copiedLabel,
  copied,
  onCopy,
  testId,
}: {
  label: string;
  copiedLabel: string;
  copied: boolean;
  onCopy: () => void;
  testId: string;
}) {
  return (
    <button
      type="button"
      className={`${button.secondary} ${css.copyButton}`}
      onClick={onCopy}
      data-testid={testId}
      data-copied={copied}
    >
      {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
      {copied ? copiedLabel : label}
    </button>
  );
}
