import type { SubscriptionRequest } from '../../contracts/market.ts';
import type { ConnectionEvent } from '../../machines/sockets/connection-types.ts';
import type { MarketApi } from './market-api.ts';
import type { MarketSocketHandle } from './market-socket-handle.ts';
import { chainGroup, type MarketStore } from './market-store.ts';
import { type MarketTopic, topicBody, topicKey } from './topics.ts';

/** The market socket actor as the feed sees it. */
export interface ConnectionHandle {
  send(event: ConnectionEvent): void;
  getSnapshot(): { readonly context: { readonly userId: string | null } };
}

/**
 * Subscriptions by reference count: the first watcher of a topic subscribes (the socket message,
 * which the connection machine resends after every reconnect, plus the REST call for this socket,
 * named by its hello's handle), the last one unsubscribes. The server sends one initial-data per
 * socket and subscription however many of the two arrive. A failed subscribe rolls the bookkeeping back and rethrows (spec section 8).
 * No subscription without a user id: the call does nothing and says so.
 */
export class MarketFeed {
  readonly #connection: ConnectionHandle;
  readonly #api: MarketApi;
  readonly #store: MarketStore;
  readonly #socket: MarketSocketHandle;
  readonly #helloTimeoutMs: number;
  readonly #counts = new Map<string, number>();
  readonly #activate: () => void;

  constructor(deps: {
    connection: ConnectionHandle;
    api: MarketApi;
    store: MarketStore;
    /** The open socket's handle, which the REST calls name. */
    socket: MarketSocketHandle;
    /** How long a subscribe waits for the socket's hello before it fails. */
    helloTimeoutMs: number;
    /** Called when a page first wants market data (connects the socket). */
    activate?: () => void;
  }) {
    this.#connection = deps.connection;
    this.#api = deps.api;
    this.#store = deps.store;
    this.#socket = deps.socket;
    this.#helloTimeoutMs = deps.helloTimeoutMs;
    this.#activate = deps.activate ?? (() => {});
  }

  /** A market page is showing: make sure the connection is wanted. */
  activate(): void {
    this.#activate();
  }

  /** How many watchers a topic has (for tests and diagnostics). */
  watchers(topic: MarketTopic): number {
    return this.#counts.get(topicKey(topic)) ?? 0;
  }

  /**
   * Starts watching a topic; resolves to the function that stops watching. Rejects (after rolling
   * back) when the market service refuses the subscription; resolves to a no-op without a user id.
   */
  async watch(topic: MarketTopic): Promise<() => void> {
    const userId = this.#connection.getSnapshot().context.userId;
    if (userId === null) return () => {};
    const key = topicKey(topic);
    const count = this.#counts.get(key) ?? 0;
    this.#counts.set(key, count + 1);
    if (count === 0) {
      this.#connection.send({
        type: 'connection.subscribe',
        subscription: { key, body: topicBody(topic) },
      });
      try {
        const socketId = await this.#socket.next(this.#helloTimeoutMs);
        await this.#api.subscribe(this.#request(topic, userId), socketId);
      } catch (error) {
        this.#release(topic, false);
        throw error;
      }
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#release(topic, true);
    };
  }

  #request(topic: MarketTopic, userId: string): SubscriptionRequest {
    return { ...topicBody(topic), userId } as SubscriptionRequest;
  }

  #release(topic: MarketTopic, tellServer: boolean): void {
    const key = topicKey(topic);
    const count = this.#counts.get(key) ?? 0;
    if (count > 1) {
      this.#counts.set(key, count - 1);
      return;
    }
    this.#counts.delete(key);
    this.#connection.send({ type: 'connection.unsubscribe', key });
    if (topic.category === 'option_chain')
      this.#store.dropGroup(chainGroup(topic.currency, topic.date));
    const userId = this.#connection.getSnapshot().context.userId;
    // Without an open socket there is nothing to unsubscribe on the server.
    const socketId = this.#socket.current();
    if (tellServer && userId !== null && socketId !== null) {
      this.#api.unsubscribe(this.#request(topic, userId), socketId).catch(() => {
        // The socket unsubscribe already stopped the updates; a failed REST call changes nothing.
      });
    }
  }
}
