import { and, assign, enqueueActions, fromCallback, not, setup } from 'xstate';
import { systemIds } from '../ids.ts';
import { notProvided } from '../not-provided.ts';
import {
  type ConnectionContext,
  type ConnectionEvent,
  NORMAL_CLOSE,
  type OutboundMessage,
  PONG_TIMEOUT_CLOSE,
  type QueuedMessage,
  SESSION_ENDED_CLOSE,
  type SocketSubscription,
  type SubscriptionMessage,
  type TransportCommand,
  type TransportEvent,
  type TransportInput,
} from './connection-types.ts';

/**
 * ONE connection machine for every socket of the app (market, fund, orders, positions). Each socket
 * actor gets its own policy with `connectionPolicy()` (named delays and guards, so the generated docs
 * show them) and its own transport (the invoked `socket` callback actor) from the services layer.
 *
 * The machine owns the lifecycle only: connecting, open, closed, the ping/pong watchdog, reconnects
 * with backoff, the subscriptions to resend and the queue of messages made before open. Data messages
 * never pass through it: the transport hands them straight to a store outside React.
 */

const withoutKey = <T>(record: Record<string, T>, key: string): Record<string, T> => {
  const { [key]: _removed, ...rest } = record;
  return rest;
};

const enqueue = (queue: readonly QueuedMessage[], message: QueuedMessage): QueuedMessage[] => [
  ...queue.filter((queued) => queued.subscription.key !== message.subscription.key),
  message,
];

const toMessage = (
  action: 'subscribe' | 'unsubscribe',
  userId: string,
  subscription: SocketSubscription,
): SubscriptionMessage => ({ ...subscription.body, action, userId });

/** The messages sent when a connection opens: the queue in order, then every other active subscription. */
export function messagesOnOpen(context: ConnectionContext): SubscriptionMessage[] {
  const { userId } = context;
  if (userId === null) return [];
  const queuedKeys = new Set(context.queue.map((m) => m.subscription.key));
  return [
    ...context.queue.map((m) => toMessage(m.action, userId, m.subscription)),
    ...Object.values(context.subscriptions)
      .filter((s) => !queuedKeys.has(s.key))
      .map((s) => toMessage('subscribe', userId, s)),
  ];
}

function unsubscribeMessages(context: ConnectionContext, key: string): SubscriptionMessage[] {
  const subscription = context.subscriptions[key];
  return subscription && context.userId !== null
    ? [toMessage('unsubscribe', context.userId, subscription)]
    : [];
}

const transportSend = (...messages: OutboundMessage[]): TransportCommand => ({
  type: 'transport.send',
  messages,
});

/**
 * The server closed the socket because the login session ended (a password change or a sign-out
 * elsewhere): the session actor of the system, where there is one, ends this one too.
 */
const reportSessionEnded = enqueueActions<
  ConnectionContext,
  ConnectionEvent,
  undefined,
  ConnectionEvent,
  never,
  never,
  never,
  never,
  never
>(({ enqueue, system }) => {
  const session = system.get(systemIds.session);
  if (session) enqueue.sendTo(session, { type: 'session.expired' });
});

export const connectionMachine = setup({
  types: { context: {} as ConnectionContext, events: {} as ConnectionEvent },
  actors: {
    socket: fromCallback<TransportCommand, TransportInput, TransportEvent>(() =>
      notProvided('connection.socket'),
    ),
  },
  actions: {
    rememberUser: assign({ userId: (_, params: { userId: string }) => params.userId }),
    forgetUser: assign({ userId: null, subscriptions: {}, queue: [] }),
    resetAttempts: assign({ attempt: 0 }),
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    addSubscription: assign({
      subscriptions: ({ context }, params: { subscription: SocketSubscription }) => ({
        ...context.subscriptions,
        [params.subscription.key]: params.subscription,
      }),
    }),
    removeSubscription: assign({
      subscriptions: ({ context }, params: { key: string }) =>
        withoutKey(context.subscriptions, params.key),
    }),
    queueSubscribe: assign({
      queue: ({ context }, params: { subscription: SocketSubscription }) =>
        enqueue(context.queue, { action: 'subscribe', subscription: params.subscription }),
    }),
    queueUnsubscribe: assign({
      queue: ({ context }, params: { key: string }) => {
        const subscription = context.subscriptions[params.key];
        return subscription
          ? enqueue(context.queue, { action: 'unsubscribe', subscription })
          : context.queue;
      },
    }),
    clearQueue: assign({ queue: [] }),
    /** Hands messages to the invoked transport (a fake in the model tests records them). */
    transmit: ({ self }, params: { messages: readonly OutboundMessage[] }) => {
      self.getSnapshot().children.socket?.send(transportSend(...params.messages));
    },
    transmitPing: ({ self }) => {
      self.getSnapshot().children.socket?.send(transportSend({ type: 'ping' }));
    },
    closeSocket: ({ self }, params: { code: number; reason: string }) => {
      self.getSnapshot().children.socket?.send({ type: 'transport.close', ...params });
    },
    /**
     * The connection stopped being open: what it delivered is not live any more. A socket with a
     * store of live values provides it (the market marks its prices stale); others have none.
     */
    markStale: () => {},
    reportSessionEnded,
  },
  guards: {
    losesUser: ({ context }, params: { userId: string | null }) =>
      params.userId === null && context.userId !== null,
    isNewUser: ({ context }, params: { userId: string | null }) =>
      params.userId !== null && params.userId !== context.userId,
    hasUser: ({ context }) => context.userId !== null,
    isSubscribed: ({ context }, params: { key: string }) => params.key in context.subscriptions,
    isNormalClose: ({ event }) => event.type === 'socket.closed' && event.code === NORMAL_CLOSE,
    isSessionEndedClose: ({ event }) =>
      event.type === 'socket.closed' && event.code === SESSION_ENDED_CLOSE,
    mayReconnect: (_args, _params?: unknown): boolean => notProvided('connection.mayReconnect'),
    reconnectsAfterNormalClose: (): boolean => notProvided('connection.reconnectsAfterNormalClose'),
  },
  delays: {
    PING_INTERVAL: (): number => notProvided('connection.PING_INTERVAL'),
    PONG_TIMEOUT: (): number => notProvided('connection.PONG_TIMEOUT'),
    RECONNECT_BACKOFF: (): number => notProvided('connection.RECONNECT_BACKOFF'),
  },
}).createMachine({
  id: 'connection',
  description:
    'A socket that stays connected: connecting, open (ping/pong watchdog), closed. Reconnects after an abnormal close with backoff, resends every active subscription on open and queues messages made before open. No connection and no subscription without a user id; browser offline/online and tab visibility arrive as events.',
  context: { userId: null, attempt: 0, subscriptions: {}, queue: [] },
  initial: 'idle',
  on: {
    'connection.identify': [
      {
        description: 'The user id is gone (signed out, storage refused): drop the connection.',
        guard: { type: 'losesUser', params: ({ event }) => ({ userId: event.userId }) },
        target: '.idle',
        actions: 'forgetUser',
      },
      {
        description:
          'A new user id (guest to trader, or back): reconnect under it; active subscriptions move with it.',
        guard: { type: 'isNewUser', params: ({ event }) => ({ userId: event.userId }) },
        target: '.live',
        reenter: true,
        actions: [
          {
            type: 'rememberUser',
            params: ({ event }) => ({ userId: event.userId ?? '' }),
          },
          'resetAttempts',
          'clearQueue',
        ],
      },
    ],
    'connection.subscribe': {
      description:
        'Not open: remember it and queue it for the next open. Without a user id: ignored.',
      guard: 'hasUser',
      actions: [
        { type: 'addSubscription', params: ({ event }) => ({ subscription: event.subscription }) },
        { type: 'queueSubscribe', params: ({ event }) => ({ subscription: event.subscription }) },
      ],
    },
    'connection.unsubscribe': {
      description: 'Not open: forget it and queue the unsubscribe for the next open.',
      guard: { type: 'isSubscribed', params: ({ event }) => ({ key: event.key }) },
      actions: [
        { type: 'queueUnsubscribe', params: ({ event }) => ({ key: event.key }) },
        { type: 'removeSubscription', params: ({ event }) => ({ key: event.key }) },
      ],
    },
  },
  states: {
    idle: {
      description:
        'No user id yet (or it was removed): nothing to connect for; subscriptions are refused.',
    },
    live: {
      description: 'A socket exists for the user id: being opened or open.',
      invoke: {
        id: 'socket',
        src: 'socket',
        input: ({ context }) => ({ userId: context.userId ?? '' }),
        onError: [
          {
            description: 'The transport failed to start: handled like an abnormal close.',
            guard: 'mayReconnect',
            target: 'reconnecting',
          },
          { target: 'closed.gaveUp' },
        ],
      },
      initial: 'connecting',
      states: {
        connecting: {
          description: 'Opening the socket; subscriptions wait in the queue.',
          on: {
            'socket.open': {
              target: 'open',
              actions: [
                'resetAttempts',
                {
                  type: 'transmit',
                  params: ({ context }) => ({ messages: messagesOnOpen(context) }),
                },
                'clearQueue',
              ],
            },
          },
        },
        open: {
          description:
            'Open: the backoff is reset only now; subscriptions go straight to the socket. Leaving it marks what the socket delivered as not live.',
          initial: 'healthy',
          exit: 'markStale',
          on: {
            'connection.subscribe': {
              actions: [
                {
                  type: 'addSubscription',
                  params: ({ event }) => ({ subscription: event.subscription }),
                },
                {
                  type: 'transmit',
                  params: ({ context, event }) => ({
                    messages: [toMessage('subscribe', context.userId ?? '', event.subscription)],
                  }),
                },
              ],
            },
            'connection.unsubscribe': {
              guard: { type: 'isSubscribed', params: ({ event }) => ({ key: event.key }) },
              actions: [
                {
                  type: 'transmit',
                  params: ({ context, event }) => ({
                    messages: unsubscribeMessages(context, event.key),
                  }),
                },
                { type: 'removeSubscription', params: ({ event }) => ({ key: event.key }) },
              ],
            },
          },
          states: {
            healthy: {
              description: 'Waiting for the next ping.',
              after: { PING_INTERVAL: { target: 'awaitingPong', actions: 'transmitPing' } },
              on: {
                'browser.visible': {
                  description: 'The tab is shown again: check the socket at once.',
                  target: 'awaitingPong',
                  actions: 'transmitPing',
                },
              },
            },
            awaitingPong: {
              description: 'A ping is out; the socket is closed if no pong comes in time.',
              on: { 'socket.pong': { target: 'healthy' } },
              after: {
                PONG_TIMEOUT: {
                  description: 'No pong: close and reconnect (the attempt count is 0 while open).',
                  target: '#connection.reconnecting',
                  actions: {
                    type: 'closeSocket',
                    params: { code: PONG_TIMEOUT_CLOSE, reason: 'no pong' },
                  },
                },
              },
            },
          },
        },
      },
      on: {
        'socket.closed': [
          {
            description:
              'The server ended the login session behind the socket (4001): no reconnect; the session is told.',
            guard: 'isSessionEndedClose',
            target: 'closed.normal',
            actions: 'reportSessionEnded',
          },
          {
            description: 'A normal close (1000): no reconnect unless the policy says so.',
            guard: and(['isNormalClose', not('reconnectsAfterNormalClose')]),
            target: 'closed.normal',
          },
          { guard: 'mayReconnect', target: 'reconnecting' },
          { target: 'closed.gaveUp' },
        ],
        'browser.offline': { target: 'offline' },
        'connection.close': { target: 'closed.normal' },
      },
    },
    reconnecting: {
      description:
        'Waiting out the backoff before the next attempt; prices on screen are not live.',
      after: { RECONNECT_BACKOFF: { target: 'live', actions: 'countAttempt' } },
      on: {
        'browser.visible': {
          description: 'The tab is shown again: try now instead of waiting.',
          target: 'live',
          actions: 'countAttempt',
        },
        'browser.offline': { target: 'offline' },
        'connection.close': { target: 'closed.normal' },
      },
    },
    offline: {
      description: 'The browser is offline: no attempts are spent until it is back online.',
      on: {
        'browser.online': { target: 'live' },
        'connection.close': { target: 'closed.normal' },
      },
    },
    closed: {
      description: 'No socket and no automatic reconnect.',
      initial: 'normal',
      states: {
        normal: {
          description: 'Closed normally (1000, or by the app): reconnects only when asked.',
          on: { 'connection.retry': { target: '#connection.live', actions: 'resetAttempts' } },
        },
        gaveUp: {
          description:
            'Every reconnect attempt failed: a retry, coming back online or showing the tab starts over.',
          on: {
            'connection.retry': { target: '#connection.live', actions: 'resetAttempts' },
            'browser.online': { target: '#connection.live', actions: 'resetAttempts' },
            'browser.visible': { target: '#connection.live', actions: 'resetAttempts' },
          },
        },
      },
    },
  },
});

export type ConnectionMachine = typeof connectionMachine;

/** The per-socket policy of spec sections 4 and 9. */
export interface ConnectionPolicy {
  readonly pingIntervalMs: number;
  readonly pongTimeoutMs: number;
  /** Reconnect attempts after an abnormal close before giving up. */
  readonly maxReconnects: number;
  /** Delay before reconnect attempt `attempt` (0-based). */
  readonly backoffMs: (attempt: number) => number;
  /** Whether a normal close (1000) by the server is followed by a reconnect too. */
  readonly reconnectAfterNormalClose: boolean;
}

/**
 * The user streams' policy (fund, order, position): pinged as given, reconnecting after a fixed
 * delay with no limit on attempts; `reconnectAfterNormalClose` says whether a 1000 from the server
 * ends it.
 */
export const reconnectingForever = (policy: {
  readonly pingIntervalMs: number;
  readonly pongTimeoutMs: number;
  readonly reconnectDelayMs: number;
  readonly reconnectAfterNormalClose: boolean;
}): ConnectionPolicy => ({
  pingIntervalMs: policy.pingIntervalMs,
  pongTimeoutMs: policy.pongTimeoutMs,
  maxReconnects: Number.POSITIVE_INFINITY,
  backoffMs: () => policy.reconnectDelayMs,
  reconnectAfterNormalClose: policy.reconnectAfterNormalClose,
});

/** 1 s × 2^attempt capped at 30 s for the market stream; a fixed delay for the others. */
export const exponentialBackoff =
  (baseMs: number, capMs: number) =>
  (attempt: number): number =>
    Math.min(baseMs * 2 ** attempt, capMs);

const backoffOf =
  (policy: ConnectionPolicy) =>
  ({ context }: { context: ConnectionContext }): number =>
    policy.backoffMs(context.attempt);

/** The connection machine with one socket's policy: named delays and guards, visible in the docs. */
export const withConnectionPolicy = (policy: ConnectionPolicy) =>
  connectionMachine.provide({
    delays: {
      PING_INTERVAL: policy.pingIntervalMs,
      PONG_TIMEOUT: policy.pongTimeoutMs,
      RECONNECT_BACKOFF: backoffOf(policy),
    },
    guards: {
      mayReconnect: ({ context }) => context.attempt < policy.maxReconnects,
      reconnectsAfterNormalClose: () => policy.reconnectAfterNormalClose,
    },
  });
