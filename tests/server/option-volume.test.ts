import { describe, expect, it } from 'vitest';
import { OptionVolume, VOLUME_WINDOW_MS } from '../../server/modules/exchange/option-volume.ts';
import type { OptionInstrument } from '../../server/modules/market/sim/options/option-book.ts';
import { call } from './support/http-client.ts';
import { ManualClock } from './support/manual-clock.ts';
import { testServerForSuite } from './support/test-server.ts';
import { tradingClient } from './support/trading-client.ts';

/** Monday 23 Nov 2026 at 07:00 UTC; the 25 Nov expiry is two days away. */
const START = Date.UTC(2026, 10, 23, 7, 0);
const EXPIRY_TEXT = '25NOV26';
const PERP = 'BTCUSDT-PERP';

const clock = new ManualClock(START);

const market = () => server.app.market;

const client = tradingClient(() => server, 'volume');
const { order } = client;
const trader = () => client.trader(500_000);

/** The chain entry's volume of an option, as the market socket sends it. */
const volumeOf = (instrument: OptionInstrument): number =>
  market().optionEntry('BTC', instrument).volume;

const server = testServerForSuite({ clock, stillMarket: true });

describe('24 h volume per option contract', () => {
  it('counts each trade of an option once, in contracts, and no other option', async () => {
    const spot = market().sim.indexPrice('BTC') as number;
    const calls = (market().book('BTC').instruments(EXPIRY_TEXT) ?? [])
      .filter((i) => i.kind === 'call')
      .sort((a, b) => Math.abs(a.strike - spot) - Math.abs(b.strike - spot));
    const [traded, untouched] = calls;
    if (traded === undefined || untouched === undefined) throw new Error('no calls listed');
    expect(volumeOf(traded)).toBe(0);

    const who = await trader();
    const buy = { symbol: traded.name, side: 'BUY', type: 'market', size: 0.02 };
    expect(await order(who, buy)).toMatchObject({ status: 'filled' });
    expect(await order(who, { ...buy, side: 'SELL', size: 0.01 })).toMatchObject({
      status: 'filled',
    });
    // A buy of 0.02 and a sell of 0.01: 0.03 contracts changed hands.
    expect(volumeOf(traded)).toBe(0.03);
    expect(volumeOf(untouched)).toBe(0);

    // A day and two minutes later the trades have left the 24 h window.
    clock.advance(VOLUME_WINDOW_MS - 5 * 60_000);
    expect(volumeOf(traded)).toBe(0.03);
    clock.advance(7 * 60_000);
    expect(volumeOf(traded)).toBe(0);
  });
});

describe('the perpetual entry of the market socket', () => {
  it('carries open interest that follows the trades changing it', async () => {
    const before = market().socketEntry(PERP)?.openInterest;
    expect(typeof before).toBe('number');
    const who = await trader();
    await order(who, { symbol: PERP, side: 'BUY', type: 'market', size: 0.01, leverage: 10 });
    const after = market().socketEntry(PERP)?.openInterest as number;
    expect(after).toBeGreaterThan(before as number);
    const figures = await call(server.url, 'GET', `/api/v1/instruments/${PERP}`, {});
    expect((figures.json as { openInterest: number }).openInterest).toBe(after);
  });
});

describe('OptionVolume', () => {
  it('sums trades to the minute over the last 24 hours and forgets older ones', () => {
    const volume = new OptionVolume();
    const t0 = Date.UTC(2026, 0, 1, 12, 0, 30);
    volume.record('A', 0.1, t0);
    volume.record('A', 0.2, t0 + 10_000);
    volume.record('A', 0.3, t0 + 3_600_000);
    volume.record('B', 1, t0);
    volume.record('A', 0, t0);
    expect(volume.of('A', t0 + 3_600_000)).toBe(0.6);
    expect(volume.of('B', t0)).toBe(1);
    expect(volume.of('C', t0)).toBe(0);
    // The first minute's trades leave once their minute is a full day old.
    expect(volume.of('A', t0 + VOLUME_WINDOW_MS + 60_000)).toBe(0.3);
    expect(volume.of('A', t0 + VOLUME_WINDOW_MS + 3_600_000 + 60_000)).toBe(0);
    // A trade stamped before the newest minute still counts.
    volume.record('D', 0.5, t0 + 120_000);
    volume.record('D', 0.25, t0);
    expect(volume.of('D', t0 + 120_000)).toBe(0.75);
  });
});
