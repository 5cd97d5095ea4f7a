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
  it('sends a conflating socket one array per window with each instrument at most once, newest last seen', async () => {
    const conflated = await MarketTestClient.open(url, 'g_cnf01');
    const raw = await MarketTestClient.open(url, 'g_raw01', {}, { query: { interval: 'raw' } });
    subscribe(conflated, 'g_cnf01');
    subscribe(raw, 'g_raw01');
    await conflated.waitFor((f) => f.type === 'initial-data');
    await raw.waitFor((f) => f.type === 'initial-data');
    const startConflated = conflated.rawFrames.length;
    const startRaw = raw.frames.length;
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const elapsed = Date.now() - started;

    const windows = conflated.rawFrames
      .slice(startConflated)
      .filter((frame): frame is ServerFrame[] => Array.isArray(frame));
    expect(windows.length).toBeGreaterThan(3);
    // One frame per window at most (plus the window open when counting began).
    expect(windows.length).toBeLessThanOrEqual(Math.ceil(elapsed / WINDOW_MS) + 1);
    for (const window of windows) {
      const names = window.map((update) => update.symbol);
      expect(new Set(names).size).toBe(names.length);
      expect(names.every((name) => symbols.includes(name ?? ''))).toBe(true);
      expect(window.every((update) => update.type === 'symbol-update')).toBe(true);
    }
    // Each window's entry is the newest: its event time is never older than the last window's.
    const lastSeen = new Map<string, number>();
    for (const window of windows) {
      for (const update of window) {
        const at = (update.data as { lastUpdated: number }).lastUpdated;
        expect(at).toBeGreaterThanOrEqual(lastSeen.get(update.symbol ?? '') ?? 0);
        lastSeen.set(update.symbol ?? '', at);
      }
    }

    // The raw socket got every event as its own message: many more than the windows carried.
    const rawUpdates = raw.frames.slice(startRaw).filter((f) => f.type === 'symbol-update');
    const conflatedUpdates = windows.flat().length;
    expect(raw.rawFrames.every((frame) => !Array.isArray(frame))).toBe(true);
    expect(rawUpdates.length).toBeGreaterThan(5 * conflatedUpdates);
    conflated.ws.terminate();
    raw.ws.terminate();
  });
});
