import { and, assign, fromCallback, setup } from 'xstate';
import { orderStream, orderToast } from '../../domain/constants.ts';
import { type AccountNotice, readAccountNotice } from '../../domain/trading/account-notice.ts';
import {
  isRiskNotice,
  laterMessageId,
  type OrderNotice,
  readOrderNotice,
} from '../../domain/trading/order-notice.ts';
import { notificationKeys } from '../../services/storage/storage-keys.ts';
import type { StorageChangedEvent } from '../browser/browser-signals.machine.ts';
import { notProvided } from '../not-provided.ts';

/** What the trader chose to be told (identity issue); a missing value counts as yes. */
export interface NotificationPreferences {
  readonly orderToasts: boolean;
  readonly liquidationAlerts: boolean;
}

export interface NotificationItem extends OrderNotice {
  readonly read: boolean;
}

/** A deposit, withdrawal or KYC result in the bell (issue 25), read or not. */
export interface AccountItem extends AccountNotice {
  readonly read: boolean;
}

/** What the browser keeps of an account's account notices (per account, shared by its tabs). */
export interface StoredAccountNotices {
  readonly notices: readonly AccountNotice[];
  /** Every account notice at or before this ISO time is read. */
  readonly readAt: string | null;
}

export interface NotificationsContext {
  readonly userId: string | null;
  /** Newest first, at most `LIST_CAP`. */
  readonly items: readonly NotificationItem[];
  /** Message ids already taken; cleared once it holds more than the cap (spec section 4). */
  readonly seen: readonly string[];
  /** The greatest id taken: the order stream asks for `since=` it when it connects again. */
  readonly lastMessageId: string | null;
  /** Toasts waiting or showing; the first one shows. */
  readonly toasts: readonly OrderNotice[];
  readonly preferences: NotificationPreferences;
  /** The account's read mark: every notice up to it is read, in every tab (stored per account). */
  readonly readThrough: string | null;
  /** The greatest id this browser took for the account before: a replay up to it never toasts. */
  readonly toastedThrough: string | null;
  /** Deposits, withdrawals and KYC results, newest first, at most `LIST_CAP`. */
  readonly accountItems: readonly AccountItem[];
  /** The account notices' read mark: each at or before this ISO time is read. */
  readonly accountReadAt: string | null;
}

export type NotificationsEvent =
  | ({ type: 'session.signedIn'; userId: string } & NotificationPreferences)
  | { type: 'session.signedOut' }
  | ({ type: 'notifications.preferences' } & NotificationPreferences)
  /** A parsed message of the order stream (from its transport). */
  | { type: 'orders.message'; message: unknown }
  | { type: 'notifications.markRead'; messageId: string }
  | { type: 'notifications.markAllRead' }
  /** The account's read mark as stored (at sign-in) or as another tab moved it. */
  | { type: 'notifications.readThrough'; messageId: string }
  /** The greatest notice id this browser took for the account (stored), at sign-in. */
  | { type: 'notifications.takenThrough'; messageId: string }
  /** A screen saw a deposit, a withdrawal sent or a KYC result of the signed-in trader. */
  | { type: 'notifications.account'; notice: AccountNotice }
  /** The account notices as stored (at sign-in). */
  | ({ type: 'notifications.accountStored' } & StoredAccountNotices)
  | { type: 'toast.dismiss' }
  /** Another tab stored a key (forwarded by browserSignals): this account's marks are followed. */
  | StorageChangedEvent;

/** What is stored under the account notices' key, read defensively (nothing when unreadable). */
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

const isMessageId = (value: string | null): value is string =>
  value !== null && /^\d+$/.test(value);

/** The stored key and value of another tab's write, with the account it would concern. */
const otherTabWrite = ({
  context,
  event,
}: {
  context: NotificationsContext;
  event: StorageChangedEvent;
}) => ({ userId: context.userId ?? '', key: event.key, value: event.value });

type OtherTabWrite = ReturnType<typeof otherTabWrite>;

/** How many notices the bell keeps. */
export const LIST_CAP = 50;

const everything: NotificationPreferences = { orderToasts: true, liquidationAlerts: true };

/**
 * The order stream replays the account's notices of the last 24 hours after this id: '0' on
 * sign-in, so the bell holds the account's notices again after a logout and a login, or in a new tab.
 */
export const REPLAY_ALL = '0';

/** A notice older than this when it arrives (a replay) is listed, not toasted. */
export const TOAST_FRESH_MS = 60_000;

const signedOut: NotificationsContext = {
  userId: null,
  items: [],
  seen: [],
  lastMessageId: null,
  toasts: [],
  preferences: everything,
  readThrough: null,
  toastedThrough: null,
  accountItems: [],
  accountReadAt: null,
};

const readBy = (readAt: string | null, at: string): boolean =>
  readAt !== null && Date.parse(at) <= Date.parse(readAt);

const laterTime = (a: string | null, b: string | null): string | null =>
  a === null ? b : b === null ? a : Date.parse(b) > Date.parse(a) ? b : a;

/** The account notices, newest first, one per id, at most `LIST_CAP`, read by the mark. */
const accountListOf = (
  notices: readonly AccountNotice[],
  readAt: string | null,
): readonly AccountItem[] => {
  const byId = new Map<string, AccountNotice>();
  for (const notice of notices) byId.set(notice.id, notice);
  return [...byId.values()]
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, LIST_CAP)
    .map((notice) => ({ ...notice, read: readBy(readAt, notice.at) }));
};

const storedOf = ({ context }: { context: NotificationsContext }) => ({
  userId: context.userId,
  notices: context.accountItems.map(({ read: _read, ...notice }) => notice),
  readAt: context.accountReadAt,
});

/** The account and the greatest id taken, for `persistTaken`. */
const taken = ({ context }: { context: NotificationsContext }) => ({
  userId: context.userId,
  messageId: context.lastMessageId,
});

const upTo = (mark: string | null, messageId: string): boolean =>
  mark !== null && BigInt(messageId) <= BigInt(mark);

const noticeOf = (event: NotificationsEvent): OrderNotice | null =>
  event.type === 'orders.message' ? readOrderNotice(event.message) : null;

/**
 * The bell's list and the order toasts (spec sections 2, 4 and 9), fed by the order stream. A
 * notice whose messageId was seen already (a replay after a reconnect) is dropped, so it neither
 * lists nor toasts twice; the seen set is cleared once it holds over 1000 ids. A toast shows 4 s
 * (or until dismissed), one after another, only when the trader's preference allows it.
 */
export const notificationsMachine = setup({
  types: { context: {} as NotificationsContext, events: {} as NotificationsEvent },
  actors: {
    /** Reads the account's stored read mark, then tells each move another tab makes of it. */
    accountMarks: fromCallback<NotificationsEvent, { userId: string }>(() =>
      notProvided('notifications.accountMarks'),
    ),
  },
  guards: {
    isFresh: ({ context, event }) => {
      const notice = noticeOf(event);
      if (notice === null) return false;
      if (upTo(context.toastedThrough, notice.messageId)) return false;
      const at = Date.parse(notice.timestamp);
      return !Number.isFinite(at) || Date.now() - at < TOAST_FRESH_MS;
    },
    isNewNotice: ({ context, event }) => {
      const notice = noticeOf(event);
      return notice !== null && !context.seen.includes(notice.messageId);
    },
    wantsToast: ({ context, event }) => {
      const notice = noticeOf(event);
      if (notice === null) return false;
      return isRiskNotice(notice.kind)
        ? context.preferences.liquidationAlerts
        : context.preferences.orderToasts;
    },
    hasToasts: ({ context }) => context.toasts.length > 0,
    otherTabMovedReadMark: (_, params: OtherTabWrite) =>
      params.key === notificationKeys.readThrough(params.userId) && isMessageId(params.value),
    otherTabStoredAccount: (_, params: OtherTabWrite) =>
      params.key === notificationKeys.account(params.userId) && params.value !== null,
    isNewAccountNotice: ({ context, event }) =>
      event.type === 'notifications.account' &&
      !context.accountItems.some((item) => item.id === event.notice.id),
  },
  delays: { TOAST_DURATION: orderToast.durationMs },
  actions: {
    start: assign(({ event }) =>
      event.type === 'session.signedIn'
        ? {
            ...signedOut,
            userId: event.userId,
            lastMessageId: REPLAY_ALL,
            preferences: {
              orderToasts: event.orderToasts,
              liquidationAlerts: event.liquidationAlerts,
            },
          }
        : {},
    ),
    forget: assign(signedOut),
    takePreferences: assign(({ event }) =>
      event.type === 'notifications.preferences'
        ? {
            preferences: {
              orderToasts: event.orderToasts,
              liquidationAlerts: event.liquidationAlerts,
            },
          }
        : {},
    ),
    takeNotice: assign(({ context, event }) => {
      const notice = noticeOf(event);
      if (notice === null) return {};
      const seen = [...context.seen, notice.messageId];
      return {
        items: [
          { ...notice, read: upTo(context.readThrough, notice.messageId) },
          ...context.items,
        ].slice(0, LIST_CAP),
        seen: seen.length > orderStream.seenIdCap ? [notice.messageId] : seen,
        lastMessageId: laterMessageId(context.lastMessageId, notice.messageId),
      };
    }),
    queueToast: assign(({ context, event }) => {
      const notice = noticeOf(event);
      return notice === null ? {} : { toasts: [...context.toasts, notice] };
    }),
    dropToast: assign(({ context }) => ({ toasts: context.toasts.slice(1) })),
    markRead: assign(({ context, event }) =>
      event.type === 'notifications.markRead'
        ? {
            items: context.items.map((item) =>
              item.messageId === event.messageId ? { ...item, read: true } : item,
            ),
          }
        : {},
    ),
    takeAccountNotice: assign(({ context, event }) => {
      if (event.type !== 'notifications.account') return {};
      const notices = [event.notice, ...context.accountItems];
      return { accountItems: accountListOf(notices, context.accountReadAt) };
    }),
    takeStoredAccount: assign(({ context }, params: StoredAccountNotices) => {
      const accountReadAt = laterTime(context.accountReadAt, params.readAt);
      return {
        accountReadAt,
        accountItems: accountListOf([...context.accountItems, ...params.notices], accountReadAt),
      };
    }),
    markAllRead: assign(({ context }) => ({
      accountReadAt: laterTime(context.accountReadAt, context.accountItems[0]?.at ?? null),
      accountItems: context.accountItems.map((item) =>
        item.read ? item : { ...item, read: true },
      ),
      items: context.items.map((item) => (item.read ? item : { ...item, read: true })),
      readThrough:
        context.lastMessageId === null || context.lastMessageId === REPLAY_ALL
          ? context.readThrough
          : laterMessageId(context.readThrough, context.lastMessageId),
    })),
    takeReadThrough: assign(({ context }, params: { messageId: string }) => {
      if (!isMessageId(params.messageId)) return {};
      const readThrough = laterMessageId(context.readThrough, params.messageId);
      return {
        readThrough,
        items: context.items.map((item) =>
          item.read || !upTo(readThrough, item.messageId) ? item : { ...item, read: true },
        ),
      };
    }),
    takeTakenThrough: assign(({ context, event }) =>
      event.type === 'notifications.takenThrough' && /^\d+$/.test(event.messageId)
        ? { toastedThrough: laterMessageId(context.toastedThrough, event.messageId) }
        : {},
    ),
    /** Stores the greatest id taken, so a reload or a new login does not toast it again. */
    persistTaken: (_, _params: { userId: string | null; messageId: string | null }) =>
      notProvided('notifications.persistTaken'),
    /** Stores the account notices and their read mark, which the other tabs then take. */
    persistAccount: (_, _params: { userId: string | null } & StoredAccountNotices) =>
      notProvided('notifications.persistAccount'),
    /** Stores the account's read mark, which the other tabs then take. */
    persistReadThrough: (_, _params: { userId: string | null; messageId: string | null }) =>
      notProvided('notifications.persistReadThrough'),
  },
}).createMachine({
  id: 'notifications',
  description:
    'The notifications of the bell and the order toasts: signed out (nothing), or signed in with the account’s list (replayed by the order stream from the start of the last 24 h, repeated ids dropped), its read mark shared by every tab, and a fresh notice toasted 4 s at a time.',
  context: signedOut,
  initial: 'signedOut',
  states: {
    signedOut: {
      description: 'No trader: no list, no toasts.',
      on: { 'session.signedIn': { target: 'signedIn', actions: 'start' } },
    },
    signedIn: {
      description:
        'A trader is signed in: order stream notices join the list, and so do the account’s deposits, withdrawals and KYC results (stored per account); a notice seen before is dropped; the account’s read marks are read and followed across tabs.',
      invoke: {
        id: 'accountMarks',
        src: 'accountMarks',
        input: ({ context }) => ({ userId: context.userId ?? '' }),
      },
      on: {
        'session.signedOut': { target: 'signedOut', actions: 'forget' },
        'session.signedIn': {
          description: 'Another trader: start over for them.',
          target: 'signedIn',
          reenter: true,
          actions: 'start',
        },
        'notifications.preferences': { actions: 'takePreferences' },
        'orders.message': [
          {
            description:
              'A new, fresh notice the trader wants toasted: listed and queued as a toast.',
            guard: and(['isNewNotice', 'isFresh', 'wantsToast']),
            actions: ['takeNotice', 'queueToast', { type: 'persistTaken', params: taken }],
          },
          {
            description:
              'A new notice without a toast (a replayed one, or the preference is off): listed only.',
            guard: 'isNewNotice',
            actions: ['takeNotice', { type: 'persistTaken', params: taken }],
          },
        ],
        'notifications.markRead': { actions: 'markRead' },
        'notifications.account': {
          description:
            'A deposit, a withdrawal sent or a KYC result not listed yet: listed (unread) and stored for the account, so other tabs and the next login list it too.',
          guard: 'isNewAccountNotice',
          actions: ['takeAccountNotice', { type: 'persistAccount', params: storedOf }],
        },
        'notifications.accountStored': {
          actions: { type: 'takeStoredAccount', params: ({ event }) => event },
        },
        'notifications.markAllRead': {
          actions: [
            'markAllRead',
            { type: 'persistAccount', params: storedOf },
            {
              type: 'persistReadThrough',
              params: ({ context }) => ({
                userId: context.userId,
                messageId: context.readThrough,
              }),
            },
          ],
        },
        'notifications.readThrough': {
          actions: { type: 'takeReadThrough', params: ({ event }) => event },
        },
        'browser.storageChanged': [
          {
            description: 'Another tab marked this account’s notices read: read here too.',
            guard: { type: 'otherTabMovedReadMark', params: otherTabWrite },
            actions: {
              type: 'takeReadThrough',
              params: ({ event }) => ({ messageId: event.value ?? '' }),
            },
          },
          {
            description: 'Another tab stored this account’s deposits, withdrawals and KYC results.',
            guard: { type: 'otherTabStoredAccount', params: otherTabWrite },
            actions: {
              type: 'takeStoredAccount',
              params: ({ event }) => readStoredAccount(event.value),
            },
          },
        ],
        'notifications.takenThrough': { actions: 'takeTakenThrough' },
      },
      initial: 'quiet',
      states: {
        quiet: {
          description: 'No toast is showing.',
          always: { guard: 'hasToasts', target: 'toasting' },
        },
        toasting: {
          description: 'The first queued toast shows for 4 s, or until dismissed.',
          after: { TOAST_DURATION: { target: 'quiet', actions: 'dropToast' } },
          on: { 'toast.dismiss': { target: 'quiet', actions: 'dropToast' } },
        },
      },
    },
  },
});
