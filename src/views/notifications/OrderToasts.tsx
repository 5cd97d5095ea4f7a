import { X } from 'lucide-react';
import * as css from './notifications.css.ts';
import { dismissToast, useCurrentToast } from './use-notifications.ts';

/**
 * The order toast (spec sections 2 and 9): the 'Notification' card, bottom-left, 4 s (the
 * notifications actor times it), green left border for BUY and red for SELL, read out politely.
 */
export function OrderToasts() {
  const toast = useCurrentToast();
  return (
    <div className={css.toastRegion} aria-live="polite" aria-atomic="true">
      {toast && (
        <div
          key={toast.messageId}
          className={css.toast[toast.side]}
          data-side={toast.side}
          data-testid="order-toast"
        >
          <p className={css.toastTitle}>Notification</p>
          <button
            type="button"
            className={css.close}
            aria-label="Dismiss notification"
            onClick={dismissToast}
          >
            <X size={16} aria-hidden />
          </button>
          <p className={css.toastText}>{toast.message}</p>
        </div>
      )}
    </div>
  );
}
