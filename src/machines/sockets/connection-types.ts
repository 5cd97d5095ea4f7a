/** The connection machine's context, events and transport protocol (connection.machine.ts). */

/** A subscription: `key` identifies it; `body` is sent as `{ ...body, action, userId }`. */
export interface SocketSubscription {
  readonly key: string;
  readonly body: Readonly<Record<string, unknown>>;
}

export interface SubscriptionMessage {
  readonly action: 'subscribe' | 'unsubscribe';
  readonly userId: string;
  readonly [field: string]: unknown;
}

/** A message the machine asks the transport to send. */
export type OutboundMessage = { readonly type: 'ping' } | SubscriptionMessage;

/** Commands the machine sends to the invoked transport. */
export type TransportCommand =
  | { type: 'transport.send'; messages: readonly OutboundMessage[] }
  | { type: 'transport.close'; code: number; reason: string };

/** What the transport reports back (data messages go to a store, not here). */
export type TransportEvent =
  | { type: 'socket.open' }
  | { type: 'socket.pong' }
  | { type: 'socket.closed'; code: number; reason: string };

export interface TransportInput {
  readonly userId: string;
}

export type ConnectionEvent =
  | TransportEvent
  | { type: 'connection.identify'; userId: string | null }
  | { type: 'connection.subscribe'; subscription: SocketSubscription }
  | { type: 'connection.unsubscribe'; key: string }
  | { type: 'connection.close' }
  | { type: 'connection.retry' }
  | { type: 'browser.offline' }
  | { type: 'browser.online' }
  | { type: 'browser.visible' };

export interface QueuedMessage {
  readonly action: 'subscribe' | 'unsubscribe';
  readonly subscription: SocketSubscription;
}

export interface ConnectionContext {
  /** The user id the socket is opened for; no connection and no subscription without one. */
  userId: string | null;
  /** Reconnect attempts since the connection was last really open. */
  attempt: number;
  /** Active subscriptions by key: all are sent again whenever a connection opens. */
  subscriptions: Record<string, SocketSubscription>;
  /** Subscribe/unsubscribe messages made while not open, latest per key, sent on open. */
  queue: QueuedMessage[];
}

/** The close code of a normal closure (RFC 6455). */
export const NORMAL_CLOSE = 1000;
/** Close code the client uses when the server stopped answering pings (application range). */
export const PONG_TIMEOUT_CLOSE = 4000;
/** The server's close when the login session behind a user stream ended (server/modules/streams). */
export const SESSION_ENDED_CLOSE = 4001;
