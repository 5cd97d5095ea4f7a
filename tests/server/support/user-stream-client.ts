import { expect } from 'vitest';
import WebSocket from 'ws';

/** A /stream/user client that records every message and its close code. */
export class UserStreamClient {
  readonly ws: WebSocket;
  readonly messages: Record<string, unknown>[] = [];
  readonly closed: Promise<number>;
  readonly #waiters = new Set<() => void>();

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(String(data)) as Record<string, unknown>);
      for (const wake of this.#waiters) wake();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
  }

  static url(baseUrl: string, query: Record<string, string>): string {
    return `${baseUrl.replace(/^http/, 'ws')}/stream/user?${new URLSearchParams(query)}`;
  }

  static open(baseUrl: string, query: Record<string, string>): Promise<UserStreamClient> {
    const ws = new WebSocket(UserStreamClient.url(baseUrl, query));
    const client = new UserStreamClient(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(client));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.once('error', reject);
    });
  }

  /** Opens `who`'s fund stream with their access token. */
  static openFund(
    baseUrl: string,
    who: { userId: string; token: string },
  ): Promise<UserStreamClient> {
    return UserStreamClient.open(baseUrl, {
      userId: who.userId,
      category: 'fund',
      token: who.token,
    });
  }

  /** The HTTP status with which the server refuses to open a stream for `query`. */
  static refusedStatus(baseUrl: string, query: Record<string, string>): Promise<number> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(UserStreamClient.url(baseUrl, query));
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('open', () => reject(new Error('The stream opened')));
    });
  }

  /** Resolves with the first message from index `from` that matches, within `timeoutMs`. */
  waitFor(
    match: (message: Record<string, unknown>) => boolean,
    from = 0,
    timeoutMs = 5_000,
  ): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.messages.slice(from).find(match);
        if (found === undefined) return;
        this.#waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        this.#waiters.delete(check);
        reject(
          new Error(`No matching message within ${timeoutMs} ms: ${JSON.stringify(this.messages)}`),
        );
      }, timeoutMs);
      this.#waiters.add(check);
      check();
    });
  }

  close(): void {
    this.ws.close(1000);
  }
}

/**
 * Asserts that `owner`'s stream of `category` is refused without a token (401) and with another
 * trader's token (403).
 */
export async function expectOwnerOnly(
  baseUrl: string,
  category: string,
  owner: { userId: string },
  other: { token: string },
): Promise<void> {
  const query = { userId: owner.userId, category };
  expect(await UserStreamClient.refusedStatus(baseUrl, query)).toBe(401);
  expect(await UserStreamClient.refusedStatus(baseUrl, { ...query, token: other.token })).toBe(403);
}
