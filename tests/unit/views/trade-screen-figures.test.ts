import { describe, expect, it } from 'vitest';
import type { LivePosition } from '../../../src/domain/trading/position-update.ts';
import { isChunkLoadError } from '../../../src/views/layout/shared/chunk-error.ts';
import {
  fundingCountdown,
  fundingRateText,
} from '../../../src/views/pages/app/trade/funding-countdown.ts';
import { positionLines } from '../../../src/views/widgets/market/charts/position-lines.ts';

const long: LivePosition = {
  symbol: 'BTCUSDT-PERP',
  side: 'long',
  size: 0.01,
  entryPrice: 95_018.73,
  markPrice: 95_015.88,
  unrealisedPnl: -2.42,
  realisedPnl: 0,
  margin: 8_079.01,
  leverage: 10,
  liquidationPrice: 85_779.32,
  stopLoss: 90_268,
  takeProfit: 99_770,
  marginRatio: 0.1,
  openedAt: '2026-11-27T12:00:00Z',
  kind: 'perpetual',
  expiry: null,
};

describe('the chart lines of a position', () => {
  it('draws entry, stop-loss, take-profit and liquidation at their prices', () => {
    expect(positionLines(long).map((l) => [l.title, l.price])).toEqual([
      ['Long entry', 95_018.73],
      ['Stop-loss', 90_268],
      ['Take-profit', 99_770],
      ['Liquidation', 85_779.32],
    ]);
  });

  it('leaves out what is not set: no stops, an option without liquidation, no position', () => {
    const bare = { ...long, side: 'short' as const, stopLoss: null, takeProfit: null };
    expect(positionLines(bare).map((l) => l.title)).toEqual(['Short entry', 'Liquidation']);
    expect(
      positionLines({ ...long, liquidationPrice: 0, kind: 'option' }).map((l) => l.title),
    ).toEqual(['Long entry', 'Stop-loss', 'Take-profit']);
    expect(positionLines(undefined)).toEqual([]);
    expect(positionLines({ ...long, size: 0 })).toEqual([]);
  });
});

describe('the funding countdown and rate', () => {
  const next = '2026-11-27T16:00:00.000Z';
  it('counts hours, minutes and seconds to the next funding, and stops at zero', () => {
    expect(fundingCountdown(next, Date.parse('2026-11-27T08:00:01Z'))).toBe('07:59:59');
    expect(fundingCountdown(next, Date.parse('2026-11-27T15:59:59.400Z'))).toBe('00:00:00');
    expect(fundingCountdown(next, Date.parse('2026-11-27T17:00:00Z'))).toBe('00:00:00');
    expect(fundingCountdown(null, 0)).toBe('—');
    expect(fundingCountdown('not a time', 0)).toBe('—');
  });

  it('signs the rate: positive, longs pay shorts', () => {
    expect(fundingRateText(0.0001)).toBe('+0.0100%');
    expect(fundingRateText(-0.000_025)).toBe('-0.0025%');
    expect(fundingRateText(0)).toBe('0.0000%');
    expect(fundingRateText(null)).toBe('—');
  });
});

describe('a failed code chunk is told from other errors', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://x/assets/PositionsPage-1.js',
    'error loading dynamically imported module',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/OrdersPage-2.css',
  ])('knows the browsers’ words for a dynamic import that failed: %s', (words) => {
    expect(isChunkLoadError(new TypeError(words))).toBe(true);
  });

  it('knows the browsers’ words for a dynamic import that failed, and nothing else', () => {
    expect(
      isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')")),
    ).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
