import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseExpiryDate } from '../../src/domain/expiry/expiry-date.ts';
import { RESOLUTION_SECONDS } from './support/candle-resolutions.ts';
import { FAST_MARKET_ENV, MarketTestClient } from './support/market-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    init.headers = { 'content-type': 'application/json', ...headers };
  }
  const response = await fetch(`${server.url}${path}`, init);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  server = await startTestServer({ env: FAST_MARKET_ENV });
});
afterAll(async () => server.close());

describe('POST /market/dates', () => {
  it('lists expiries ascending by date', async () => {
    const { status, json } = await call('POST', '/market/dates', {
      currency: 'ETH',
      userId: 'g_dates',
    });
    expect(status).toBe(200);
    const dates = json.dates as string[];
    expect(dates.length).toBeGreaterThan(8);
    const instants = dates.map((d) => {
      const parsed = parseExpiryDate(d);
      if (!parsed.ok) throw new Error(d);
      return Date.UTC(parsed.date.year, parsed.date.month - 1, parsed.date.day);
    });
    expect([...instants].sort((a, b) => a - b)).toEqual(instants);
  });

  it('rejects an unknown currency and a missing user id with 400', async () => {
    const bad = await call('POST', '/market/dates', { currency: 'DOGE', userId: 'g_dates' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Invalid request');
    expect(String(bad.json.detail)).toMatch(/currency/);
    expect((await call('POST', '/market/dates', { currency: 'BTC' })).status).toBe(400);
  });
});

describe('POST /market/subscribe and /market/unsubscribe', () => {
  it('returns availableDates for an option chain', async () => {
    const { json: dates } = await call('POST', '/market/dates', {
      currency: 'BTC',
      userId: 'g_subs1',
    });
    const date = (dates.dates as string[])[1];
    const socket = await MarketTestClient.open(server.url, 'g_subs1');
    const reply = await socket.post(server.url, '/market/subscribe', {
      action: 'subscribe',
      userId: 'g_subs1',
      category: 'option_chain',
      currency: 'BTC',
      date,
    });
    expect(reply).toEqual({
      status: 200,
      json: { message: `Subscribed to BTC-${date}`, availableDates: dates.dates },
    });
    const off = await socket.post(server.url, '/market/unsubscribe', {
      userId: 'g_subs1',
      category: 'option_chain',
      currency: 'BTC',
      date,
    });
    expect(off.status).toBe(200);
    socket.ws.terminate();
  });

  it.each([
    [{ userId: 'g_subs1', category: 'weather' }, /category/],
    [{ category: 'dashboard' }, /userId/],
    [{ userId: '', category: 'dashboard' }, /userId/],
    ['{"userId":', /JSON|body/i],
  ])('answers a malformed body with 400 (%#)', async (body, detail) => {
    const { status, json } = await call('POST', '/market/subscribe', body);
    expect(status).toBe(400);
    expect(typeof json.message).toBe('string');
    expect(String(json.detail)).toMatch(detail);
  });

  it.each([
    [{ userId: 'g_subs1', category: 'option_chain', currency: 'BTC' }, 'option_chain needs a date'],
    [
      { userId: 'g_subs1', category: 'option_chain', currency: 'BTC', date: '32JAN25' },
      'Invalid day: 32JAN25',
    ],
    [
      { userId: 'g_subs1', category: 'option_chain', currency: 'BTC', date: '1JAN20' },
      'No BTC options expire on 1JAN20',
    ],
    [{ userId: 'g_subs1', category: 'futures_symbol' }, 'futures_symbol needs symbols'],
    [
      { userId: 'g_subs1', category: 'dashboard', symbols: ['FOOUSDT'] },
      'Unknown dashboard symbols: FOOUSDT',
    ],
    [
      { userId: 'g_subs1', category: 'option_chain_symbol', symbols: ['BTC-1JAN20-1-C'] },
      'Unknown or unlisted option symbols: BTC-1JAN20-1-C',
    ],
  ])('explains what is not listed (%#)', async (body, message) => {
    const { status, json } = await call('POST', '/market/subscribe', body);
    expect(status).toBe(400);
    expect(json.message).toBe(message);
  });

  it('refuses a non-guest user id without credentials (401)', async () => {
    const { status, json } = await call(
      'POST',
      '/market/subscribe',
      { userId: 'u_42', category: 'dashboard' },
      { authorization: 'Bearer nonsense' },
    );
    expect(status).toBe(401);
    expect(json.message).toBe('Sign in to use this user id');
  });
});

describe('POST /market/cancel-ws', () => {
  it('needs the socket’s handle for a guest id, and a body', async () => {
    const bare = await call('POST', '/market/cancel-ws', { userId: 'g_none1' });
    expect(bare.status).toBe(400);
    expect(bare.json.message).toBe('Name the market socket with the X-Market-Socket header');
    expect((await call('POST', '/market/cancel-ws', {})).status).toBe(400);
  });
});

describe('GET /market/candles', () => {
  it('serves each resolution over 30 days, aligned, the last candle at the live price', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const [resolution, seconds] of RESOLUTION_SECONDS) {
      const { status, json } = await call(
        'GET',
        `/market/candles?symbol=BTCUSDT-PERP&resolution=${resolution}&from=${now - 30 * 86400}&to=${now + 60}`,
      );
      expect(status).toBe(200);
      const candles = json.candles as { time: number; close: number }[];
      expect(candles.length).toBeGreaterThan(resolution === '1d' ? 29 : 100);
      expect(candles.every((c) => c.time % seconds === 0)).toBe(true);
      expect(candles.at(-1)?.time).toBeGreaterThan(now - seconds - 1);
    }
    const socket = await MarketTestClient.open(server.url, 'g_cndl1');
    const before = await socket.post(server.url, '/market/subscribe', {
      userId: 'g_cndl1',
      category: 'futures_symbol',
      symbols: ['BTCUSDT-PERP'],
    });
    expect(before.status).toBe(200);
    socket.ws.terminate();
  });

  it('defaults the range to the last 300 candles', async () => {
    const { json } = await call('GET', '/market/candles?symbol=ETHUSDT&resolution=1h');
    expect((json.candles as unknown[]).length).toBeGreaterThanOrEqual(300);
    expect((json.candles as unknown[]).length).toBeLessThanOrEqual(301);
  });

  it('rejects bad queries', async () => {
    expect((await call('GET', '/market/candles?symbol=BTCUSDT&resolution=2m')).status).toBe(400);
    expect((await call('GET', '/market/candles?resolution=1m')).status).toBe(400);
    expect(
      (await call('GET', '/market/candles?symbol=BTCUSDT&resolution=1m&from=200&to=100')).status,
    ).toBe(400);
    const unknown = await call('GET', '/market/candles?symbol=NOPE&resolution=1m');
    expect(unknown).toMatchObject({ status: 404, json: { message: 'Unknown symbol: NOPE' } });
  });
});
