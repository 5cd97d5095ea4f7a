import { describe, expect, it } from 'vitest';
import { applyTick, toBars } from '../../../src/domain/market/candle-bars.ts';
import { marketUserId } from '../../../src/services/market/identity.ts';
import { socketUrl } from '../../../src/services/sockets/websocket-transport.ts';
import {
  axisPriceFormatter,
  formatAmount,
  formatPercent,
  formatPrice,
  formatUsdFigure,
} from '../../../src/views/widgets/market/format.ts';
import { atmStrike, chainRows } from '../../../src/views/widgets/market/options/chain-rows.ts';

describe('option chain rows', () => {
  const symbols = [
    'BTC-27JUN25-100000-P',
    'BTC-27JUN25-90000-C',
    'BTC-27JUN25-100000-C',
    'BTC-27JUN25-110000-C',
    'garbage',
  ];

  it('pairs calls and puts by strike, ascending, skipping malformed names', () => {
    expect(chainRows(symbols)).toEqual([
      { strike: 90_000, call: 'BTC-27JUN25-90000-C', put: undefined },
      { strike: 100_000, call: 'BTC-27JUN25-100000-C', put: 'BTC-27JUN25-100000-P' },
      { strike: 110_000, call: 'BTC-27JUN25-110000-C', put: undefined },
    ]);
  });

  it('finds the at-the-money strike closest to the underlying', () => {
    const rows = chainRows(symbols);
    expect(atmStrike(rows, 96_000)).toBe(100_000);
    expect(atmStrike(rows, 94_000)).toBe(90_000);
    expect(atmStrike(rows, undefined)).toBeUndefined();
    expect(atmStrike([], 1)).toBeUndefined();
  });
});

describe('candles', () => {
  it('turns candles into ascending bars in epoch seconds (ms accepted too)', () => {
    const bars = toBars([
      { time: 1_795_330_920, open: 2, high: 3, low: 1, close: 2, volume: 1 },
      { time: 1_795_330_860_000, open: 1, high: 2, low: 1, close: 2, volume: 1 },
    ]);
    expect(bars.map((b) => b.time)).toEqual([1_795_330_860, 1_795_330_920]);
  });

  it('moves the last candle within its period and opens a new one after it', () => {
    const last = { time: 60, open: 10, high: 12, low: 9, close: 11 };
    expect(applyTick(last, 13, 119_000, 60_000)).toEqual({
      time: 60,
      open: 10,
      high: 13,
      low: 9,
      close: 13,
    });
    expect(applyTick(last, 8, 120_000, 60_000)).toEqual({
      time: 120,
      open: 11,
      high: 11,
      low: 8,
      close: 8,
    });
    expect(applyTick(undefined, 5, 120_000, 60_000)).toEqual({
      time: 120,
      open: 5,
      high: 5,
      low: 5,
      close: 5,
    });
  });
});

describe('price display', () => {
  it('shows USD, or INR at 85 per USD, in full precision', () => {
    expect(formatPrice(95_000.5, 'USD')).toBe('$95,000.50');
    expect(formatPrice(100, 'INR')).toBe('₹8,500.00');
    expect(formatPrice(0.0000095, 'USD')).toBe('$0.0000095000');
    // Two prices a tick apart never read the same, and a column of them lines up.
    expect(formatPrice(0.15998, 'USD')).toBe('$0.15998');
    expect(formatPrice(0.16, 'USD')).toBe('$0.16000');
    expect(formatPrice(2.1034, 'USD')).toBe('$2.1034');
    expect(formatPrice(2.1035, 'USD')).not.toBe(formatPrice(2.1034, 'USD'));
    // In rupees one decimal fewer: a USD tick is ₹0.00085 on DOGE, still two ticks apart.
    expect(formatPrice(0.15988, 'INR')).toBe('₹13.5898');
    expect(formatPrice(0.15989, 'INR')).not.toBe(formatPrice(0.15988, 'INR'));
    expect(formatPrice(95_000.5, 'INR')).toBe('₹80,75,042.50');
    // A column headed "Price (USD)" gets the figure alone.
    expect(formatUsdFigure(94_988.92)).toBe('94,988.92');
    expect(formatUsdFigure(2.1034)).toBe('2.1034');
    // A spread reads to its book's tick.
    expect(formatPrice(0.00007, 'USD', 0.16)).toBe('$0.00007');
    expect(formatPrice(Number.NaN, 'USD')).toBe('—');
  });

  it('shows amounts compactly and changes with a sign', () => {
    expect(formatAmount(25_100_000_000, 'USD')).toBe('$25.1B');
    expect(formatAmount(1_000_000, 'INR')).toBe('₹8.5 Cr');
    expect(formatPercent(1.234)).toBe('+1.23%');
    expect(formatPercent(-0.5)).toBe('-0.50%');
  });

  it('labels a chart price axis with the display currency grouping', () => {
    expect(axisPriceFormatter('INR')(8_220_000)).toBe('82,20,000.00');
    expect(axisPriceFormatter('USD')(96_705.5)).toBe('96,705.50');
    expect(axisPriceFormatter('USD')(0.00001234)).toBe('0.00001234');
  });
});

describe('market identity', () => {
  it('uses the trader id when signed in, else the guest id, and nothing while restoring', () => {
    expect(marketUserId({ restoring: true, signedInUserId: 'u1', guestId: 'g_a' })).toBeNull();
    expect(marketUserId({ restoring: false, signedInUserId: 'u1', guestId: 'g_a' })).toBe('u1');
    expect(marketUserId({ restoring: false, signedInUserId: null, guestId: 'g_a' })).toBe('g_a');
    expect(marketUserId({ restoring: false, signedInUserId: null, guestId: null })).toBeNull();
  });
});

describe('socket URL', () => {
  it('uses ws on http and wss on https, on the page origin or a configured base', () => {
    const query = { userId: 'g_a', category: 'user' };
    expect(socketUrl('', '/market/ws', query, { protocol: 'http:', host: 'localhost:8080' })).toBe(
      'ws://localhost:8080/market/ws?userId=g_a&category=user',
    );
    expect(socketUrl('', '/market/ws', query, { protocol: 'https:', host: 'x.in' })).toBe(
      'wss://x.in/market/ws?userId=g_a&category=user',
    );
    expect(
      socketUrl('https://md.x.in', '/market/ws', query, { protocol: 'http:', host: 'a' }),
    ).toBe('wss://md.x.in/market/ws?userId=g_a&category=user');
  });
});
