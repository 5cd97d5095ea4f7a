import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundsPaths, transactionsPath } from '../../src/contracts/funds-paths.ts';
import { marketPaths } from '../../src/contracts/market-paths.ts';
import { recordsPaths } from '../../src/contracts/records.ts';
import type { Order } from '../../src/contracts/trading.ts';
import { call } from './support/http-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { tradingClient } from './support/trading-client.ts';

/**
 * A response schema writes only the fields it names (fast-json-stringify), so a field a handler
 * answers and its schema forgets never reaches the client, silently. Every JSON answer of a
 * trader's day over the funds, trading, market, referral and records calls is compared with what
 * its handler gave: nothing the handler answered may be missing from what was sent.
 */

const BTC = 'BTCUSDT-PERP';
const LEAK_PATH = '/test/leak';

/** Every field path of a JSON value (`positions[].markIv`), objects and arrays walked through. */
function fieldPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => fieldPaths(item, `${prefix}[]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const here = prefix === '' ? key : `${prefix}.${key}`;
    return [here, ...fieldPaths(inner, here)];
  });
}

let server: TestServer;
/** What each request's handler answered, as JSON would write it, by request id. */
const answered = new Map<string, unknown>();
/** `METHOD url: path` of each field a handler answered and the response left out. */
const dropped: string[] = [];
const { trader, api, order } = tradingClient(() => server, 'fields');

describe('response fields', () => {
  beforeAll(async () => {
    server = await startTestServer({
      stillMarket: true,
      setup: (app) => {
        app.addHook('preSerialization', async (request, _reply, payload) => {
          answered.set(request.id, JSON.parse(JSON.stringify(payload)));
          return payload;
        });
        app.addHook('onSend', async (request, _reply, payload) => {
          const given = answered.get(request.id);
          answered.delete(request.id);
          if (given === undefined || typeof payload !== 'string') return payload;
          const sent = new Set(fieldPaths(JSON.parse(payload)));
          for (const path of new Set(fieldPaths(given))) {
            if (!sent.has(path))
              dropped.push(`${request.method} ${request.routeOptions.url}: ${path}`);
          }
          return payload;
        });
        // The check's own control: a handler answering more than its schema names.
        app.get(
          LEAK_PATH,
          {
            schema: {
              response: { 200: { type: 'object', properties: { shown: { type: 'string' } } } },
            },
          },
          async () => ({ shown: 'yes', secret: 'kept back' }),
        );
      },
    });
  }, 60_000);
  afterAll(async () => server?.close());

  it('notices a field a schema leaves out, and the client never sees it', async () => {
    const result = await call(server.url, 'GET', LEAK_PATH);
    expect(result.json).toEqual({ shown: 'yes' });
    expect(dropped.splice(0)).toEqual([`GET ${LEAK_PATH}: secret`]);
  });

  it("drops no field of a trader's funds, trades, market data, referrals and records", async () => {
    const who = await trader(500_000);
    const as = { token: who.token };
    const funds = (method: string, path: string, body?: unknown) =>
      call(server.url, method, path, { ...as, ...(body === undefined ? {} : { body }) });

    // Funds: the record, the history, the limits, and a refusal with its code and what is missing.
    expect((await funds('GET', `${fundsPaths.getFunds}?userId=${who.userId}`)).status).toBe(200);
    expect((await funds('GET', transactionsPath(who.userId))).status).toBe(200);
    expect((await funds('GET', fundsPaths.withdrawalLimits)).status).toBe(200);
    const refused = await funds('POST', fundsPaths.withdrawal, { userId: who.userId, amount: 10 });
    expect(refused.json).toMatchObject({ code: 'KYC_REQUIRED', missing: expect.any(Array) });

    // Trading: a resting order, a filled one and its position, fills, notes, triggers, closes.
    const book = await api(undefined, 'GET', `/orderbook?symbol=${BTC}&depth=5`);
    const ask = (book.json as { asks: { price: number }[] }).asks[0]?.price ?? 0;
    const bid = (book.json as { bids: { price: number }[] }).bids[0]?.price ?? 0;
    expect(ask).toBeGreaterThan(0);
    const resting = await order(as, {
      symbol: BTC,
      side: 'BUY',
      type: 'limit',
      size: 0.001,
      price: Math.round(bid * 0.99),
      leverage: 10,
    });
    expect(resting.status, resting.reason ?? '').toBe('open');
    const filled: Order = await order(as, {
      symbol: BTC,
      side: 'BUY',
      type: 'market',
      size: 0.002,
      leverage: 10,
      clientOrderId: 'fields-1',
    });
    expect(filled.status).toBe('filled');
    for (const path of ['/orders', '/orders?status=history', '/fills', '/positions']) {
      expect((await api(as, 'GET', path)).status).toBe(200);
    }
    expect((await api(as, 'GET', `/orders/${filled.orderId}/contract-note`)).status).toBe(200);
    const triggers = await api(as, 'PATCH', `/positions/${BTC}`, {
      stopLoss: Math.round(bid * 0.96),
      takeProfit: Math.round(ask * 1.1),
    });
    expect(triggers.status, JSON.stringify(triggers.json)).toBe(200);
    expect((await api(as, 'DELETE', `/orders/${resting.orderId}`)).status).toBe(200);
    expect((await api(as, 'DELETE', '/orders')).status).toBe(200);
    expect((await api(as, 'POST', '/positions/close', { symbol: BTC })).status).toBe(201);
    expect((await api(as, 'GET', '/orders/999999999/contract-note')).status).toBe(404);
    expect(
      (
        await api(as, 'POST', '/backend/external-subscribe', {
          userId: who.userId,
          category: 'position',
        })
      ).status,
    ).toBe(200);

    // Instruments and market data, public.
    expect((await api(undefined, 'GET', '/instruments')).status).toBe(200);
    expect((await api(undefined, 'GET', `/instruments/${BTC}`)).status).toBe(200);
    const candles = `${marketPaths.candles}?symbol=BTCUSDT&resolution=1h`;
    expect((await call(server.url, 'GET', candles)).status).toBe(200);
    const dates = await funds('POST', marketPaths.dates, { currency: 'BTC', userId: who.userId });
    expect(dates.status).toBe(200);

    // Referrals and records.
    expect((await api(as, 'GET', '/referrals')).status).toBe(200);
    expect((await funds('GET', recordsPaths.closedPositions)).status).toBe(200);
    const fy = new Date().getUTCFullYear() - (new Date().getUTCMonth() < 3 ? 1 : 0);
    expect((await funds('GET', `${recordsPaths.statement}?fy=${fy}`)).status).toBe(200);

    expect(dropped).toEqual([]);
  }, 60_000);
});
