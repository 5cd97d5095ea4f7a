import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMarketApp } from '../../server/modules/market/standalone.ts';
import { MarketTestClient } from './support/market-client.ts';

let app: FastifyInstance;
let url = '';

beforeAll(async () => {
  app = await buildMarketApp({
    NODE_ENV: 'test',
    MARKET_WS_RATE_LIMIT: '3',
    MARKET_REST_RATE_LIMIT: '5',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

describe('market rate limits', () => {
  it('counts socket upgrades with their own limit, apart from REST calls', async () => {
    const sockets = [];
    for (let i = 0; i < 3; i++) sockets.push(await MarketTestClient.open(url, `g_lim0${i}`));
    await expect(MarketTestClient.open(url, 'g_lim09')).rejects.toThrow('HTTP 429');
    const dates = await fetch(`${url}/market/dates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'BTC', userId: 'g_lim00' }),
    });
    expect(dates.status).toBe(200);
    for (const socket of sockets) socket.ws.terminate();
  });

  it('limits REST calls per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${url}/market/candles?symbol=BTCUSDT&resolution=1h`);
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 4).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
