import { fromCallback } from 'xstate';
import { type AccountNotice, readAccountNotice } from '../../domain/trading/account-notice.ts';
import type {
  NotificationsEvent,
  StoredAccountNotices,
} from '../../machines/trading/notifications.machine.ts';
import { watchOtherTabs } from '../storage/other-tabs.ts';

/** The account's notification read mark in localStorage: one key per account, shared by its tabs. */
export const readMarkKey = (userId: string): string => `derivo.notifications.readThrough.${userId}`;

/** The greatest notice id this browser took for the account: a reload does not toast it again. */
export const takenMarkKey = (userId: string): string =>
  `derivo.notifications.takenThrough.${userId}`;

/** The account's deposits, withdrawals and KYC results for the bell, and their read mark. */
export const accountNoticesKey = (userId: string): string =>
  `derivo.notifications.account.${userId}`;

/** What is stored under `accountNoticesKey`, read defensively (nothing when unreadable). */
export function readStoredAccount(value: string | null): StoredAccountNotices {
  try {
    const parsed = JSON.parse(value ?? 'null') as { notices?: unknown; readAt?: unknown } | null;
    const notices = Array.isArray(parsed?.notices)
      ? parsed.notices.map(readAccountNotice).filter((n): n is AccountNotice => n !== null)
      : [];
    const readAt =
      typeof parsed?.readAt === 'string' && Number.isFinite(Date.parse(parsed.readAt))
        ? parsed.readAt
        : null;
    return { notices, readAt };
  } catch {
    return { notices: [], readAt: null };
  }
}

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

/** The notifications actor's `accountMarks`: the stored mark at sign-in, then the other tabs' moves. */
export const accountMarks = fromCallback<NotificationsEvent, { userId: string }>(
  ({ input, sendBack }) => {
    if (input.userId === '') return;
    const key = readMarkKey(input.userId);
    const stored = read(key);
    if (stored !== null) sendBack({ type: 'notifications.readThrough', messageId: stored });
    const taken = read(takenMarkKey(input.userId));
    if (taken !== null) sendBack({ type: 'notifications.takenThrough', messageId: taken });
    const accountKey = accountNoticesKey(input.userId);
    const account = readStoredAccount(readRaw(accountKey));
    if (account.notices.length > 0 || account.readAt !== null) {
      sendBack({ type: 'notifications.accountStored', ...account });
    }
    // Another tab of this browser marked notices read or kept account notices.
    return watchOtherTabs([accountKey, key], (changed, value) => {
      if (value === null) return;
      if (changed === accountKey) {
        sendBack({ type: 'notifications.accountStored', ...readStoredAccount(value) });
      } else if (/^\d+$/.test(value)) {
        sendBack({ type: 'notifications.readThrough', messageId: value });
      }
    });
  },
);

/** The notifications actor's `persistReadThrough`: keeps the later of the stored and the new mark. */
export const persistReadThrough = (userId: string | null, messageId: string | null): void =>
  keepLater(userId === null ? null : readMarkKey(userId), messageId);

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
  const key = accountNoticesKey(userId);
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
