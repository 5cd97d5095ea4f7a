import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coinCode,
  DEFAULT_ORDER_STEP,
  ORDER_STEP_BY_COIN,
  orderStep,
  roundDownToStep,
} from '../../../../src/domain/instruments/order-step.ts';

describe('orderStep', () => {
  it('has the step of every coin in spec section 9', () => {
    expect(ORDER_STEP_BY_COIN).toEqual({
      BTC: 0.001,
      ETH: 0.01,
      BNB: 0.1,
      SOL: 1,
      ADA: 10,
      XRP: 10,
      DOGE: 100,
      DOT: 1,
      LINK: 1,
      AVAX: 1,
      LTC: 0.1,
      SHIB: 100000,
      ATOM: 1,
    });
    for (const [coin, step] of Object.entries(ORDER_STEP_BY_COIN)) {
      expect(orderStep(coin)).toBe(step);
    }
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
  it('rounds down without float drift', () => {
    expect(roundDownToStep(0.3, 0.1)).toBe(0.3);
    expect(roundDownToStep(0.35, 0.1)).toBe(0.3);
    expect(roundDownToStep(1.0029, 0.001)).toBe(1.002);
    expect(roundDownToStep(0.07, 0.01)).toBe(0.07);
    expect(roundDownToStep(250_000, 100_000)).toBe(200_000);
    expect(roundDownToStep(99, 10)).toBe(90);
    expect(roundDownToStep(0.0009, 0.001)).toBe(0);
    expect(roundDownToStep(-0.25, 0.1)).toBe(-0.3);
  });

  it('gives 0 for invalid input', () => {
    expect(roundDownToStep(Number.NaN, 0.1)).toBe(0);
    expect(roundDownToStep(Number.POSITIVE_INFINITY, 0.1)).toBe(0);
    expect(roundDownToStep(1, 0)).toBe(0);
    expect(roundDownToStep(1, -1)).toBe(0);
    expect(roundDownToStep(1, Number.NaN)).toBe(0);
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
