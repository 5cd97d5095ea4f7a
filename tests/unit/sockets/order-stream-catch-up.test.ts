import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, setup, spawnChild } from 'xstate';
import { systemIds } from '../../../src/machines/ids.ts';
import { notificationsMachine as unprovided } from '../../../src/machines/trading/notifications.machine.ts';
import { provideOrderStream } from '../../../src/services/trading/trading-services.ts';
import { FakeSocket } from './fake-socket.ts';

const notice = (messageId: string, message: string) => ({
  messageId,
  category: 'order',
  payload: {
    orderId: '9',
    stockSymbol: 'BTCUSDT-PERP',
    price: 95_000,
    operation: 'BUY',
    size: 0.01,
    lot: 0.001,
    message,
    timestamp: '2026-11-23T10:00:00.000Z',
    kind: 'fill',
  },
});

/** The notifications actor with no stored read mark (the browser's storage is not here). */
const notificationsMachine = unprovided.provide({
  actors: { accountMarks: fromCallback(() => {}) },
  actions: { persistReadThrough: () => {}, persistTaken: () => {} },
});

/** The sign-in the session actor sends the notifications actor: user u-1, liquidation alerts on. */
const signedIn = (orderToasts: boolean) => ({
  type: 'session.signedIn' as const,
  userId: 'u-1',
  orderToasts,
  liquidationAlerts: true,
});

function system() {
  const sockets: FakeSocket[] = [];
  const orderStream = provideOrderStream({
    baseURL: 'http://exchange.test',
    location: { protocol: 'http:', host: 'exchange.test' },
    accessToken: () => 'token-1',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
  const root = setup({
    actors: { notifications: notificationsMachine, orderStream },
  }).createMachine({
    entry: [
      spawnChild('notifications', { id: 'n', systemId: systemIds.notifications }),
      spawnChild('orderStream', { id: 's', systemId: systemIds.orderStream }),
    ],
  });
  const actor = createActor(root).start();
  const notifications = actor.system.get(systemIds.notifications);
  const stream = actor.system.get(systemIds.orderStream);
  if (!notifications || !stream) throw new Error('the actors did not join the system');
  notifications.send(signedIn(true));
  stream.send({ type: 'connection.identify', userId: 'u-1' });
  const items = () =>
    (notifications.getSnapshot() as ReturnType<typeof notificationsMachine.getInitialSnapshot>)
      .context.items;
  return { sockets, items };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the order stream catching up after a drop', () => {
  it('reconnects after 5 s asking for the notices after the last one it took, and lists a replayed one once', () => {
    const { sockets, items } = system();
    const first = sockets[0] as FakeSocket;
    // A sign-in asks for the account's notices from the start of the replay window.
    expect(new URL(first.url).searchParams.get('since')).toBe('0');
    expect(new URL(first.url).searchParams.get('category')).toBe('order');
    first.open();
    first.deliver(notice('41', 'Bought 0.01 BTCUSDT-PERP at 95000'));
    first.deliver(notice('42', 'Bought 0.02 BTCUSDT-PERP at 95001'));
    first.drop(1006);

    vi.advanceTimersByTime(4_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const second = sockets[1] as FakeSocket;
    expect(new URL(second.url).searchParams.get('since')).toBe('42');

    second.open();
    // The server replays from its own cursor: a notice taken already is dropped.
    second.deliver(notice('42', 'Bought 0.02 BTCUSDT-PERP at 95001'));
    second.deliver(notice('43', 'Sold 0.01 BTCUSDT-PERP at 94000'));
    expect(items().map((item) => item.messageId)).toEqual(['43', '42', '41']);
  });
});

describe('the seen-id set', () => {
  it('is cleared once it holds over 1000 ids, keeping the newest', () => {
    const actor = createActor(notificationsMachine).start();
    actor.send(signedIn(false));
    for (let id = 1; id <= 1000; id++) {
      actor.send({ type: 'orders.message', message: notice(String(id), `fill ${id}`) });
    }
    expect(actor.getSnapshot().context.seen).toHaveLength(1000);
    actor.send({ type: 'orders.message', message: notice('1001', 'fill 1001') });
    expect(actor.getSnapshot().context.seen).toEqual(['1001']);
    expect(actor.getSnapshot().context.lastMessageId).toBe('1001');
    // With toasts off, notices are listed but never toasted.
    expect(actor.getSnapshot().context.toasts).toEqual([]);
  });
});

describe('a reload or a new login', () => {
  it('lists the replayed notices but toasts only one this browser had not taken before', () => {
    const actor = createActor(notificationsMachine).start();
    actor.send(signedIn(true));
    // What accountMarks reads from storage at sign-in: this browser took up to 41 before.
    actor.send({ type: 'notifications.takenThrough', messageId: '41' });
    const fresh = (id: string) => ({
      ...notice(id, `fill ${id}`),
      payload: {
        ...notice(id, '').payload,
        message: `fill ${id}`,
        timestamp: new Date().toISOString(),
      },
    });
    actor.send({ type: 'orders.message', message: fresh('40') });
    actor.send({ type: 'orders.message', message: fresh('41') });
    expect(actor.getSnapshot().context.toasts).toEqual([]);
    actor.send({ type: 'orders.message', message: fresh('42') });
    expect(actor.getSnapshot().context.toasts.map((t) => t.messageId)).toEqual(['42']);
    expect(actor.getSnapshot().context.items.map((i) => i.messageId)).toEqual(['42', '41', '40']);
  });
});
