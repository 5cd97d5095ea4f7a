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

/** One market socket: who it belongs to and which channels it listens to. */
export class MarketClient {
  readonly id = nextId++;
  readonly userId: string;
  readonly socket: ClientSocket;
  readonly raw: RawSocket | undefined;
  readonly channels = new Set<string>();
  /** Payloads of the current round, written together when the round is flushed. */
  readonly pending: Buffer[] = [];
  closed = false;
  /** A heartbeat ping went out and no pong has come back yet. */
  awaitingPong = false;

  constructor(userId: string, socket: ClientSocket, raw?: RawSocket) {
    this.userId = userId;
    this.socket = socket;
    this.raw = raw;
  }

  get open(): boolean {
    return !this.closed && this.socket.readyState === OPEN;
  }
}
