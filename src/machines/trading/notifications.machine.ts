import { and, assign, setup } from 'xstate';
import { orderStream, orderToast } from '../../domain/constants.ts';
import {
  isRiskNotice,
  laterMessageId,
  type OrderNotice,
  readOrderNotice,
} from '../../domain/trading/order-notice.ts';

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
}

export type NotificationsEvent =
  | ({ type: 'session.signedIn'; userId: string } & NotificationPreferences)
  | { type: 'session.signedOut' }
  | ({ type: 'notifications.preferences' } & NotificationPreferences)
  /** A parsed message of the order stream (from its transport). */
  | { type: 'orders.message'; message: unknown }
  | { type: 'notifications.markRead'; messageId: string }
  | { type: 'notifications.markAllRead' }
  | { type: 'toast.dismiss' };

/** How many notices the bell keeps. */
export const LIST_CAP = 50;

const everything: NotificationPreferences = { orderToasts: true, liquidationAlerts: true };

const signedOut: NotificationsContext = {
  userId: null,
  items: [],
  seen: [],
  lastMessageId: null,
  toasts: [],
  preferences: everything,
};

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
  guards: {
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
        items: [{ ...notice, read: false }, ...context.items].slice(0, LIST_CAP),
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
    })),
  },
}).createMachine({
  id: 'notifications',
  description:
    'The notifications of the bell and the order toasts: signed out (nothing), or signed in with a list fed by the order stream (repeated ids dropped) and a toast shown 4 s at a time.',
  context: signedOut,
  initial: 'signedOut',
  states: {
    signedOut: {
      description: 'No trader: no list, no toasts.',
      on: { 'session.signedIn': { target: 'signedIn', actions: 'start' } },
    },
    signedIn: {
      description:
        'A trader is signed in: order stream notices join the list; a notice seen before is dropped.',
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
            description: 'A new notice the trader wants toasted: listed and queued as a toast.',
            guard: and(['isNewNotice', 'wantsToast']),
            actions: ['takeNotice', 'queueToast'],
          },
          {
            description: 'A new notice without a toast (the preference is off): listed only.',
            guard: 'isNewNotice',
            actions: 'takeNotice',
          },
        ],
        'notifications.markRead': { actions: 'markRead' },
        'notifications.markAllRead': { actions: 'markAllRead' },
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
