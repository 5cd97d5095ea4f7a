import { Bell } from 'lucide-react';
import { Link } from 'wouter';
import { welcomeMessage } from '../../../config/product.ts';
import { Disclosure } from './Disclosure.tsx';
import * as css from './menu.css.ts';

export function NotificationBell() {
  return (
    <Disclosure label="Notifications" icon={<Bell size={18} aria-hidden />}>
      {(close) => (
        <section aria-label="Notifications">
          <h2 className={css.title}>Notifications</h2>
          <div className={css.message}>
            <p className={css.messageText}>{welcomeMessage()}</p>
            <Link href="/guide" className={css.messageLink} onClick={close}>
              Start with the Trading Guide
            </Link>
          </div>
        </section>
      )}
    </Disclosure>
  );
}
