import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import * as css from './ticket.css.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: labelled by its heading, focus moves in on open, Tab stays inside, Esc and the
 * backdrop close it, and focus returns to what had it before (the bid, the row, the button).
 */
export function TicketDialog({
  title,
  subtitle,
  onClose,
  children,
  testId = 'order-ticket',
}: {
  testId?: string;
  title: string;
  subtitle: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // DOM only: focus in, Tab kept inside, Esc, focus back to the opener.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    dialog?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (!dialog.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <>
      <div className={css.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={ref}
        className={css.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
      >
        <div className={css.grabber} aria-hidden="true" />
        <div className={css.header}>
          <div>
            <h2 id={titleId} className={css.heading}>
              {title}
            </h2>
            {subtitle}
          </div>
          <button
            type="button"
            className={css.closeButton}
            onClick={onClose}
            aria-label={`Close ${title}`}
            data-autofocus
          >
            <X size={18} aria-hidden />
          </button>
        </div>
        {children}
      </div>
    </>
  );
}
