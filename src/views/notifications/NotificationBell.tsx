import { Bell } from 'lucide-react';
import { Link } from 'wouter';
import { welcomeMessage } from '../../config/product.ts';
import { Disclosure } from '../layout/app/Disclosure.tsx';
import * as menu from '../layout/app/menu.css.ts';
import * as css from './notifications.css.ts';
import { markAllRead, useNotificationItems, useUnreadCount } from './use-notifications.ts';

const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** The header bell: the welcome message (spec section 2) and the order notices, unread counted. */
export function NotificationBell() {
  const items = useNotificationItems();
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
              {items.map((item) => (
                <li
                  key={item.messageId}
                  className={item.read ? css.item : `${css.item} ${css.unread}`}
                >
                  <span>{item.message}</span>
                  <span className={css.time}>
                    {item.symbol} · {time.format(new Date(item.timestamp || Date.now()))}
                  </span>
                </li>
              ))}
              <li className={menu.message}>
                <p className={menu.messageText}>{welcomeMessage()}</p>
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
