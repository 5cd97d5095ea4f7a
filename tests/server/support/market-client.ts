import WebSocket from 'ws';

export interface ServerFrame {
  type: string;
  category?: string;
  symbol?: string;
  data?: unknown;
  sentAt?: number;
  message?: string;
  socketId?: string;
}

/**
 * A market socket client that records every message (the elements of an array frame one by one,
 * as well as how many frames arrived) and can wait for one. `socketId` is its hello's handle.
 */
export class MarketTestClient {
  readonly ws: WebSocket;
  readonly frames: ServerFrame[] = [];
  /** Every WebSocket frame as it arrived: an object, or an array of a window's updates. */
  readonly rawFrames: (ServerFrame | ServerFrame[])[] = [];
  socketId = '';
  closeCode: number | undefined;
  readonly #waiters: (() => void)[] = [];
  readonly closed: Promise<number>;

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (data) => {
      const parsed = JSON.parse(String(data)) as ServerFrame | ServerFrame[];
      this.rawFrames.push(parsed);
      for (const frame of Array.isArray(parsed) ? parsed : [parsed]) {
        if (frame.type === 'hello') this.socketId = frame.socketId ?? '';
        this.frames.push(frame);
      }
      for (const wake of this.#waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code) => {
        this.closeCode = code;
        for (const wake of this.#waiters.splice(0)) wake();
        resolve(code);
      });
    });
  }

  /**
   * Opens a socket and waits for its hello. `autoPong: false` plays a client whose end is gone:
   * it never answers the server's pings. `query` adds parameters (`interval=raw`, `token`).
   */
  static open(
    baseUrl: string,
    userId: string,
    headers: Record<string, string> = {},
    { autoPong = true, query = {} as Record<string, string> } = {},
  ): Promise<MarketTestClient> {
    const url = new URL('/market/ws', baseUrl.replace(/^http/, 'ws'));
    url.searchParams.set('userId', userId);
    url.searchParams.set('category', 'user');
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const ws = new WebSocket(url, { headers, autoPong });
    const client = new MarketTestClient(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => {
        client.waitFor((f) => f.type === 'hello').then(() => resolve(client), reject);
      });
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.once('error', reject);
    });
  }

  /** A guest socket for `userId`, subscribed to `category` for `symbols`. */
  static async subscribed(
    baseUrl: string,
    userId: string,
    category: string,
    symbols: string[],
  ): Promise<MarketTestClient> {
    const client = await MarketTestClient.open(baseUrl, userId);
    client.send({ action: 'subscribe', userId, category, symbols });
    return client;
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Resolves with the first recorded frame (from index `from`) that matches. */
  async waitFor(
    match: (frame: ServerFrame) => boolean,
    from = 0,
    timeoutMs = 5_000,
  ): Promise<ServerFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found !== undefined) return found;
      if (this.closeCode !== undefined) throw new Error(`socket closed (${this.closeCode})`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('timed out waiting for a frame');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.ws.close(1000);
  }

  /** A REST call of the market service that names this socket (X-Market-Socket). */
  post(
    baseUrl: string,
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    return postJson(baseUrl, path, body, { 'x-market-socket': this.socketId, ...headers });
  }
}

/** POSTs JSON and reads the JSON answer. */
export async function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** Fast ticks so tests see updates quickly. */
export const FAST_MARKET_ENV = {
  MARKET_TICK_MS: '50',
  MARKET_OPTION_TICK_MS: '100',
  MARKET_SEED: '7',
} as const;
