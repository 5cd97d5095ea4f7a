import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMarketApp } from '../../server/modules/market/standalone.ts';
import { FAST_MARKET_ENV, MarketTestClient } from './support/market-client.ts';

let app: FastifyInstance;
let url = '';
let client: MarketTestClient;
const USER = 'g_fuzz1';

beforeAll(async () => {
  app = await buildMarketApp({ NODE_ENV: 'test', ...FAST_MARKET_ENV });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  client = await MarketTestClient.open(url, USER);
  client.send({
    action: 'subscribe',
    userId: USER,
    category: 'futures_symbol',
    symbols: ['SOLUSDT-PERP'],
  });
  await client.waitFor((f) => f.type === 'initial-data');
});

afterAll(async () => {
  client.ws.terminate();
  await app.close();
});

const category = fc.constantFrom(
  'dashboard',
  'futures',
  'futures_symbol',
  'option_chain',
  'option_chain_symbol',
  'user',
  '',
  'x',
);
const symbol = fc.oneof(
  fc.constantFrom('BTCUSDT', 'BTCUSDT-PERP', 'BTC-27JUN25-100000-C', 'ETH-1JAN30-1-P', '-', ''),
  fc.string({ maxLength: 80 }),
);
const nearlyValid = fc.record(
  {
    action: fc.constantFrom('subscribe', 'unsubscribe', 'noop'),
    userId: fc.oneof(fc.constant(USER), fc.string({ maxLength: 70 })),
    category,
    symbols: fc.oneof(fc.array(symbol, { maxLength: 20 }), fc.anything()),
    currency: fc.oneof(fc.constantFrom('BTC', 'ETH', 'XRP'), fc.anything()),
    date: fc.oneof(
      fc.constantFrom('27JUN25', '31FEB25', '99XXX99', ''),
      fc.string({ maxLength: 12 }),
    ),
    type: fc.constantFrom('ping', 'pong', 'subscribe'),
  },
  { requiredKeys: [] },
);
const frame = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.anything().map((value) => JSON.stringify(value) ?? 'undefined'),
  nearlyValid.map((value) => JSON.stringify(value)),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
);

describe('market socket robustness', () => {
  it('survives arbitrary messages: every batch is followed by a pong and updates continue', async () => {
    let pings = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 25 }), async (frames) => {
        for (const data of frames) client.ws.send(data);
        client.send({ type: 'ping' });
        pings++;
        const expected = pings;
        await client.waitFor(
          () => client.frames.filter((f) => f.type === 'pong').length >= expected,
        );
        expect(client.ws.readyState).toBe(client.ws.OPEN);
      }),
      { numRuns: 60, seed: 4242 },
    );
    const mark = client.frames.length;
    const update = await client.waitFor(
      (f) => f.type === 'symbol-update' && f.symbol === 'SOLUSDT-PERP',
      mark,
    );
    expect(update.category).toBe('futures_symbol');
    const dates = await fetch(`${url}/market/dates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'ETH', userId: USER }),
    });
    expect(dates.status).toBe(200);
  });
});
