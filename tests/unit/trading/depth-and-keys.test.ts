import { describe, expect, it } from 'vitest';
import { attachDepthStore } from '../../../src/services/market/depth-logic.ts';
import {
  cumulative,
  DepthStore,
  mergeTrades,
  TRADES_KEPT,
} from '../../../src/services/market/depth-store.ts';
import { MarketStore } from '../../../src/services/market/market-store.ts';
import {
  focusedInstrument,
  shortcutFor,
} from '../../../src/views/trading/shortcuts/shortcut-keys.ts';
import { payoffPoints } from '../../../src/views/trading/ticket/payoff-points.ts';

const trade = (id: number) => ({
  tradeId: String(id),
  price: 100 + id,
  size: 1,
  side: 'BUY' as const,
  time: id,
});

describe('the depth store', () => {
  it('adds sizes up from the best price outward', () => {
    expect(
      cumulative([
        { price: 10, size: 1 },
        { price: 9, size: 2.5 },
      ]).map((l) => l.total),
    ).toEqual([1, 3.5]);
  });

  it('keeps the newest trades first, without repeats, at most 50', () => {
    const kept = Array.from({ length: TRADES_KEPT }, (_, i) => trade(TRADES_KEPT - i));
    const merged = mergeTrades(kept, [trade(TRADES_KEPT + 1), trade(TRADES_KEPT)]);
    expect(merged).toHaveLength(TRADES_KEPT);
    expect(merged.slice(0, 2).map((t) => t.tradeId)).toEqual([
      String(TRADES_KEPT + 1),
      String(TRADES_KEPT),
    ]);
  });

  it('takes orderbook and trades frames and tells listeners once per frame', () => {
    const frames: (() => void)[] = [];
    const store = new DepthStore((callback) => frames.push(callback));
    let heard = 0;
    store.listen('BTCUSDT-PERP', () => {
      heard += 1;
    });
    const book = {
      symbol: 'BTCUSDT-PERP',
      bids: [{ price: 99, size: 1 }],
      asks: [{ price: 101, size: 2 }],
      timestamp: 1,
    };
    store.apply({ type: 'initial-data', category: 'orderbook', data: book });
    store.apply({
      type: 'initial-data',
      category: 'trades',
      data: { symbol: 'BTCUSDT-PERP', trades: [trade(1)] },
    });
    store.apply({
      type: 'symbol-update',
      category: 'trades',
      data: { symbol: 'BTCUSDT-PERP', trades: [trade(2)] },
    });
    store.apply({
      type: 'symbol-update',
      category: 'orderbook',
      data: { symbol: 'BTCUSDT-PERP', bids: 'x' },
    });
    expect(frames).toHaveLength(1);
    frames[0]?.();
    expect(heard).toBe(1);
    expect(store.book('BTCUSDT-PERP')).toEqual(book);
    expect(store.trades('BTCUSDT-PERP').map((t) => t.tradeId)).toEqual(['2', '1']);
  });
});

describe('the market store', () => {
  it('hands orderbook and trades messages to the depth store once it is attached', () => {
    const frames: (() => void)[] = [];
    const warnings: string[] = [];
    const scheduleFrame = (callback: () => void) => frames.push(callback);
    const store = new MarketStore({ now: () => 0, scheduleFrame, warn: (m) => warnings.push(m) });
    const depth = attachDepthStore(store, scheduleFrame);
    const book = {
      symbol: 'ETHUSDT-PERP',
      bids: [],
      asks: [{ price: 3_200, size: 1 }],
      timestamp: 2,
    };
    store.apply({
      type: 'symbol-update',
      category: 'orderbook',
      symbol: 'ETHUSDT-PERP',
      data: book,
    });
    expect(depth.book('ETHUSDT-PERP')).toEqual(book);
    expect(store.futures('ETHUSDT-PERP')).toBeUndefined();
    expect(warnings).toEqual([]);
  });
});

describe('keyboard shortcuts', () => {
  const press = (key: string, over: Partial<Parameters<typeof shortcutFor>[0]> = {}) =>
    shortcutFor({
      key,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      targetTag: 'BODY',
      targetEditable: false,
      ...over,
    });

  it('map B, S, / and ? outside fields, and nothing while typing or with a modifier', () => {
    expect(press('b')).toEqual({ kind: 'ticket', side: 'BUY' });
    expect(press('S')).toEqual({ kind: 'ticket', side: 'SELL' });
    expect(press('/')).toEqual({ kind: 'search' });
    expect(press('?')).toEqual({ kind: 'help' });
    expect(press('b', { targetTag: 'INPUT' })).toBeNull();
    expect(press('b', { targetEditable: true })).toBeNull();
    expect(press('s', { ctrlKey: true })).toBeNull();
    expect(press('x')).toBeNull();
  });

  it('trade the focused instrument first, else the page’s selected one', () => {
    const row = {
      closest: () => ({ dataset: { instrument: 'ETHUSDT-PERP' } }),
    } as unknown as Element;
    const page = {
      querySelector: () => ({ dataset: { selectedInstrument: 'BTCUSDT-PERP' } }),
    } as unknown as ParentNode;
    const nothing = { querySelector: () => null } as unknown as ParentNode;
    expect(focusedInstrument(row, page)).toBe('ETHUSDT-PERP');
    expect(focusedInstrument(null, page)).toBe('BTCUSDT-PERP');
    expect(focusedInstrument(null, nothing)).toBeNull();
  });
});

describe('the payoff line', () => {
  it('is flat at minus the premium below the strike and rises one for one above it', () => {
    const position = { type: 'call' as const, strike: 100_000, premium: 2_000, contracts: 1 };
    const [low, kink, high] = payoffPoints(position, 102_000);
    expect(low?.[1]).toBe(-2_000);
    expect(kink).toEqual([100_000, -2_000]);
    expect(high?.[1]).toBe((high?.[0] ?? 0) - 100_000 - 2_000);
  });
});
