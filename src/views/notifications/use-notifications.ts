import { useSelector } from '@xstate/react';
import { notificationsActor } from '../../trading-system.ts';

export const useNotificationItems = () => useSelector(notificationsActor, (s) => s.context.items);

export const useUnreadCount = () =>
  useSelector(notificationsActor, (s) => s.context.items.filter((item) => !item.read).length);

/** The toast showing now, or null. */
export const useCurrentToast = () =>
  useSelector(notificationsActor, (s) =>
    s.matches({ signedIn: 'toasting' }) ? (s.context.toasts[0] ?? null) : null,
  );

/** Changes whenever a new order notice arrives: pages read again when it moves. */
export const useLastMessageId = () =>
  useSelector(notificationsActor, (s) => s.context.lastMessageId);

export const markAllRead = () => notificationsActor.send({ type: 'notifications.markAllRead' });
export const dismissToast = () => notificationsActor.send({ type: 'toast.dismiss' });
