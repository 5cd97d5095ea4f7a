import { and, assign, fromCallback, setup } from 'xstate';
import { orderStream, orderToast } from '../../domain/constants.ts';
import {
  isRiskNotice,
  laterMessageId,
  type OrderNotice,
  readOrderNotice,
} from '../../domain/trading/order-notice.ts';
import { notProvided } from '../not-provided.ts';

/** What the trader chose to be told (identity issue); a missing value counts as yes. */
export interface NotificationPreferences {
  readonly orderToasts: boolean;
  readonly liquidationAlerts: boolean;
}

export interface NotificationItem extends OrderNotice {
  readonly read: boolean;
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
  | { type: 'toast.dismiss' };

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
};

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
    markAllRead: assign(({ context }) => ({
      items: context.items.map((item) => (item.read ? item : { ...item, read: true })),
      readThrough:
        context.lastMessageId === null || context.lastMessageId === REPLAY_ALL
          ? context.readThrough
          : laterMessageId(context.readThrough, context.lastMessageId),
    })),
    takeReadThrough: assign(({ context, event }) => {
      if (event.type !== 'notifications.readThrough' || !/^\d+$/.test(event.messageId)) return {};
      const readThrough = laterMessageId(context.readThrough, event.messageId);
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
        'A trader is signed in: order stream notices join the list; a notice seen before is dropped; the account’s read mark is read and followed across tabs.',
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
        'notifications.markAllRead': {
          actions: [
            'markAllRead',
            {
              type: 'persistReadThrough',
              params: ({ context }) => ({
                userId: context.userId,
                messageId: context.readThrough,
              }),
            },
          ],
        },
        'notifications.readThrough': { actions: 'takeReadThrough' },
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
