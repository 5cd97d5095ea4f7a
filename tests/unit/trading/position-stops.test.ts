import { describe, expect, it } from 'vitest';
import { positionStopsRefusal } from '../../../src/machines/trading/position-stops.ts';

const long = { side: 'long', markPrice: 100_000, liquidationPrice: 95_500 } as const;
const short = { side: 'short', markPrice: 100_000, liquidationPrice: 104_500 } as const;

describe('a position’s new stop-loss and take-profit, checked before anything is sent', () => {
  it('accepts sound values and none', () => {
    expect(positionStopsRefusal(long, 97_000, 110_000, 'INR')).toBeNull();
    expect(positionStopsRefusal(short, 103_000, 90_000, 'USD')).toBeNull();
    expect(positionStopsRefusal(long, null, null, 'INR')).toBeNull();
  });

  it('refuses zero, negative and unreadable values in words', () => {
    for (const bad of [0, -100, Number.NaN]) {
      expect(positionStopsRefusal(long, bad, null, 'INR')).toBe(
        'Stop-loss must be a price above zero, or left empty for none',
      );
      expect(positionStopsRefusal(long, null, bad, 'INR')).toBe(
        'Take-profit must be a price above zero, or left empty for none',
      );
    }
  });

  it('refuses the wrong side of the mark, naming it in the display currency', () => {
    expect(positionStopsRefusal(long, 101_000, null, 'INR')).toBe(
      'Stop-loss must be below the mark price (₹85,00,000.00) for a long',
    );
    expect(positionStopsRefusal(short, 99_000, null, 'USD')).toBe(
      'Stop-loss must be above the mark price ($100,000.00) for a short',
    );
    expect(positionStopsRefusal(long, null, 99_000, 'INR')).toBe(
      'Take-profit must be above the mark price (₹85,00,000.00) for a long',
    );
  });

  it('refuses a stop-loss the liquidation would beat', () => {
    expect(positionStopsRefusal(long, 95_000, null, 'INR')).toBe(
      'Stop-loss must be above the liquidation price (₹81,17,500.00), or the liquidation comes first',
    );
    expect(positionStopsRefusal(short, 105_000, null, 'USD')).toMatch(
      /^Stop-loss must be below the liquidation price \(\$104,500\.00\)/,
    );
  });
});
