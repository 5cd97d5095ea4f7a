import { describe, expect, it } from 'vitest';
import {
  PERP_SYMBOLS,
  SPOT_SYMBOLS,
  UNDERLYINGS,
} from '../../server/modules/market/sim/catalogue.ts';
import { candles, marketEntry } from '../../server/modules/market/sim/entries.ts';
import { gbmStep, MS_PER_YEAR, realisedVolatility } from '../../server/modules/market/sim/gbm.ts';
import { MarketSim } from '../../server/modules/market/sim/market-sim.ts';
import { createRng } from '../../server/modules/market/sim/rng.ts';
import { RESOLUTION_SECONDS } from './support/candle-resolutions.ts';

const START = Date.UTC(2026, 10, 22, 6, 45, 13);
/** One sim step: a fifth of the default 250 ms price tick. */
const STEP_MS = 50;

function run(seed: number, steps: number): MarketSim {
  const sim = new MarketSim({ seed, startMs: START, historyDays: 31 });
  for (let i = 1; i <= steps; i++) sim.step(START + i * STEP_MS);
  return sim;
}

describe('catalogue', () => {
  it('lists the 13 dashboard coins and 121 described perpetuals', () => {
    expect(SPOT_SYMBOLS).toEqual(
      [
        'BTC',
        'ETH',
        'BNB',
        'SOL',
        'ADA',
        'XRP',
        'DOGE',
        'DOT',
        'LINK',
        'AVAX',
        'LTC',
        'SHIB',
        'ATOM',
      ].map((base) => `${base}USDT`),
    );
    expect(PERP_SYMBOLS).toHaveLength(121);
    expect(new Set(PERP_SYMBOLS).size).toBe(121);
    expect(UNDERLYINGS[0]?.perpDescription).toBe('Bitcoin perpetual');
    expect(UNDERLYINGS.every((u) => u.perpDescription.endsWith(' perpetual'))).toBe(true);
  });
});

describe('determinism', () => {
  it('gives the same market for the same seed, start and steps', () => {
    const a = run(11, 200);
    const b = run(11, 200);
    for (const symbol of [...SPOT_SYMBOLS, ...PERP_SYMBOLS]) {
      expect(marketEntry(a, symbol)).toEqual(marketEntry(b, symbol));
    }
    expect(candles(a, 'ETHUSDT-PERP', '1h', 0, START / 1000 + 3600)).toEqual(
      candles(b, 'ETHUSDT-PERP', '1h', 0, START / 1000 + 3600),
    );
  });

  it('gives a different market for another seed', () => {
    expect(marketEntry(run(11, 50), 'BTCUSDT')?.price).not.toBe(
      marketEntry(run(12, 50), 'BTCUSDT')?.price,
    );
  });
});

describe('geometric Brownian motion', () => {
  it('never goes negative and realises its volatility (seeded, 20 000 steps)', () => {
    const rng = createRng(99);
    const dt = 250 / MS_PER_YEAR;
    const prices = [0.0000095];
    for (let i = 0; i < 20_000; i++)
      prices.push(gbmStep(prices.at(-1) ?? 0, 1.0, dt, rng.normal()));
    expect(Math.min(...prices)).toBeGreaterThan(0);
    const vol = realisedVolatility(prices, dt);
    expect(vol).toBeGreaterThan(0.95);
    expect(vol).toBeLessThan(1.05);
  });

  it('moves the simulated BTC at a plausible volatility over half an hour', () => {
    const sim = new MarketSim({ seed: 5, startMs: START, historyDays: 31 });
    const prices: number[] = [];
    for (let i = 1; i <= 36_000; i++) {
      sim.step(START + i * STEP_MS);
      if (i % 5 === 0) prices.push(sim.track('BTCUSDT')?.track.price ?? 0);
    }
    const vol = realisedVolatility(prices, 250 / MS_PER_YEAR);
    expect(vol).toBeGreaterThan(0.45);
    expect(vol).toBeLessThan(0.65);
  });
});

describe('entries and candles', () => {
  const sim = run(3, 2_000);
  const now = START + 2_000 * STEP_MS;

  it('fills every field of a market entry consistently', () => {
    const entry = marketEntry(sim, 'BTCUSDT-PERP');
    expect(entry).toMatchObject({
      description: 'Bitcoin perpetual',
      category: 'futures',
      lastUpdated: now,
    });
    if (entry === undefined) throw new Error('no entry');
    expect(entry.bid).toBeLessThan(entry.ask);
    expect(entry.low).toBeLessThanOrEqual(entry.price);
    expect(entry.high).toBeGreaterThanOrEqual(entry.price);
    expect(entry.volume).toBeGreaterThan(0);
    expect(entry.changePercent).toBeCloseTo((entry.change / (entry.price - entry.change)) * 100, 1);
  });

  it('serves 30+ days at every resolution, aligned, ending at the live price', () => {
    const toSec = Math.floor(now / 1000);
    for (const [resolution, seconds] of RESOLUTION_SECONDS) {
      const list = candles(sim, 'SOLUSDT', resolution, toSec - 30 * 86400, toSec) ?? [];
      expect(list.length).toBeGreaterThan(0);
      expect(
        list.every(
          (c) =>
            c.time % seconds === 0 &&
            c.low <= c.open &&
            c.low <= c.close &&
            c.high >= c.open &&
            c.high >= c.close,
        ),
      ).toBe(true);
      expect(list.at(-1)?.close).toBe(marketEntry(sim, 'SOLUSDT')?.price);
      for (let i = 1; i < list.length; i++)
        expect(list[i]?.time).toBeGreaterThan(list[i - 1]?.time ?? 0);
    }
    const daily = candles(sim, 'SOLUSDT', '1d', toSec - 30 * 86400, toSec) ?? [];
    expect(daily.length).toBeGreaterThanOrEqual(30);
  });

  it('joins history and live minutes without a gap', () => {
    const minute = Math.floor(START / 60_000) * 60;
    const list = candles(sim, 'ETHUSDT', '1m', minute - 120, minute + 60) ?? [];
    expect(list.map((c) => c.time)).toEqual([minute - 120, minute - 60, minute, minute + 60]);
    expect(list[2]?.open).toBe(list[1]?.close);
  });
});
