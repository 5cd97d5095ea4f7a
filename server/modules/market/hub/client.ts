/** What the hub needs of a WebSocket (ws's WebSocket has it; tests can fake it). */
export interface ClientSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  /** Negotiated extensions; the hub writes pre-built frames only when there are none. */
  readonly extensions: string;
  send(data: Buffer, options: { binary: boolean }): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  /** A protocol-level ping; browsers answer it with a pong by themselves. */
  ping(): void;
}

/** The TCP socket under a WebSocket: a round of pre-built frames is written to it at once. */
export interface RawSocket {
  write(data: Buffer): boolean;
}

const OPEN = 1;
let nextId = 1;

/** What a socket is opened with besides its WebSocket. */
export interface ClientOptions {
  /** The unguessable handle REST calls name the socket by (X-Market-Socket). */
  readonly socketId?: string;
  /** The client address the socket counts against (per-IP cap). */
  readonly ip?: string;
  /** Conflated (default): one frame per window with the newest update per channel; else raw. */
  readonly conflate?: boolean;
}

/** A channel as a socket's pending window sees it (the hub owns the rest). */
export interface WindowChannel {
  readonly key: string;
}

/** One market socket: who it belongs to and which channels it listens to. */
export class MarketClient {
  readonly id = nextId++;
  readonly socketId: string;
  readonly ip: string;
  readonly conflate: boolean;
  readonly userId: string;
  readonly socket: ClientSocket;
  readonly raw: RawSocket | undefined;
  readonly channels = new Set<string>();
  /** Payloads of the current round, written together when the round is flushed. */
  readonly pending: Buffer[] = [];
  /** Channels updated in the current conflation window, in order of their first update. */
  readonly dirty = new Set<WindowChannel>();
  closed = false;
  /** A heartbeat ping went out and no pong has come back yet. */
  awaitingPong = false;

  constructor(userId: string, socket: ClientSocket, raw?: RawSocket, options: ClientOptions = {}) {
    this.userId = userId;
    this.socketId = options.socketId ?? `socket-${this.id}`;
    this.ip = options.ip ?? '';
    this.conflate = options.conflate ?? false;
    this.socket = socket;
    this.raw = raw;
  }

  get open(): boolean {
    return !this.closed && this.socket.readyState === OPEN;
  }
}
