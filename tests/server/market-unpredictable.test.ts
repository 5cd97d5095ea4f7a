import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createCryptoRng } from '../../server/modules/market/sim/rng.ts';
import { buildMarketApp } from '../../server/modules/market/standalone.ts';
import { ManualClock } from './support/manual-clock.ts';

const START = Date.UTC(2026, 10, 27, 9, 0, 0);
/** A step is a fifth of the 250 ms tick; BTC moves every fifth step. */
const STEP_MS = 50;
const STEPS = 60;
const apps: FastifyInstance[] = [];

afterAll(async () => {
  for (const app of apps) await app.close();
});

/** A market server on its own clock at START; `seed` set or not in its environment. */
async function marketServer(seed: string | undefined) {
  const clock = new ManualClock(START);
  const app = await buildMarketApp(
    { NODE_ENV: 'test', ...(seed === undefined ? {} : { MARKET_SEED: seed }) },
    clock,
  );
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const market = app.market;
  void market.sim;
  market.stop();
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    /** The BTC perpetual's price after each of the next STEPS live steps. */
    livePath: () => {
      const path: number[] = [];
      for (let i = 0; i < STEPS; i++) {
        clock.advance(STEP_MS);
        market.tick();
        path.push(market.entry('BTCUSDT-PERP')?.price ?? Number.NaN);
      }
      return path;
    },
  };
}

/** The hour candles of the day before the start, over HTTP. */
const historyBefore = async (url: string) => {
  const to = Math.floor(START / 1000) - 3_600;
  const response = await fetch(
    `${url}/market/candles?symbol=BTCUSDT-PERP&resolution=1h&from=${to - 86_400}&to=${to}`,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { candles: unknown[] }).candles;
};

describe('the live market’s steps', () => {
  it('come from node:crypto without MARKET_SEED: two servers diverge, though their history agrees', async () => {
    const one = await marketServer(undefined);
    const two = await marketServer(undefined);
    const history = await historyBefore(one.url);
    expect(history.length).toBeGreaterThan(20);
    expect(await historyBefore(two.url)).toEqual(history);
    const first = one.livePath();
    const second = two.livePath();
    expect(first.every(Number.isFinite)).toBe(true);
    expect(new Set(first).size).toBeGreaterThan(5);
    expect(second).not.toEqual(first);
    // Neither follows the public default seed's path.
    const seeded = (await marketServer('20251122')).livePath();
    expect(first).not.toEqual(seeded);
    expect(second).not.toEqual(seeded);
  });

  it('follow MARKET_SEED when it is set: two servers with the same seed step alike', async () => {
    const one = (await marketServer('20251122')).livePath();
    const two = (await marketServer('20251122')).livePath();
    expect(new Set(one).size).toBeGreaterThan(5);
    expect(two).toEqual(one);
    expect((await marketServer('7')).livePath()).not.toEqual(one);
  });

  it('draw uniforms in [0, 1) and standard normals from node:crypto', () => {
    const rng = createCryptoRng();
    const n = 50_000;
    let sum = 0;
    let squares = 0;
    let min = 1;
    let max = 0;
    for (let i = 0; i < n; i++) {
      const u = rng.uniform();
      min = Math.min(min, u);
      max = Math.max(max, u);
      const z = rng.normal();
      sum += z;
      squares += z * z;
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1);
    expect(max - min).toBeGreaterThan(0.99);
    expect(Math.abs(sum / n)).toBeLessThan(0.03);
    expect(squares / n).toBeGreaterThan(0.95);
    expect(squares / n).toBeLessThan(1.05);
  });
});
