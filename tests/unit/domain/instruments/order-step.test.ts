import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coinCode,
  DEFAULT_ORDER_STEP,
  ORDER_STEP_BY_COIN,
  orderStep,
  roundDownToStep,
} from '../../../../src/domain/instruments/order-step.ts';

/**
 * The lot table of docs/trading.md (Lots, spec section 9), one worked order per lot: asking for
 * one and a half lots trades exactly one lot, which pins the lot (a finer or coarser step would
 * trade a different size).
 */
const LOTS: readonly { coins: readonly string[]; asked: number; traded: number }[] = [
  { coins: ['BTC'], asked: 0.0015, traded: 0.001 },
  { coins: ['ETH'], asked: 0.015, traded: 0.01 },
  { coins: ['BNB', 'LTC'], asked: 0.15, traded: 0.1 },
  { coins: ['SHIB'], asked: 150_000, traded: 100_000 },
  { coins: ['DOT', 'LINK', 'AVAX', 'ATOM', 'SOL'], asked: 1.5, traded: 1 },
  { coins: ['ADA', 'XRP'], asked: 15, traded: 10 },
  { coins: ['DOGE'], asked: 150, traded: 100 },
];
const ONE_AND_A_HALF_LOTS = LOTS.flatMap(({ coins, asked, traded }) =>
  coins.map((coin) => [coin, asked, traded] as const),
);

describe('orderStep', () => {
  it.each(ONE_AND_A_HALF_LOTS)(
    'trades whole lots of %s: %d asked gives %d',
    (coin, asked, traded) => {
      expect(roundDownToStep(asked, orderStep(coin))).toBe(traded);
      expect(orderStep(coin)).toBe(traded);
    },
  );

  it('has a lot for exactly the coins of spec section 9', () => {
    const listed = ONE_AND_A_HALF_LOTS.map(([coin]) => coin).sort();
    expect(Object.keys(ORDER_STEP_BY_COIN).sort()).toEqual(listed);
  });

  it.each([
    ['btc', 0.001],
    ['BTCUSDT', 0.001],
    ['BTC-PERP', 0.001],
    ['ETH/USDT', 0.01],
    ['dogeusdt', 100],
    ['SHIBINR', 100000],
    ['ADA_USDC', 10],
    ['XRPBUSD', 10],
    ['SOL-27JUN25-150-C', 1],
    [' ltc ', 0.1],
  ])('uses the leading coin code of %j', (symbol, step) => {
    expect(orderStep(symbol)).toBe(step);
  });

  it.each(['', 'PEPE', 'USDT', 'BTCX', 'XBTUSD', 'toString', '__proto__', 'constructor'])(
    'defaults to 0.001 for %j',
    (symbol) => {
      expect(orderStep(symbol)).toBe(DEFAULT_ORDER_STEP);
    },
  );

  it('extracts the coin code', () => {
    expect(coinCode('linkusdt')).toBe('LINK');
    expect(coinCode('PEPEUSDT')).toBe('PEPE');
    expect(coinCode('USD')).toBe('USD');
  });

  it('returns a listed step or the default for any text', () => {
    const steps = new Set([...Object.values(ORDER_STEP_BY_COIN), DEFAULT_ORDER_STEP]);
    fc.assert(
      fc.property(fc.string(), (symbol) => {
        expect(steps.has(orderStep(symbol))).toBe(true);
      }),
    );
  });
});

describe('roundDownToStep', () => {
  it.each([
    [0.3, 0.1, 0.3],
    [0.35, 0.1, 0.3],
    [1.0029, 0.001, 1.002],
    [0.07, 0.01, 0.07],
    [250_000, 100_000, 200_000],
    [99, 10, 90],
    [0.0009, 0.001, 0],
    [-0.25, 0.1, -0.3],
  ])('rounds down without float drift: %d in steps of %d is %d', (quantity, step, rounded) => {
    expect(roundDownToStep(quantity, step)).toBe(rounded);
  });

  it.each([
    [Number.NaN, 0.1],
    [Number.POSITIVE_INFINITY, 0.1],
    [1, 0],
    [1, -1],
    [1, Number.NaN],
  ])('gives 0 for invalid input: %d in steps of %d', (quantity, step) => {
    expect(roundDownToStep(quantity, step)).toBe(0);
  });

  const stepArb = fc.constantFrom(
    ...new Set([...Object.values(ORDER_STEP_BY_COIN), DEFAULT_ORDER_STEP, 0.5, 0.25, 2.5e-7]),
  );

  it('returns the largest multiple of the step that is <= the input', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true }),
        stepArb,
        (quantity, step) => {
          const result = roundDownToStep(quantity, step);
          expect(result).toBeLessThanOrEqual(quantity);
          const steps = result / step;
          expect(Math.abs(steps - Math.round(steps))).toBeLessThanOrEqual(
            1e-9 * Math.max(1, Math.abs(steps)),
          );
          expect(quantity - result).toBeLessThan(step * (1 + 1e-9));
        },
      ),
    );
  });

  it('keeps exact decimal multiples unchanged', () => {
    const decimalStep = fc.constantFrom(
      { step: 1, places: 0 },
      { step: 0.1, places: 1 },
      { step: 0.01, places: 2 },
      { step: 0.001, places: 3 },
      { step: 0.0001, places: 4 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), decimalStep, (n, { step, places }) => {
        const quantity = Number((n * step).toFixed(places));
        expect(roundDownToStep(quantity, step)).toBe(quantity);
      }),
    );
  });
});
