import type { MarketClient } from './client.ts';
import { textFrame } from './frame.ts';

export interface HubOptions {
  /** A client with more unsent bytes than this is dropped instead of buffering more. */
  maxBufferedBytes: number;
  /** Most channels one socket may listen to. */
  maxChannelsPerClient: number;
  /** Called when a slow client is dropped. */
  onDrop?: (client: MarketClient) => void;
}

export interface HubStats {
  clients: number;
  channels: number;
  sent: number;
  dropped: number;
}

const TEXT = { binary: false } as const;

/**
 * Fan-out: channels (one per category and symbol) to the sockets that listen to them. A payload
 * is serialised once by the caller and queued for every listener. Payloads queued in one
 * synchronous run (a round of ticks) are written in a microtask: each payload is framed once,
 * sockets that got the same payloads share one concatenated Buffer, and each socket gets one
 * write (one system call) per round. A socket whose unsent bytes exceed the bound is
 * terminated: memory stays bounded and its client's reconnect logic takes over.
 */
export class Hub {
  readonly #options: HubOptions;
  readonly #channels = new Map<string, Set<MarketClient>>();
  readonly #clients = new Set<MarketClient>();
  readonly #byUser = new Map<string, Set<MarketClient>>();
  #touched: MarketClient[] = [];
  /** Frames of the current round's payloads, with ids that name a sequence of them. */
  readonly #frames = new Map<Buffer, { id: number; frame: Buffer }>();
  #flushScheduled = false;
  #sent = 0;
  #dropped = 0;

  constructor(options: HubOptions) {
    this.#options = options;
  }

  get stats(): HubStats {
    return {
      clients: this.#clients.size,
      channels: this.#channels.size,
      sent: this.#sent,
      dropped: this.#dropped,
    };
  }

  add(client: MarketClient): void {
    this.#clients.add(client);
    let mine = this.#byUser.get(client.userId);
    if (mine === undefined) {
      mine = new Set();
      this.#byUser.set(client.userId, mine);
    }
    mine.add(client);
  }

  remove(client: MarketClient): void {
    client.closed = true;
    this.unsubscribe(client, [...client.channels]);
    this.#clients.delete(client);
    const mine = this.#byUser.get(client.userId);
    mine?.delete(client);
    if (mine?.size === 0) this.#byUser.delete(client.userId);
  }

  /** Every connected socket. */
  clients(): MarketClient[] {
    return [...this.#clients];
  }

  clientsOf(userId: string): MarketClient[] {
    return [...(this.#byUser.get(userId) ?? [])];
  }

  /** Adds channels; false (and no change) when the socket would exceed its channel limit. */
  subscribe(client: MarketClient, keys: readonly string[]): boolean {
    const added = keys.filter((key) => !client.channels.has(key));
    if (client.channels.size + added.length > this.#options.maxChannelsPerClient) return false;
    for (const key of added) {
      client.channels.add(key);
      let listeners = this.#channels.get(key);
      if (listeners === undefined) {
        listeners = new Set();
        this.#channels.set(key, listeners);
      }
      listeners.add(client);
    }
    return true;
  }

  unsubscribe(client: MarketClient, keys: readonly string[]): void {
    for (const key of keys) {
      client.channels.delete(key);
      const listeners = this.#channels.get(key);
      listeners?.delete(client);
      if (listeners?.size === 0) this.#channels.delete(key);
    }
  }

  hasListeners(key: string): boolean {
    return this.#channels.has(key);
  }

  /** Writes one serialised payload to every listener of a channel; returns how many got it. */
  publish(key: string, payload: Buffer): number {
    const listeners = this.#channels.get(key);
    if (listeners === undefined) return 0;
    let delivered = 0;
    for (const client of listeners) if (this.send(client, payload)) delivered++;
    return delivered;
  }

  /** Queues a payload for one socket (written at the end of the round); false if closed. */
  send(client: MarketClient, payload: Buffer): boolean {
    if (!client.open) return false;
    if (client.pending.length === 0) {
      this.#touched.push(client);
      if (!this.#flushScheduled) {
        this.#flushScheduled = true;
        queueMicrotask(() => this.flush());
      }
    }
    client.pending.push(payload);
    return true;
  }

  /** Writes every queued payload, one write per socket, dropping sockets that lag. */
  flush(): void {
    this.#flushScheduled = false;
    const touched = this.#touched;
    this.#touched = [];
    const bursts = new Map<string, Buffer>();
    for (const client of touched) {
      if (client.open && client.socket.bufferedAmount > this.#options.maxBufferedBytes) {
        this.#drop(client);
      } else if (client.open) {
        this.#write(client, bursts);
        this.#sent += client.pending.length;
      }
      client.pending.length = 0;
    }
    this.#frames.clear();
  }

  #write(client: MarketClient, bursts: Map<string, Buffer>): void {
    if (client.raw === undefined || client.socket.extensions !== '') {
      for (const payload of client.pending) client.socket.send(payload, TEXT);
      return;
    }
    const frames = client.pending.map((payload) => this.#frameOf(payload));
    if (frames.length === 1 && frames[0] !== undefined) {
      client.raw.write(frames[0].frame);
      return;
    }
    const key = frames.map((f) => f.id).join(',');
    let burst = bursts.get(key);
    if (burst === undefined) {
      burst = Buffer.concat(frames.map((f) => f.frame));
      bursts.set(key, burst);
    }
    client.raw.write(burst);
  }

  #frameOf(payload: Buffer): { id: number; frame: Buffer } {
    let framed = this.#frames.get(payload);
    if (framed === undefined) {
      framed = { id: this.#frames.size, frame: textFrame(payload) };
      this.#frames.set(payload, framed);
    }
    return framed;
  }

  #drop(client: MarketClient): void {
    this.#dropped++;
    this.remove(client);
    client.socket.terminate();
    this.#options.onDrop?.(client);
  }
}
