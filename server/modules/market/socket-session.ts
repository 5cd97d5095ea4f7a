import type { FastifyBaseLogger } from 'fastify';
import { subscribeClients, unsubscribeClients } from './delivery.ts';
import type { MarketClient } from './hub/client.ts';
import { errorMessage, helloMessage, PONG, parseClientMessage } from './protocol.ts';
import type { MarketService } from './service.ts';
import { type ResolvedSubscription, resolveSubscription } from './subscriptions.ts';

/** Subscribe/unsubscribe messages a socket may send in a burst, and per second after it. */
export const MESSAGE_BURST = 100;
export const MESSAGES_PER_SECOND = 50;

/**
 * One socket's conversation: the hello frame with the socket's handle on open, then ping,
 * subscribe and unsubscribe messages. A bad message is answered with an error and changes nothing else.
 */
export class SocketSession {
  readonly #client: MarketClient;
  readonly #service: MarketService;
  readonly #log: FastifyBaseLogger;
  #tokens = MESSAGE_BURST;
  #refilledAt = Date.now();

  constructor(client: MarketClient, service: MarketService, log: FastifyBaseLogger) {
    this.#client = client;
    this.#service = service;
    this.#log = log;
  }

  open(): void {
    this.#service.hub.add(this.#client);
    this.#service.hub.send(this.#client, helloMessage(this.#client.socketId));
  }

  close(): void {
    this.#service.hub.remove(this.#client);
  }

  receive(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): void {
    try {
      const problem = this.#handle(data, isBinary);
      if (problem !== undefined) this.#error(problem);
    } catch (err) {
      this.#log.error({ err }, 'Market socket message failed');
      this.#error('The message could not be handled');
    }
  }

  /** Returns what was wrong with the message, if anything. */
  #handle(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): string | undefined {
    if (isBinary) return 'Send messages as JSON text';
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data).toString('utf8');
    const parsed = parseClientMessage(text);
    if (!parsed.ok) return parsed.error;
    const { message } = parsed;
    if ('type' in message) {
      this.#service.hub.send(this.#client, PONG);
      return undefined;
    }
    if (!this.#take()) return 'Too many messages; slow down';
    if (message.userId !== this.#client.userId) {
      return `userId ${message.userId.slice(0, 64)} is not this connection's user`;
    }
    const resolved = resolveSubscription(this.#service, message);
    if (!resolved.ok) {
      const detail = resolved.detail === undefined ? '' : ` (${resolved.detail})`;
      return `${resolved.message}${detail}`;
    }
    const { hub } = this.#service;
    if (message.action === 'unsubscribe') {
      unsubscribeClients(hub, [this.#client], resolved.subscription);
      return undefined;
    }
    const { prepare } = resolved.subscription;
    if (prepare === undefined) return this.#subscribe(resolved.subscription);
    prepare().then(
      () => {
        const problem = this.#subscribe(resolved.subscription);
        if (problem !== undefined) this.#error(problem);
      },
      (err: unknown) => {
        this.#log.error({ err }, 'Market feed could not be prepared');
        this.#error('The subscription could not be served; try again');
      },
    );
    return undefined;
  }

  #subscribe(subscription: ResolvedSubscription): string | undefined {
    if (!this.#client.open) return undefined;
    const refused = subscribeClients(this.#service.hub, [this.#client], subscription);
    return refused.length > 0 ? 'Too many subscriptions on this connection' : undefined;
  }

  /** Token bucket for subscribe/unsubscribe (they cost a snapshot each); pings are free. */
  #take(): boolean {
    const now = Date.now();
    const refill = ((now - this.#refilledAt) / 1000) * MESSAGES_PER_SECOND;
    this.#tokens = Math.min(MESSAGE_BURST, this.#tokens + refill);
    this.#refilledAt = now;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }

  #error(message: string): void {
    this.#service.hub.send(this.#client, errorMessage(message));
  }
}
