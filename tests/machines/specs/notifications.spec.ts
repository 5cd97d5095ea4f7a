import { fromCallback } from 'xstate';
import {
  type NotificationsContext,
  notificationsMachine,
  REPLAY_ALL,
} from '../../../src/machines/trading/notifications.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, lastCall, samples } from './helpers.ts';

/**
 * A live notice as the order stream stamps it (an hour ahead here, so that a traversal longer than
 * the toast's 60 s freshness window still finds it fresh); a replayed one is a day old.
 */
const fresh = new Date(Date.now() + 3_600_000).toISOString();
const replayed = new Date(Date.now() - 86_000_000).toISOString();

const notice = (messageId: string, kind = 'fill', timestamp = fresh) => ({
  messageId,
  category: 'order',
  payload: {
    orderId: '7',
    stockSymbol: 'BTCUSDT-PERP',
    price: 95000,
    operation: 'BUY',
    size: 0.01,
    lot: 0.001,
    message: 'Bought 0.01 BTCUSDT-PERP at 95000',
    timestamp,
    kind,
  },
});

/** A deposit the wallet saw (issue 25), and a withdrawal another tab stored and marked read. */
const deposit = { id: 'tx-1', kind: 'deposit' as const, at: fresh, amount: 5000 };
const withdrawal = { id: 'tx-0', kind: 'withdrawal' as const, at: replayed, amount: 1000 };

const on = { orderToasts: true, liquidationAlerts: true };
const off = { orderToasts: false, liquidationAlerts: false };

/** The toasts queued before each step of a path. */
const toastedBefore = new WeakMap<object, Set<string>>();

export const notificationsSpec: ModelSpec = defineModelSpec({
  name: 'notifications',
  machine: notificationsMachine,
  events: {
    'session.signedIn': [
      { type: 'session.signedIn', userId: 'u-1', ...on },
      { type: 'session.signedIn', userId: 'u-2', ...off },
    ],
    ...bareEvents('session.signedOut', 'notifications.markAllRead', 'toast.dismiss'),
    'notifications.preferences': [{ type: 'notifications.preferences', ...on }],
    ...samples(
      'orders.message',
      { message: notice('11') },
      { message: notice('12', 'liquidation') },
      { message: notice('9', 'fill', replayed) },
      { message: { type: 'pong' } },
    ),
    ...samples('notifications.markRead', { messageId: '11' }),
    // What accountMarks sends back: the stored mark at sign-in, or another tab's Mark all read.
    ...samples('notifications.readThrough', { messageId: '11' }),
    // The greatest id this browser took for the account before (a reload, a new login).
    ...samples('notifications.takenThrough', { messageId: '12' }),
    // A screen saw a deposit; the stored account notices (at sign-in, or another tab's write).
    ...samples('notifications.account', { notice: deposit }),
    ...samples('notifications.accountStored', { notices: [withdrawal], readAt: replayed }),
    // What browserSignals forwards when another tab wrote u-1's read mark or account notices.
    'browser.storageChanged': [
      { type: 'browser.storageChanged', key: 'derivo.notifications.readThrough.u-1', value: '11' },
      {
        type: 'browser.storageChanged',
        key: 'derivo.notifications.account.u-1',
        value: JSON.stringify({ notices: [withdrawal], readAt: replayed }),
      },
    ],
  },
  provide: { actors: { accountMarks: fromCallback(() => {}) } },
  project: (snapshot) => {
    const context = snapshot.context as NotificationsContext;
    return {
      userId: context.userId,
      items: context.items.map((item) => `${item.messageId}:${item.read}`),
      toasts: context.toasts.map((t) => t.messageId),
      last: context.lastMessageId,
      preferences: context.preferences,
      readThrough: context.readThrough,
      // Only what a guard reads of the account notices (is the deposit listed?): read marks and
      // the stored withdrawal are checked below, not traversed, so the model stays small.
      deposit: context.accountItems.some((item) => item.id === deposit.id),
    };
  },
  limit: 160_000,
  check: ({ run, event, snapshot }) => {
    const context = snapshot.context as NotificationsContext;
    // The account's read mark decides what is unread, in every tab alike.
    for (const item of context.items) {
      const marked =
        context.readThrough !== null && BigInt(item.messageId) <= BigInt(context.readThrough);
      if (marked && !item.read)
        throw new Error(`notice ${item.messageId} is under the mark but unread`);
    }
    // Account notices (deposit, withdrawal, KYC): read by their own mark, listed once, stored.
    for (const item of context.accountItems) {
      const marked =
        context.accountReadAt !== null && Date.parse(item.at) <= Date.parse(context.accountReadAt);
      if (marked !== item.read) throw new Error(`account notice ${item.id} read ${item.read}`);
    }
    const accountIds = context.accountItems.map((item) => item.id);
    if (new Set(accountIds).size !== accountIds.length) throw new Error('an account notice twice');
    if (event.type === 'notifications.account' && snapshot.matches('signedIn')) {
      if (!accountIds.includes(deposit.id)) throw new Error('the deposit is not in the bell');
      const kept = lastCall(run.calls, 'persistAccount')?.params as
        | { userId: string; notices: { id: string }[] }
        | undefined;
      if (kept?.userId !== context.userId || !kept.notices.some((n) => n.id === deposit.id)) {
        throw new Error(`the deposit was not stored for the account: ${JSON.stringify(kept)}`);
      }
    }
    const storedKey = (event as { key?: string }).key ?? '';
    if (event.type === 'browser.storageChanged' && !storedKey.endsWith(`.${context.userId}`)) {
      throw new Error(`another account's ${storedKey} reached ${context.userId}'s bell`);
    }
    if (
      storedKey.startsWith('derivo.notifications.readThrough.') &&
      BigInt(context.readThrough ?? '0') < 11n
    ) {
      throw new Error('another tab’s Mark all read did not move the read mark here');
    }
    const accountStored =
      event.type === 'notifications.accountStored' ||
      storedKey.startsWith('derivo.notifications.account.');
    if (accountStored && snapshot.matches('signedIn')) {
      const listed = context.accountItems.find((item) => item.id === withdrawal.id);
      if (listed?.read !== true)
        throw new Error('another tab’s read withdrawal is not listed read');
    }
    if (event.type === 'notifications.markAllRead' && context.accountItems.length > 0) {
      if (context.accountItems.some((item) => !item.read)) {
        throw new Error('Mark all read left an account notice unread');
      }
      const kept = lastCall(run.calls, 'persistAccount')?.params as { readAt: string | null };
      if (kept?.readAt !== context.accountReadAt) throw new Error('the account read mark not kept');
    }
    if (snapshot.matches('signedOut') && context.accountItems.length > 0) {
      throw new Error('signed out with account notices left');
    }
    if (event.type === 'notifications.markAllRead' && context.items.length > 0) {
      const kept = lastCall(run.calls, 'persistReadThrough');
      const params = kept?.params as { userId: string; messageId: string } | undefined;
      const upToLast =
        params !== undefined &&
        context.lastMessageId !== null &&
        BigInt(params.messageId) >= BigInt(context.lastMessageId);
      if (
        !upToLast ||
        params.messageId !== context.readThrough ||
        params.userId !== context.userId
      ) {
        throw new Error(`Mark all read kept ${JSON.stringify(params)} for the account`);
      }
    }
    // A notice this browser took before (a reload's replay) is listed but never toasted again.
    const queued = new Set(context.toasts.map((t) => t.messageId));
    const before = toastedBefore.get(run) ?? new Set<string>();
    toastedBefore.set(run, queued);
    for (const id of queued) {
      if (
        !before.has(id) &&
        context.toastedThrough !== null &&
        BigInt(id) <= BigInt(context.toastedThrough)
      ) {
        throw new Error(`notice ${id} toasted though this browser took it before`);
      }
    }
    if (event.type === 'orders.message' && context.items.length > 0) {
      const kept = lastCall(run.calls, 'persistTaken')?.params as
        | { userId: string; messageId: string }
        | undefined;
      if (kept?.messageId !== context.lastMessageId || kept.userId !== context.userId) {
        throw new Error(`the greatest id taken was not kept: ${JSON.stringify(kept)}`);
      }
    }
    // A replayed (day-old) notice is listed but never toasted.
    if (context.toasts.some((t) => t.messageId === '9'))
      throw new Error('a replayed notice toasts');
    if (
      snapshot.matches('signedIn') &&
      context.items.length === 0 &&
      context.lastMessageId !== REPLAY_ALL
    ) {
      throw new Error('a new sign-in does not ask the stream to replay the account’s notices');
    }
    const ids = context.items.map((item) => item.messageId);
    if (new Set(ids).size !== ids.length) throw new Error('a notice is listed twice');
    const toastIds = context.toasts.map((t) => t.messageId);
    if (new Set(toastIds).size !== toastIds.length) throw new Error('a notice toasts twice');
    if (snapshot.matches('signedOut') && (ids.length > 0 || toastIds.length > 0)) {
      throw new Error('signed out with notices left');
    }
    if (snapshot.matches({ signedIn: 'quiet' }) && toastIds.length > 0) {
      throw new Error('a queued toast is not showing');
    }
    if (ids.length > 0 && context.lastMessageId === null) throw new Error('no last message id');
  },
});
