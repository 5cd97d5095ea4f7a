import { Bell } from 'lucide-react';
import { welcomeMessage } from '../../../config/product.ts';
import { Disclosure } from './Disclosure.tsx';
import * as css from './menu.css.ts';

export function NotificationBell() {
  return (
    <Disclosure label="Notifications" icon={<Bell size={18} aria-hidden />}>
      {() => (
        <section aria-label="Notifications">
          <h2 className={css.title}>Notifications</h2>
          <p className={css.message}>{welcomeMessage()}</p>
        </section>
      )}
    </Disclosure>
  );
}
