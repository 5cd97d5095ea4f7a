import {
  type NotificationsContext,
  notificationsMachine,
} from '../../../src/machines/trading/notifications.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';

const notice = (messageId: string, kind = 'fill') => ({
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
    timestamp: '2026-11-23T10:00:00.000Z',
    kind,
  },
});

const on = { orderToasts: true, liquidationAlerts: true };
const off = { orderToasts: false, liquidationAlerts: false };

export const notificationsSpec: ModelSpec = defineModelSpec({
  name: 'notifications',
  machine: notificationsMachine,
  events: {
    'session.signedIn': [
      { type: 'session.signedIn', userId: 'u-1', ...on },
      { type: 'session.signedIn', userId: 'u-2', ...off },
    ],
    'session.signedOut': [{ type: 'session.signedOut' }],
    'notifications.preferences': [{ type: 'notifications.preferences', ...on }],
    'orders.message': [
      { type: 'orders.message', message: notice('11') },
      { type: 'orders.message', message: notice('12', 'liquidation') },
      { type: 'orders.message', message: { type: 'pong' } },
    ],
    'notifications.markRead': [{ type: 'notifications.markRead', messageId: '11' }],
    'notifications.markAllRead': [{ type: 'notifications.markAllRead' }],
    'toast.dismiss': [{ type: 'toast.dismiss' }],
  },
  project: (snapshot) => {
    const context = snapshot.context as NotificationsContext;
    return {
      userId: context.userId,
      items: context.items.map((item) => `${item.messageId}:${item.read}`),
      toasts: context.toasts.map((t) => t.messageId),
      last: context.lastMessageId,
      preferences: context.preferences,
    };
  },
  limit: 20_000,
  check: ({ snapshot }) => {
    const context = snapshot.context as NotificationsContext;
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
