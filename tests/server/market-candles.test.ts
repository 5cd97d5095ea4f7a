import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMarketApp } from '../../server/modules/market/standalone.ts';
import { MarketTestClient } from './support/market-client.ts';

/** A clock that does not move: prices stay where they start, so REST and socket agree exactly. */
const FROZEN = Date.UTC(2026, 10, 22, 9, 30, 17);
const clock = { now: () => FROZEN };
const apps: FastifyInstance[] = [];

async function start(seed: string): Promise<string> {
  const app = await buildMarketApp(
    { NODE_ENV: 'test', MARKET_SEED: seed, MARKET_TICK_MS: '50' },
    clock,
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

let url = '';
beforeAll(async () => {
  url = await start('99');
});
afterAll(async () => {
  for (const app of apps) await app.close();
});

const getCandles = async (base: string, query: string) =>
  (await (await fetch(`${base}/market/candles?${query}`)).json()) as {
    candles: { time: number; open: number; close: number }[];
  };

describe('candles against the live market', () => {
  it('ends every resolution at the live price the socket reports', async () => {
    const client = await MarketTestClient.open(url, 'g_cand1');
    client.send({
      action: 'subscribe',
      userId: 'g_cand1',
      category: 'futures_symbol',
      symbols: ['ETHUSDT-PERP'],
    });
    const initial = await client.waitFor((f) => f.type === 'initial-data');
    const price = (initial.data as Record<string, { price: number }>)['ETHUSDT-PERP']?.price;
    for (const resolution of ['1m', '5m', '15m', '1h', '4h', '1d']) {
      const { candles } = await getCandles(url, `symbol=ETHUSDT-PERP&resolution=${resolution}`);
      expect(candles.at(-1)?.close).toBe(price);
    }
    client.ws.terminate();
  });

  it('returns only candles inside the range', async () => {
    const to = Math.floor(FROZEN / 1000) - 86_400;
    const from = to - 6 * 3_600;
    const { candles } = await getCandles(url, `symbol=SOLUSDT&resolution=1h&from=${from}&to=${to}`);
    expect(candles).toHaveLength(7);
    expect(candles[0]?.time).toBe(Math.floor(from / 3600) * 3600);
    expect(candles.every((c) => c.time <= to)).toBe(true);
  });

  it('is the same market for the same seed and a different one for another seed', async () => {
    const same = await start('99');
    const other = await start('100');
    const query = 'symbol=BTCUSDT&resolution=4h';
    expect(await getCandles(same, query)).toEqual(await getCandles(url, query));
    expect(await getCandles(other, query)).not.toEqual(await getCandles(url, query));
  });
});

describe('candles over the wire', () => {
  const candlesUrl = () => `${url}/market/candles?symbol=BTCUSDT&resolution=1h`;

  it('answers a browser that accepts brotli with a compressed body that decodes to the candles', async () => {
    const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        request(candlesUrl(), { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      },
    );
    expect(headers['content-encoding']).toBe('br');
    const plain = await (
      await fetch(candlesUrl(), { headers: { 'accept-encoding': 'identity' } })
    ).text();
    expect(body.length).toBeLessThan(plain.length / 2);
    const { candles } = JSON.parse(brotliDecompressSync(body).toString()) as { candles: unknown[] };
    expect(candles.length).toBeGreaterThan(20);
  });

  it('answers a client that accepts no encoding in plain JSON', async () => {
    const response = await fetch(candlesUrl(), { headers: { 'accept-encoding': 'identity' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(((await response.json()) as { candles: unknown[] }).candles.length).toBeGreaterThan(20);
  });
});
