import { useSelector } from '@xstate/react';
import { notificationsActor } from '../../trading-system.ts';

export { type BellEntry, bellEntries } from './bell-entries.ts';

export const useNotificationItems = () => useSelector(notificationsActor, (s) => s.context.items);

export const useAccountItems = () => useSelector(notificationsActor, (s) => s.context.accountItems);

export const useUnreadCount = () =>
  useSelector(
    notificationsActor,
    (s) =>
      s.context.items.filter((item) => !item.read).length +
      s.context.accountItems.filter((item) => !item.read).length,
  );

/** The toast showing now, or null. */
export const useCurrentToast = () =>
  useSelector(notificationsActor, (s) =>
    s.matches({ signedIn: 'toasting' }) ? (s.context.toasts[0] ?? null) : null,
  );

export const markAllRead = () => notificationsActor.send({ type: 'notifications.markAllRead' });
export const dismissToast = () => notificationsActor.send({ type: 'toast.dismiss' });
