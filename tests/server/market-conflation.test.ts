import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMarketApp } from '../../server/modules/market/standalone.ts';
import { MarketTestClient, type ServerFrame } from './support/market-client.ts';

const WINDOW_MS = 100;
let app: FastifyInstance;
let url = '';

beforeAll(async () => {
  // The market's own bench knob: 4,000 extra events a second on the channels listened to.
  app = await buildMarketApp({ NODE_ENV: 'test', MARKET_BENCH_EVENTS_PER_S: '4000' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

const symbols = ['BTCUSDT-PERP', 'ETHUSDT-PERP'];
const subscribe = (client: MarketTestClient, userId: string) =>
  client.send({ action: 'subscribe', userId, category: 'futures_symbol', symbols });

describe('conflation', () => {
  it('sends a conflating socket one array per window, each instrument at most once and newest', async () => {
    const conflated = await MarketTestClient.open(url, 'g_cnf01');
    const raw = await MarketTestClient.open(url, 'g_raw01', {}, { query: { interval: 'raw' } });
    subscribe(conflated, 'g_cnf01');
    subscribe(raw, 'g_raw01');
    await conflated.waitFor((f) => f.type === 'initial-data');
    await raw.waitFor((f) => f.type === 'initial-data');
    const start = conflated.rawFrames.length;
    const windows = () =>
      conflated.rawFrames
        .slice(start)
        .filter((frame): frame is ServerFrame[] => Array.isArray(frame));
    // Timed by the server's clock (sentAt), not by arrival: a busy test machine delays arrival.
    await conflated.waitFor(() => windows().length >= 6, 0, 20_000);
    const seen = windows();
    const sentAt = seen.map((window) => window[0]?.sentAt ?? 0);
    for (const [i, at] of sentAt.entries()) {
      const window = seen[i] ?? [];
      expect(window.every((update) => update.sentAt === at)).toBe(true);
      expect(window.every((update) => update.type === 'symbol-update')).toBe(true);
      const names = window.map((update) => update.symbol);
      expect(new Set(names).size).toBe(names.length);
      expect(names.every((name) => symbols.includes(name ?? ''))).toBe(true);
      // One window per 100 ms at most.
      if (i > 0) expect(at - (sentAt[i - 1] ?? 0)).toBeGreaterThanOrEqual(WINDOW_MS - 1);
    }
    // Each window's entry is the newest: its event time never goes back.
    const lastSeen = new Map<string, number>();
    for (const update of seen.flat()) {
      const at = (update.data as { lastUpdated: number }).lastUpdated;
      expect(at).toBeGreaterThanOrEqual(lastSeen.get(update.symbol ?? '') ?? 0);
      lastSeen.set(update.symbol ?? '', at);
    }

    // Over the same span of server time the raw socket got every event as its own message.
    const first = sentAt[0] ?? 0;
    const last = sentAt.at(-1) ?? 0;
    await raw.waitFor((f) => (f.sentAt ?? 0) >= last, 0, 20_000);
    const inSpan = (update: ServerFrame) =>
      update.type === 'symbol-update' &&
      (update.sentAt ?? 0) > first &&
      (update.sentAt ?? 0) <= last;
    const rawUpdates = raw.frames.filter(inSpan).length;
    const conflatedUpdates = seen.flat().filter(inSpan).length;
    expect(raw.rawFrames.every((frame) => !Array.isArray(frame))).toBe(true);
    expect(rawUpdates).toBeGreaterThan(5 * conflatedUpdates);
    conflated.ws.terminate();
    raw.ws.terminate();
  });
});
