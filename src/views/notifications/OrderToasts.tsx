import { X } from 'lucide-react';
import { noticeTone, noticeWords } from '../../domain/trading/notice-words.ts';
import { useCurrency } from '../hooks/use-currency.ts';
import * as css from './notifications.css.ts';
import { dismissToast, useCurrentToast } from './use-notifications.ts';

/**
 * The order toast (spec sections 2 and 9): the 'Notification' card, bottom-left, 4 s (the
 * notifications actor times it), green left border for a BUY fill and red for a SELL one; a margin
 * alert amber, a loss red, a trader's own cancel plain; in the display currency; read out politely.
 */
export function OrderToasts() {
  const toast = useCurrentToast();
  const currency = useCurrency();
  const tone = toast === null ? 'neutral' : noticeTone(toast);
  return (
    <div className={css.toastRegion} aria-live="polite" aria-atomic="true">
      {toast && (
        <div
          key={toast.messageId}
          className={css.toast[tone]}
          data-side={toast.side}
          data-tone={tone}
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
          <p className={css.toastText}>{noticeWords(toast, currency)}</p>
        </div>
      )}
    </div>
  );
}
