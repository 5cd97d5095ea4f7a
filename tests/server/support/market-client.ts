import WebSocket from 'ws';

export interface ServerFrame {
  type: string;
  category?: string;
  symbol?: string;
  data?: unknown;
  sentAt?: number;
  message?: string;
}

/** A market socket client that records every frame and can wait for one. */
export class MarketTestClient {
  readonly ws: WebSocket;
  readonly frames: ServerFrame[] = [];
  closeCode: number | undefined;
  readonly #waiters: (() => void)[] = [];
  readonly closed: Promise<number>;

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as ServerFrame);
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

  /** `autoPong: false` plays a client whose end is gone: it never answers the server's pings. */
  static open(
    baseUrl: string,
    userId: string,
    headers: Record<string, string> = {},
    { autoPong = true } = {},
  ): Promise<MarketTestClient> {
    const url = `${baseUrl.replace(/^http/, 'ws')}/market/ws?userId=${encodeURIComponent(userId)}&category=user`;
    const ws = new WebSocket(url, { headers, autoPong });
    const client = new MarketTestClient(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(client));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.once('error', reject);
    });
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
}

/** Fast ticks so tests see updates quickly. */
export const FAST_MARKET_ENV = {
  MARKET_TICK_MS: '50',
  MARKET_OPTION_TICK_MS: '100',
  MARKET_SEED: '7',
} as const;
