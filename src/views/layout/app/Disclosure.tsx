import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '../../hooks/use-dismiss.ts';
import { iconButton } from '../../ui/button.css.ts';
import * as css from './menu.css.ts';

interface Props {
  readonly label: string;
  readonly icon: ReactNode;
  readonly children: (close: () => void) => ReactNode;
}

/** An icon button that opens a panel; Escape or a click outside closes it. */
export function Disclosure({ label, icon, children }: Props) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  return (
    <div className={css.anchor} ref={ref}>
      <button
        type="button"
        className={iconButton}
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {icon}
      </button>
      {open && (
        <div id={panelId} className={css.panel}>
          {children(close)}
        </div>
      )}
    </div>
  );
}
