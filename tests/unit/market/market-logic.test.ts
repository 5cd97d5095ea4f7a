import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { MarketFeed } from '../../../src/services/market/market-feed.ts';
import {
  type MarketConnection,
  provideMarketLogic,
} from '../../../src/services/market/market-logic.ts';
import type { MarketServices } from '../../../src/services/market/market-services.ts';
import { MarketStore } from '../../../src/services/market/market-store.ts';
import { symbolUpdate, ticker } from '../support/market-messages.ts';

/** A market socket whose user id the test moves. */
function connection(initial: string | null) {
  let userId = initial;
  const observers = new Set<() => void>();
  const socket: MarketConnection = {
    getSnapshot: () => ({ context: { userId } }),
    subscribe: (observer) => {
      observers.add(observer);
      return { unsubscribe: () => observers.delete(observer) };
    },
  };
  const become = (next: string | null) => {
    userId = next;
    for (const observer of [...observers]) observer();
  };
  return { socket, become, observers };
}

function setup(userId: string | null) {
  const frames: (() => void)[] = [];
  const store = new MarketStore({
    now: () => 0,
    scheduleFrame: (callback) => frames.push(callback),
    warn: () => {},
  });
  const candle = { time: 1_763_884_800, open: 10, high: 12, low: 9, close: 11, volume: 1 };
  const api = { candles: vi.fn(async () => [candle]), dates: vi.fn(async () => ['27NOV26']) };
  const stops: (() => void)[] = [];
  const feed = {
    activate: vi.fn(),
    watch: vi.fn(async () => {
      const stop = vi.fn();
      stops.push(stop);
      return stop;
    }),
  };
  const market = connection(userId);
  let now = candle.time * 1000 + 20_000;
  const logic = provideMarketLogic({
    services: { store, api } as unknown as MarketServices,
    feed: feed as unknown as MarketFeed,
    connection: market.socket,
    now: () => now,
  });
  const tick = (price: number, at: number) => {
    now = at;
    store.apply(
      symbolUpdate(
        'futures',
        'BTCUSDT-PERP',
        ticker(price, { lastUpdated: at, category: 'futures' }),
      ),
    );
    for (const frame of frames.splice(0)) frame();
  };
  return { logic, feed, market, stops, tick, store, api, candleMs: candle.time * 1000 };
}

describe('the market machines learn the market user id themselves', () => {
  it('a topic watch asks for the connection, subscribes under the user id, and again for a new one', async () => {
    const { logic, feed, market, stops } = setup(null);
    const topic = createActor(logic.topic, { input: { topic: { category: 'futures' } } }).start();
    expect(feed.activate).toHaveBeenCalledTimes(1);
    expect(topic.getSnapshot().value).toBe('waiting');
    expect(feed.watch).not.toHaveBeenCalled();

    market.become('g_k3x9q');
    expect(topic.getSnapshot().context.userId).toBe('g_k3x9q');
    await vi.waitFor(() => expect(topic.getSnapshot().value).toEqual({ watching: 'subscribed' }));
    expect(feed.watch).toHaveBeenCalledWith({ category: 'futures' });

    market.become('trader-1');
    expect(stops[0]).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(feed.watch).toHaveBeenCalledTimes(2));

    topic.stop();
    expect(stops[1]).toHaveBeenCalledTimes(1);
    expect(market.observers.size).toBe(0);
  });

  it('a user id already known reaches the topic at its start', async () => {
    const { logic, feed } = setup('g_k3x9q');
    const topic = createActor(logic.topic, { input: { topic: { category: 'dashboard' } } }).start();
    expect(topic.getSnapshot().context.userId).toBe('g_k3x9q');
    await vi.waitFor(() => expect(feed.watch).toHaveBeenCalledTimes(1));
    topic.stop();
  });

  it('the expiry tabs load their dates once the user id is known', async () => {
    const { logic, market } = setup(null);
    const expiries = createActor(logic.expiries, {
      input: { currency: 'BTC', now: Date.UTC(2026, 10, 26) },
    }).start();
    expect(expiries.getSnapshot().value).toBe('waitingForUser');
    market.become('g_k3x9q');
    await vi.waitFor(() => expect(expiries.getSnapshot().value).toEqual({ ready: 'current' }));
    expect(expiries.getSnapshot().context.dates).toEqual(['27NOV26']);
    expiries.stop();
  });
});

describe('a chart history folds the live ticks of its symbol', () => {
  it('moves the last candle within its minute and opens the next one after it', async () => {
    const { logic, tick, candleMs } = setup('g_k3x9q');
    const history = createActor(logic.chartHistory, {
      input: { symbol: 'BTCUSDT-PERP', resolution: '1m', periodMs: 60_000, bars: 300 },
    }).start();
    tick(50, candleMs + 10_000);
    expect(history.getSnapshot().context.candles).toHaveLength(0);
    await vi.waitFor(() => expect(history.getSnapshot().value).toBe('ready'));

    tick(13, candleMs + 30_000);
    expect(history.getSnapshot().context.candles).toEqual([
      { time: candleMs / 1000, open: 10, high: 13, low: 9, close: 13 },
    ]);
    tick(8, candleMs + 70_000);
    expect(history.getSnapshot().context.candles.at(-1)).toEqual({
      time: candleMs / 1000 + 60,
      open: 13,
      high: 13,
      low: 8,
      close: 8,
    });
    history.stop();
    tick(20, candleMs + 80_000);
    expect(history.getSnapshot().context.candles).toHaveLength(2);
  });
});

describe('the dashboard sparklines', () => {
  it('read each spot symbol’s hourly closes once, after it arrives, and seed the store with them', async () => {
    const { logic, store, api } = setup('g_k3x9q');
    const sparklines = createActor(logic.sparklines).start();
    store.apply(symbolUpdate('dashboard', 'BTCUSDT', ticker(50)));
    store.flush();
    expect(api.candles).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(api.candles).toHaveBeenCalledTimes(1));
    // The candle's close (11) now comes before the live price (50).
    await vi.waitFor(() => expect(store.history('BTCUSDT')).toContain(11));
    expect(api.candles).toHaveBeenCalledWith(
      'BTCUSDT',
      '1h',
      expect.any(Number),
      expect.any(Number),
    );
    store.apply(symbolUpdate('dashboard', 'BTCUSDT', ticker(12, { lastUpdated: 2 })));
    store.flush();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(api.candles).toHaveBeenCalledTimes(1);
    sparklines.stop();
  });
});
