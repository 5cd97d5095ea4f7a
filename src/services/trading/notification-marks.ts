import { fromCallback } from 'xstate';
import type { NotificationsEvent } from '../../machines/trading/notifications.machine.ts';

/** The account's notification read mark in localStorage: one key per account, shared by its tabs. */
export const readMarkKey = (userId: string): string => `derivo.notifications.readThrough.${userId}`;

/** The greatest notice id this browser took for the account: a reload does not toast it again. */
export const takenMarkKey = (userId: string): string =>
  `derivo.notifications.takenThrough.${userId}`;

const read = (key: string): string | null => {
  try {
    const value = localStorage.getItem(key);
    return value !== null && /^\d+$/.test(value) ? value : null;
  } catch {
    return null;
  }
};

/** The notifications actor's `accountMarks`: the stored mark at sign-in, then the other tabs' moves. */
export const accountMarks = fromCallback<NotificationsEvent, { userId: string }>(
  ({ input, sendBack }) => {
    if (input.userId === '') return;
    const key = readMarkKey(input.userId);
    const stored = read(key);
    if (stored !== null) sendBack({ type: 'notifications.readThrough', messageId: stored });
    const taken = read(takenMarkKey(input.userId));
    if (taken !== null) sendBack({ type: 'notifications.takenThrough', messageId: taken });
    // The storage event reaches every other tab of this browser when one of them writes the key.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key || event.newValue === null || !/^\d+$/.test(event.newValue)) return;
      sendBack({ type: 'notifications.readThrough', messageId: event.newValue });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
);

/** The notifications actor's `persistReadThrough`: keeps the later of the stored and the new mark. */
export const persistReadThrough = (userId: string | null, messageId: string | null): void =>
  keepLater(userId === null ? null : readMarkKey(userId), messageId);

/** The notifications actor's `persistTaken`. */
export const persistTaken = (userId: string | null, messageId: string | null): void =>
  keepLater(userId === null ? null : takenMarkKey(userId), messageId);

function keepLater(key: string | null, messageId: string | null): void {
  if (key === null || messageId === null || !/^\d+$/.test(messageId)) return;
  const stored = read(key);
  if (stored !== null && BigInt(stored) >= BigInt(messageId)) return;
  try {
    localStorage.setItem(key, messageId);
  } catch {
    // Storage blocked: the mark holds in this tab only.
  }
}
