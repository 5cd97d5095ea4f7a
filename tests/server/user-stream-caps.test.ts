import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { UserStreamContext } from '../../server/modules/streams/categories.ts';
import {
  MAX_USER_STREAMS_PER_ADDRESS,
  MAX_USER_STREAMS_PER_TRADER,
  TOO_MANY_STREAMS_CLOSE,
} from '../../server/modules/streams/socket-caps.ts';
import { PositionFeed } from '../../server/modules/trading/streams/position-stream.ts';
import type { PositionsResponse } from '../../src/contracts/trading.ts';
import { login, signUp, uniqueEmail } from './support/auth-flow.ts';
import { type TestServer, testServerForSuite } from './support/test-server.ts';
import { UserStreamClient } from './support/user-stream-client.ts';

type Outcome = { ws: WebSocket; open: boolean; code?: number; reason?: string };

/** Opens a stream and waits until it is either open and settled, or closed by the server. */
function openStream(server: TestServer, query: Record<string, string>): Promise<Outcome> {
  const ws = new WebSocket(UserStreamClient.url(server.url, query));
  return new Promise((resolve, reject) => {
    ws.once('close', (code, reason) => resolve({ ws, open: false, code, reason: String(reason) }));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    // The first message (the fund stream's snapshot) says the stream is up and was not refused.
    ws.once('message', () => resolve({ ws, open: true }));
  });
}

// #24: /stream/user is capped per trader and per address; one more socket is closed with 4029.
describe('user stream caps', () => {
  const lines: string[] = [];
  const server = testServerForSuite({
    env: { LOG_LEVEL: 'info' },
    logLines: lines,
  });

  async function trader() {
    const email = uniqueEmail('streams');
    const userId = await signUp(server, email);
    const { token } = await login(server, email);
    return { userId, token, query: { userId, category: 'fund', token } };
  }
  const closeAll = async (outcomes: Outcome[]) => {
    await Promise.all(
      outcomes.map(
        ({ ws }) =>
          new Promise<void>((done) => {
            if (ws.readyState === WebSocket.CLOSED) return done();
            ws.once('close', () => done());
            ws.close(1000);
          }),
      ),
    );
  };

  it('200 sockets of one trader: 16 stay open, the rest are closed with 4029 and the cap in words', async () => {
    const { userId, query } = await trader();
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, () => openStream(server, query)),
    );
    const open = outcomes.filter((outcome) => outcome.open);
    const refused = outcomes.filter((outcome) => !outcome.open);
    expect(open).toHaveLength(MAX_USER_STREAMS_PER_TRADER);
    expect(refused).toHaveLength(200 - MAX_USER_STREAMS_PER_TRADER);
    for (const outcome of refused) {
      expect(outcome).toMatchObject({
        code: TOO_MANY_STREAMS_CLOSE,
        reason: 'Too many streams for this trader: at most 16 at once',
      });
    }
    const events = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.securityEvent === 'stream.refused');
    expect(events.length).toBe(200 - MAX_USER_STREAMS_PER_TRADER);
    expect(events[0]).toMatchObject({ cap: 'trader', userId });
    expect(JSON.stringify(events)).not.toContain(query.token);

    // A closed socket frees its place.
    await closeAll(open.slice(0, 1));
    // (The server counts the socket out when its close completes: a moment after the client's.)
    const again = await vi.waitFor(
      async () => {
        const outcome = await openStream(server, query);
        if (!outcome.open) throw new Error(`still refused: ${outcome.reason}`);
        return outcome;
      },
      { timeout: 3_000, interval: 100 },
    );
    await closeAll([...open, again]);
  }, 60_000);

  it('caps one address across traders', async () => {
    const traders = await Promise.all(
      Array.from(
        { length: Math.ceil(MAX_USER_STREAMS_PER_ADDRESS / MAX_USER_STREAMS_PER_TRADER) + 1 },
        trader,
      ),
    );
    const outcomes: Outcome[] = [];
    for (const { query } of traders) {
      for (let i = 0; i < MAX_USER_STREAMS_PER_TRADER; i += 1) {
        outcomes.push(await openStream(server, query));
      }
    }
    expect(outcomes.filter((outcome) => outcome.open)).toHaveLength(MAX_USER_STREAMS_PER_ADDRESS);
    const refused = outcomes.filter((outcome) => !outcome.open);
    expect(refused.length).toBe(outcomes.length - MAX_USER_STREAMS_PER_ADDRESS);
    expect(refused[0]).toMatchObject({
      code: TOO_MANY_STREAMS_CLOSE,
      reason: 'Too many streams from this address: at most 64 at once',
    });
    await closeAll(outcomes);
  }, 90_000);
});

describe('position pushes', () => {
  it('are computed once per trader and sent to each of its subscribed sockets', async () => {
    const calls: string[] = [];
    const positions: PositionsResponse = { positions: [] } as unknown as PositionsResponse;
    const feed = new PositionFeed();
    feed.attach({
      positions: async (userId) => {
        calls.push(userId);
        return positions;
      },
      holders: () => ['a', 'b'],
    });
    const category = feed.category();
    const sent = new Map<UserStreamContext, unknown[]>();
    const contexts = ['a', 'a', 'a', 'a', 'a', 'a', 'a', 'a', 'b', 'b'].map((userId) => {
      const received: unknown[] = [];
      const context: UserStreamContext = {
        userId,
        log: { error: () => undefined } as unknown as UserStreamContext['log'],
        send: async (message) => {
          received.push(message);
        },
      };
      sent.set(context, received);
      category.open(context);
      category.receive?.(context, { action: 'subscribe', userId, category: 'position' });
      return context;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    calls.length = 0;
    for (const received of sent.values()) received.length = 0;

    feed.changed(new Set(['a', 'b']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.sort()).toEqual(['a', 'b']);
    for (const context of contexts) {
      expect(sent.get(context)).toEqual([{ type: 'bulk-position-update', ...positions }]);
    }
  });
});
