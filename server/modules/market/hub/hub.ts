import { addToGroup, removeFromGroup } from '../../../grouped-sets.ts';
import type { MarketClient, WindowChannel } from './client.ts';
import { textFrame } from './frame.ts';
import { serialiseUpdate, type Update } from './update.ts';

export interface HubOptions {
  /** A client with more unsent bytes than this is dropped instead of buffering more. */
  maxBufferedBytes: number;
  /** Most channels one socket may listen to. */
  maxChannelsPerClient: number;
  /** Called when a slow client is dropped. */
  onDrop?: (client: MarketClient) => void;
  /** The conflation window of conflating sockets (ms). */
  windowMs?: number;
  /**
   * Called after each window flush with its time, how long writing it took and the distinct
   * frame bodies written (benchmarks record and replay them).
   */
  onWindow?: (flushedAt: number, tookMs: number, bodies: Buffer[]) => void;
}

/** A channel: its listeners and, for the current window, its newest update. */
interface Channel extends WindowChannel {
  readonly id: number;
  readonly listeners: Set<MarketClient>;
  latest: Update | undefined;
  /** The newest update serialised for this window's flush (once for every socket). */
  serialised: Buffer | undefined;
}

export interface HubStats {
  clients: number;
  channels: number;
  sent: number;
  dropped: number;
}

const TEXT = { binary: false } as const;
const OPEN_BRACKET = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE_BRACKET = Buffer.from(']');
const DEFAULT_WINDOW_MS = 100;

/**
 * Fan-out: channels (one per category and symbol) to the sockets that listen to them.
 *
 * Conflating sockets (the default) get one frame per window (100 ms): at the end of the window
 * each gets a JSON array with the newest update of every channel that changed for it, in the
 * order the channels first changed. Each update is serialised once per window for all sockets,
 * and sockets with the same changed channels share one framed Buffer.
 *
 * Raw sockets, and direct messages (hello, initial-data, pong, errors), are queued per socket
 * and written in a microtask at the end of the synchronous run (a round of ticks): each payload
 * is framed once, sockets that got the same payloads share one concatenated Buffer, and each
 * socket gets one write (one system call) per round.
 *
 * A socket whose unsent bytes exceed the bound is terminated: memory stays bounded and its
 * client's reconnect logic takes over.
 */
export class Hub {
  readonly #options: HubOptions;
  readonly #windowMs: number;
  readonly #channels = new Map<string, Channel>();
  readonly #clients = new Set<MarketClient>();
  readonly #byUser = new Map<string, Set<MarketClient>>();
  readonly #bySocketId = new Map<string, MarketClient>();
  #nextChannelId = 0;
  #windowClients: MarketClient[] = [];
  #windowTimer: NodeJS.Timeout | undefined;
  #touched: MarketClient[] = [];
  /** Frames of the current round's payloads, with ids that name a sequence of them. */
  readonly #frames = new Map<Buffer, { id: number; frame: Buffer }>();
  #flushScheduled = false;
  #sent = 0;
  #dropped = 0;

  constructor(options: HubOptions) {
    this.#options = options;
    this.#windowMs = options.windowMs ?? DEFAULT_WINDOW_MS;
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
    this.#bySocketId.set(client.socketId, client);
    addToGroup(this.#byUser, client.userId, client);
  }

  remove(client: MarketClient): void {
    client.closed = true;
    this.unsubscribe(client, [...client.channels]);
    this.#clients.delete(client);
    client.dirty.clear();
    if (this.#bySocketId.get(client.socketId) === client) this.#bySocketId.delete(client.socketId);
    removeFromGroup(this.#byUser, client.userId, client);
  }

  /** Every connected socket. */
  clients(): MarketClient[] {
    return [...this.#clients];
  }

  clientsOf(userId: string): MarketClient[] {
    return [...(this.#byUser.get(userId) ?? [])];
  }

  /** The open socket with this handle, if any. */
  bySocketId(socketId: string): MarketClient | undefined {
    return this.#bySocketId.get(socketId);
  }

  /** Keys of the channels someone listens to. */
  channelKeys(): IterableIterator<string> {
    return this.#channels.keys();
  }

  /** Stops the window timer (the app is closing). */
  stop(): void {
    clearTimeout(this.#windowTimer);
    this.#windowTimer = undefined;
  }

  /** Adds channels; false (and no change) when the socket would exceed its channel limit. */
  subscribe(client: MarketClient, keys: readonly string[]): boolean {
    const added = keys.filter((key) => !client.channels.has(key));
    if (client.channels.size + added.length > this.#options.maxChannelsPerClient) return false;
    for (const key of added) {
      client.channels.add(key);
      let channel = this.#channels.get(key);
      if (channel === undefined) {
        channel = {
          key,
          id: this.#nextChannelId++,
          listeners: new Set(),
          latest: undefined,
          serialised: undefined,
        };
        this.#channels.set(key, channel);
      }
      channel.listeners.add(client);
    }
    return true;
  }

  unsubscribe(client: MarketClient, keys: readonly string[]): void {
    for (const key of keys) {
      client.channels.delete(key);
      const channel = this.#channels.get(key);
      channel?.listeners.delete(client);
      if (channel?.listeners.size === 0) this.#channels.delete(key);
    }
  }

  hasListeners(key: string): boolean {
    return this.#channels.has(key);
  }

  /**
   * Publishes an update of a channel: raw listeners get it at the end of the round (serialised
   * once for all of them), conflating listeners the channel's newest update at the end of the
   * window. Returns how many listeners will get it.
   */
  publish(key: string, update: Update): number {
    const channel = this.#channels.get(key);
    if (channel === undefined) return 0;
    channel.latest = update;
    let raw: Buffer | undefined;
    let delivered = 0;
    for (const client of channel.listeners) {
      if (!client.open) continue;
      delivered++;
      if (!client.conflate) {
        raw ??= serialiseUpdate(update, Date.now());
        this.send(client, raw);
      } else if (!client.dirty.has(channel)) {
        if (client.dirty.size === 0) this.#windowClients.push(client);
        client.dirty.add(channel);
      }
    }
    if (this.#windowClients.length > 0 && this.#windowTimer === undefined) {
      this.#windowTimer = setTimeout(() => this.flushWindow(), this.#windowMs);
    }
    return delivered;
  }

  /**
   * Ends the conflation window: every socket with changed channels gets one frame, a JSON array
   * of the newest update of each. `sentAt` of each update is the flush time.
   */
  flushWindow(): void {
    clearTimeout(this.#windowTimer);
    this.#windowTimer = undefined;
    const started = performance.now();
    const now = Date.now();
    const clients = this.#windowClients;
    this.#windowClients = [];
    const frames = new Map<string, { body: Buffer; frame: Buffer }>();
    const serialised: Channel[] = [];
    for (const client of clients) {
      const changed: Channel[] = [];
      for (const channel of client.dirty as Set<Channel>) {
        if (client.channels.has(channel.key) && channel.latest !== undefined) {
          changed.push(channel);
        }
      }
      client.dirty.clear();
      if (!client.open || changed.length === 0) continue;
      if (client.socket.bufferedAmount > this.#options.maxBufferedBytes) {
        this.#drop(client);
        continue;
      }
      const signature = changed.map((channel) => channel.id).join(',');
      let framed = frames.get(signature);
      if (framed === undefined) {
        const parts: Buffer[] = [OPEN_BRACKET];
        for (const channel of changed) {
          if (channel.serialised === undefined) {
            channel.serialised = serialiseUpdate(channel.latest as Update, now);
            serialised.push(channel);
          }
          if (parts.length > 1) parts.push(COMMA);
          parts.push(channel.serialised);
        }
        parts.push(CLOSE_BRACKET);
        const body = Buffer.concat(parts);
        framed = { body, frame: textFrame(body) };
        frames.set(signature, framed);
      }
      if (client.raw === undefined || client.socket.extensions !== '') {
        client.socket.send(framed.body, TEXT);
      } else {
        client.raw.write(framed.frame);
      }
      this.#sent += changed.length;
    }
    for (const channel of serialised) channel.serialised = undefined;
    if (this.#options.onWindow !== undefined) {
      const bodies = [...frames.values()].map((framed) => framed.body);
      this.#options.onWindow(now, performance.now() - started, bodies);
    }
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
