import { type AnyActorRef, fromCallback } from 'xstate';
import type {
  TransportCommand,
  TransportEvent,
  TransportInput,
} from '../../machines/sockets/connection-types.ts';

/** The actor system the transport's actor lives in: data can go to another actor by systemId. */
export interface TransportSystem {
  get(systemId: string): AnyActorRef | undefined;
}

/** The part of the browser WebSocket the transport uses (tests pass `ws` or a fake). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketFactory = (url: string) => SocketLike;

const OPEN = 1;
const CONNECTING = 0;

export interface TransportOptions {
  readonly createSocket: SocketFactory;
  /** Read on every connect; the system lets it read another actor (the order stream's `since`). */
  readonly url: (input: TransportInput, system: TransportSystem) => string;
  /**
   * Every parsed message that is not a pong: data goes to a store (or another actor of the
   * `system`), never through the connection machine. A frame that is a JSON array (a server's
   * conflation window) is handed over message by message.
   */
  readonly onMessage: (message: unknown, system: TransportSystem) => void;
  /** The socket closed or was let go: whatever named it (a socket handle) is void now. */
  readonly onDetach?: () => void;
  /** A frame that is not JSON. */
  readonly onInvalid?: (raw: unknown, system: TransportSystem) => void;
}

const isPong = (message: unknown): boolean =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === 'pong';

/**
 * The WebSocket behind a connection actor: invoked by the connection machine on its `live` state,
 * so one socket lives exactly as long as that state. Lifecycle events (open, pong, close) go back to
 * the machine; data messages go straight to `onMessage`. Leaving the state closes the socket with
 * 1000 and detaches every handler, so a late frame of an old socket can never reach the machine.
 */
export function websocketTransport(options: TransportOptions) {
  return fromCallback<TransportCommand, TransportInput, TransportEvent>(
    ({ input, sendBack, receive, system }) => {
      const socket = options.createSocket(options.url(input, system));
      let closed = false;
      socket.onopen = () => sendBack({ type: 'socket.open' });
      socket.onmessage = (event) => {
        let message: unknown;
        try {
          message = JSON.parse(String(event.data));
        } catch {
          options.onInvalid?.(event.data, system);
          return;
        }
        if (!Array.isArray(message)) {
          handle(message);
          return;
        }
        for (const item of message) handle(item);
      };
      const handle = (message: unknown) => {
        if (isPong(message)) sendBack({ type: 'socket.pong' });
        else options.onMessage(message, system);
      };
      // An error is always followed by a close event: the close decides what happens next.
      socket.onerror = () => {};
      socket.onclose = (event) => {
        closed = true;
        options.onDetach?.();
        sendBack({ type: 'socket.closed', code: event.code, reason: event.reason });
      };
      receive((command) => {
        if (command.type === 'transport.send') {
          if (socket.readyState !== OPEN) return;
          for (const message of command.messages) socket.send(JSON.stringify(message));
          return;
        }
        if (!closed && (socket.readyState === OPEN || socket.readyState === CONNECTING)) {
          socket.close(command.code, command.reason);
        }
      });
      return () => {
        socket.onopen = null;
        socket.onmessage = null;
        socket.onclose = null;
        socket.onerror = null;
        options.onDetach?.();
        if (!closed && (socket.readyState === OPEN || socket.readyState === CONNECTING)) {
          socket.close(1000, 'done');
        }
      };
    },
  );
}

/** ws:// or wss:// for a path on the page's own origin (or on a configured base URL). */
export function socketUrl(
  base: string,
  path: string,
  query: Record<string, string>,
  location: { protocol: string; host: string },
): string {
  const origin =
    base !== '' ? base : `${location.protocol === 'https:' ? 'https:' : 'http:'}//${location.host}`;
  const url = new URL(path, origin);
  url.protocol =
    url.protocol === 'https:' ? 'wss:' : url.protocol === 'http:' ? 'ws:' : url.protocol;
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
