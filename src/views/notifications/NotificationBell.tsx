import { Bell } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { welcomeMessage } from '../../config/product.ts';
import {
  accountNoticeLabel,
  accountNoticeTone,
  accountNoticeWords,
} from '../../domain/trading/account-notice.ts';
import { noticeTone, noticeWords } from '../../domain/trading/notice-words.ts';
import { useCurrency } from '../hooks/use-currency.ts';
import { Disclosure } from '../layout/app/Disclosure.tsx';
import * as menu from '../layout/app/menu.css.ts';
import * as css from './notifications.css.ts';
import {
  bellEntries,
  markAllRead,
  useAccountItems,
  useNotificationItems,
  useUnreadCount,
} from './use-notifications.ts';

const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/**
 * The header bell: the welcome message (spec section 2), the account's order notices and its
 * deposits, withdrawals and KYC results (issue 25), in the display currency, unread counted (the same count in every tab: the read mark is the account's).
 */
export function NotificationBell() {
  const items = useNotificationItems();
  const accountItems = useAccountItems();
  const entries = useMemo(() => bellEntries(items, accountItems), [items, accountItems]);
  const currency = useCurrency();
  const unread = useUnreadCount();
  return (
    <span className={css.bellWrap}>
      <Disclosure
        label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        icon={<Bell size={18} aria-hidden />}
      >
        {(close) => (
          <section aria-label="Notifications">
            <div className={css.head}>
              <h2 className={menu.title}>Notifications</h2>
              {unread > 0 && (
                <button type="button" className={css.markAll} onClick={markAllRead}>
                  Mark all read
                </button>
              )}
            </div>
            <ul className={css.panelList}>
              {entries.map((entry) => {
                const { item } = entry;
                const tone =
                  entry.source === 'order' ? noticeTone(entry.item) : accountNoticeTone(entry.item);
                return (
                  <li
                    key={entry.key}
                    className={`${css.item} ${css.itemTone[tone]}${item.read ? '' : ` ${css.unread}`}`}
                    data-testid="notification-item"
                    data-read={item.read}
                    data-kind={entry.item.kind}
                  >
                    <span>
                      {entry.source === 'order'
                        ? noticeWords(entry.item, currency)
                        : accountNoticeWords(entry.item, currency)}
                    </span>
                    <span className={css.time}>
                      {entry.source === 'order'
                        ? entry.item.symbol
                        : accountNoticeLabel(entry.item)}{' '}
                      · {time.format(new Date(entry.at || Date.now()))}
                    </span>
                  </li>
                );
              })}
              <li className={`${css.item} ${css.itemTone.neutral}`}>
                <span>{welcomeMessage()}</span>
                <Link href="/guide" className={menu.messageLink} onClick={close}>
                  Start with the Trading Guide
                </Link>
              </li>
            </ul>
          </section>
        )}
      </Disclosure>
      {unread > 0 && (
        <span className={css.badge} aria-hidden>
          {unread > 9 ? '9+' : unread}
        </span>
      )}
    </span>
  );
}
