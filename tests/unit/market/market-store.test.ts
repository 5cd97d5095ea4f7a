import { describe, expect, it, vi } from 'vitest';
import {
  chainGroup,
  futuresGroup,
  MarketStore,
  STALE_AFTER_MS,
  spotGroup,
} from '../../../src/services/market/market-store.ts';
import { optionTicker, symbolUpdate, ticker } from '../support/market-messages.ts';

function setup() {
  let now = 1_000;
  const frames: (() => void)[] = [];
  const warn = vi.fn();
  const store = new MarketStore({
    now: () => now,
    scheduleFrame: (callback) => frames.push(callback),
    warn,
  });
  const frame = () => {
    const pending = frames.splice(0);
    for (const callback of pending) callback();
  };
  return { store, frames, frame, warn, advance: (ms: number) => (now += ms) };
}

describe('MarketStore', () => {
  it('applies an initial snapshot (record by symbol) and symbol updates', () => {
    const { store } = setup();
    store.apply({
      type: 'initial-data',
      category: 'dashboard',
      symbol: 'dashboard',
      data: { BTCUSDT: ticker(95_000), ETHUSDT: ticker(3_200) },
    });
    expect(store.members(spotGroup)).toEqual(['BTCUSDT', 'ETHUSDT']);
    store.apply(symbolUpdate('dashboard', 'BTCUSDT', ticker(95_001)));
    expect(store.spot('BTCUSDT')?.data.price).toBe(95_001);
    expect(store.spot('BTCUSDT')?.stale).toBe(false);
  });

  it('notifies each symbol listener at most once per animation frame, however many ticks', () => {
    const { store, frames, frame } = setup();
    const btc = vi.fn();
    const eth = vi.fn();
    store.listen('futures', 'BTCUSDT-PERP', btc);
    store.listen('futures', 'ETHUSDT-PERP', eth);
    for (let i = 0; i < 500; i += 1) {
      store.apply(
        symbolUpdate('futures', 'BTCUSDT-PERP', ticker(95_000 + i, { category: 'futures' })),
      );
    }
    expect(frames).toHaveLength(1);
    expect(btc).not.toHaveBeenCalled();
    frame();
    expect(btc).toHaveBeenCalledTimes(1);
    expect(eth).not.toHaveBeenCalled();
    expect(store.futures('BTCUSDT-PERP')?.data.price).toBe(95_499);
    frame();
    expect(btc).toHaveBeenCalledTimes(1);
  });

  it('keeps snapshots stable between updates (useSyncExternalStore needs that)', () => {
    const { store } = setup();
    store.apply(symbolUpdate('futures', 'X-PERP', ticker(1)));
    expect(store.futures('X-PERP')).toBe(store.futures('X-PERP'));
    expect(store.members(futuresGroup)).toBe(store.members(futuresGroup));
  });

  it('groups options by chain and skips an invalid symbol with a warning', () => {
    const { store, warn } = setup();
    store.apply({
      type: 'initial-data',
      category: 'option_chain',
      symbol: 'BTC-27JUN25',
      data: {
        'BTC-27JUN25-100000-C': optionTicker('BTC-27JUN25-100000-C'),
        'BTC-27JUN25-100000-P': optionTicker('BTC-27JUN25-100000-P'),
        'BTC-31JUN25-1-C': optionTicker('BTC-31JUN25-1-C'),
        'NOT-A-SYMBOL': optionTicker('NOT-A-SYMBOL'),
      },
    });
    expect(store.members(chainGroup('BTC', '27JUN25'))).toEqual([
      'BTC-27JUN25-100000-C',
      'BTC-27JUN25-100000-P',
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('BTC-31JUN25-1-C');
  });

  it('marks values stale after their normal rate and live again on the next update', () => {
    const { store, frame, advance } = setup();
    const listener = vi.fn();
    store.apply(symbolUpdate('dashboard', 'BTCUSDT', ticker(1)));
    store.listen('spot', 'BTCUSDT', listener);
    advance(STALE_AFTER_MS.spot);
    store.sweep();
    expect(store.spot('BTCUSDT')?.stale).toBe(false);
    advance(1);
    store.sweep();
    expect(store.spot('BTCUSDT')?.stale).toBe(true);
    frame();
    expect(listener).toHaveBeenCalledTimes(1);
    store.apply(symbolUpdate('dashboard', 'BTCUSDT', ticker(2)));
    expect(store.spot('BTCUSDT')?.stale).toBe(false);
  });

  it('marks everything stale when the connection drops', () => {
    const { store } = setup();
    store.apply(symbolUpdate('dashboard', 'BTCUSDT', ticker(1)));
    store.apply(symbolUpdate('option_chain', 'BTC-27JUN25-1-C', optionTicker('BTC-27JUN25-1-C')));
    store.markAllStale();
    expect(store.spot('BTCUSDT')?.stale).toBe(true);
    expect(store.option('BTC-27JUN25-1-C')?.stale).toBe(true);
  });

  it('drops a chain the page no longer shows', () => {
    const { store } = setup();
    store.apply(symbolUpdate('option_chain', 'BTC-27JUN25-1-C', optionTicker('BTC-27JUN25-1-C')));
    store.dropGroup(chainGroup('BTC', '27JUN25'));
    expect(store.option('BTC-27JUN25-1-C')).toBeUndefined();
    expect(store.members(chainGroup('BTC', '27JUN25'))).toEqual([]);
  });

  it('ignores pongs, unknown messages and data that is not an entry; warns on error messages', () => {
    const { store, warn } = setup();
    store.apply({ type: 'pong' });
    store.apply('nonsense');
    store.apply(symbolUpdate('dashboard', 'BTCUSDT', { price: 'x' }));
    store.apply({ type: 'error', message: 'Unknown dashboard symbols: X' });
    expect(store.members(spotGroup)).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Market stream error', 'Unknown dashboard symbols: X');
  });

  it('keeps a sparkline history: seeded closes, last point live, a new point each period', () => {
    const { store, advance } = setup();
    store.apply(symbolUpdate('dashboard', 'BTCUSDT', ticker(10)));
    store.seedHistory('BTCUSDT', [1, 2, 3], 60_000);
    expect(store.history('BTCUSDT')).toEqual([1, 2, 3, 10]);
    store.apply(symbolUpdate('dashboard', 'BTCUSDT', ticker(11)));
    expect(store.history('BTCUSDT')).toEqual([1, 2, 3, 11]);
    advance(60_000);
    store.apply(symbolUpdate('dashboard', 'BTCUSDT', ticker(12)));
    expect(store.history('BTCUSDT')).toEqual([1, 2, 3, 11, 12]);
  });
});
