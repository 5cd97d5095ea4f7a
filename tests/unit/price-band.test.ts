import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICE_BAND_RATE,
  insideBand,
  OPTION_PRICE_BAND_MIN_TICKS,
  OPTION_PRICE_BAND_RATE,
  PRICE_BAND_RATES,
  priceBand,
  priceBandRate,
  priceBandRefusal,
  priceBandTicks,
} from '../../src/domain/trading/price-band.ts';

describe('price bands', () => {
  it.each([
    ['BTC', 0.02],
    ['ETH', 0.02],
    ['DOGE', 0.05],
    // An inherited property name is not an underlying.
    ['constructor', 0.05],
    ['toString', 0.05],
  ])('bands BTC and ETH at 2% of the mark and every other coin at 5%: %s at %d', (coin, rate) => {
    expect(priceBandRate(coin)).toBe(rate);
  });

  it('lists the 2% coins and a 5% default for the rest', () => {
    expect(PRICE_BAND_RATES).toEqual({ BTC: 0.02, ETH: 0.02 });
    expect(DEFAULT_PRICE_BAND_RATE).toBe(0.05);
  });

  it('gives the band in USD around the mark', () => {
    const band = priceBand(95_000, 0.02);
    expect(band.low).toBeCloseTo(93_100, 6);
    expect(band.high).toBeCloseTo(96_900, 6);
  });

  it('rounds the edges in ticks inwards, never outwards by binary drift', () => {
    // 100 × 0.98 is 98.00000000000001 in binary: the edge is still 98, not 99.
    expect(priceBandTicks(100, 0.02)).toEqual({ low: 98, high: 102 });
    // 9,500,005 ticks of 0.01 (BTC at 95,000.05): 2% is 190,000.1 ticks.
    expect(priceBandTicks(9_500_005, 0.02)).toEqual({ low: 9_310_005, high: 9_690_005 });
    // A mark between two ticks: both edges lie strictly inside the band.
    const band = priceBandTicks(1_000.5, 0.05);
    expect(band).toEqual({ low: 951, high: 1_050 });
    expect(band.low).toBeGreaterThanOrEqual(1_000.5 * 0.95);
    expect(band.high).toBeLessThanOrEqual(1_000.5 * 1.05);
  });

  it("widens an option's band to a floor in ticks and never lets the low edge reach zero", () => {
    // A $5 option on a $1 tick: 50% is 2.5 ticks, the floor 20 ticks wins.
    expect(priceBandTicks(5, OPTION_PRICE_BAND_RATE, OPTION_PRICE_BAND_MIN_TICKS)).toEqual({
      low: 1,
      high: 25,
    });
    // A $2,000 option: 50% of the mark is wider than 20 ticks.
    expect(priceBandTicks(2_000, OPTION_PRICE_BAND_RATE, OPTION_PRICE_BAND_MIN_TICKS)).toEqual({
      low: 1_000,
      high: 3_000,
    });
  });

  it('tells whether a price is inside, edges included', () => {
    const band = { low: 98, high: 102 };
    expect([97, 98, 100, 102, 103].map((p) => insideBand(p, band))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it('names the band, the share and its edges in the refusal', () => {
    expect(
      priceBandRefusal({
        symbol: 'BTCUSDT-PERP',
        price: 98_000,
        rate: 0.02,
        low: 94_120.5,
        high: 98_003.7,
        tickSize: 0.01,
      }),
    ).toBe(
      'Price $98,000.00 is outside the price band: BTCUSDT-PERP trades within 2% of the mark ($94,120.50 – $98,003.70)',
    );
    // A coin with a fine tick keeps its decimals.
    expect(
      priceBandRefusal({
        symbol: 'DOGEUSDT-PERP',
        price: 0.3,
        rate: 0.05,
        low: 0.15105,
        high: 0.16695,
        tickSize: 0.00001,
      }),
    ).toBe(
      'Price $0.30000 is outside the price band: DOGEUSDT-PERP trades within 5% of the mark ($0.15105 – $0.16695)',
    );
    expect(
      priceBandRefusal({
        symbol: 'BTC-27JUN25-100000-C',
        price: 9,
        rate: 0.5,
        low: 100,
        high: 300,
        tickSize: 1,
        minTicks: 20,
      }),
    ).toBe(
      'Price $9.00 is outside the price band: BTC-27JUN25-100000-C trades within 50% or 20 ticks, whichever is wider, of the mark ($100.00 – $300.00)',
    );
  });
});
