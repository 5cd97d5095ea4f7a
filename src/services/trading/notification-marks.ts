import { fromCallback } from 'xstate';
import type { AccountNotice } from '../../domain/trading/account-notice.ts';
import {
  type NotificationsEvent,
  readStoredAccount,
} from '../../machines/trading/notifications.machine.ts';
import { notificationKeys } from '../storage/storage-keys.ts';

const readRaw = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

const read = (key: string): string | null => {
  try {
    const value = localStorage.getItem(key);
    return value !== null && /^\d+$/.test(value) ? value : null;
  } catch {
    return null;
  }
};

/**
 * The notifications actor's `accountMarks`: the stored marks and account notices at sign-in (the
 * other tabs' later writes reach the actor from browserSignals).
 */
export const accountMarks = fromCallback<NotificationsEvent, { userId: string }>(
  ({ input, sendBack }) => {
    if (input.userId === '') return;
    const key = notificationKeys.readThrough(input.userId);
    const stored = read(key);
    if (stored !== null) sendBack({ type: 'notifications.readThrough', messageId: stored });
    const taken = read(notificationKeys.takenThrough(input.userId));
    if (taken !== null) sendBack({ type: 'notifications.takenThrough', messageId: taken });
    const account = readStoredAccount(readRaw(notificationKeys.account(input.userId)));
    if (account.notices.length > 0 || account.readAt !== null) {
      sendBack({ type: 'notifications.accountStored', ...account });
    }
  },
);

/** The notifications actor's `persistReadThrough`: keeps the later of the stored and the new mark. */
export const persistReadThrough = (userId: string | null, messageId: string | null): void =>
  keepLater(userId === null ? null : notificationKeys.readThrough(userId), messageId);

/**
 * The notifications actor's `persistAccount`: the union of what is stored and this tab's list (by
 * id, newest 50) and the later read mark, so two tabs writing at once lose nothing.
 */
export function persistAccount(
  userId: string | null,
  notices: readonly AccountNotice[],
  readAt: string | null,
): void {
  if (userId === null) return;
  const key = notificationKeys.account(userId);
  const stored = readStoredAccount(readRaw(key));
  const byId = new Map<string, AccountNotice>();
  for (const notice of [...stored.notices, ...notices]) byId.set(notice.id, notice);
  const merged = [...byId.values()]
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, 50);
  const later =
    stored.readAt === null
      ? readAt
      : readAt === null || Date.parse(stored.readAt) >= Date.parse(readAt)
        ? stored.readAt
        : readAt;
  try {
    localStorage.setItem(key, JSON.stringify({ notices: merged, readAt: later }));
  } catch {
    // Storage blocked: the notices stay in this tab only.
  }
}

/** The notifications actor's `persistTaken`. */
export const persistTaken = (userId: string | null, messageId: string | null): void =>
  keepLater(userId === null ? null : notificationKeys.takenThrough(userId), messageId);

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
