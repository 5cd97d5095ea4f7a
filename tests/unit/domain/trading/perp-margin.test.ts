import { describe, expect, it } from 'vitest';
import { usdToInrPaise } from '../../../../src/domain/money/conversion.ts';
import { ORDER_FEE_PAISE } from '../../../../src/domain/trading/fees.ts';
import {
  initialMarginPaise,
  initialMarginUsd,
  leverageError,
  liquidationPriceParts,
  liquidationPriceUsd,
  maintenanceMarginUsd,
  marginRatio,
  notionalUsd,
  paiseToUsd,
  unrealisedPnlUsd,
} from '../../../../src/domain/trading/perp-margin.ts';

describe('perpetual initial margin', () => {
  it('is notional over leverage', () => {
    // 0.01 BTC at 95,000 USD = 950 USD notional; at 20x, 47.5 USD = ₹4,037.50.
    const notional = notionalUsd(0.01, 95_000);
    expect(notional).toBeCloseTo(950, 9);
    expect(initialMarginUsd(notional, 20)).toBeCloseTo(47.5, 9);
    expect(usdToInrPaise(initialMarginUsd(notional, 20))).toBe(403_750);
    // 1 BTC at 100,000 at the top leverage of 200x: 500 USD.
    expect(initialMarginUsd(100_000, 200)).toBe(500);
    expect(initialMarginUsd(3_000, 1)).toBe(3_000);
    // 2 ETH at 3,210.55 with 7x: 6,421.10 / 7 = 917.3 USD = ₹77,970.50 (917.3 x 85).
    expect(initialMarginPaise(2, 3_210.55, 7)).toBe(7_797_050);
  });

  it('refuses leverage outside 1x to 200x, in words', () => {
    expect(leverageError(200)).toBeUndefined();
    expect(leverageError(1)).toBeUndefined();
    expect(leverageError(201)).toBe('Leverage above 200x is not allowed');
    expect(leverageError(0.5)).toBe('Leverage must be at least 1x');
    expect(leverageError(Number.NaN)).toBe('Leverage must be a number');
    expect(() => initialMarginUsd(1_000, 250)).toThrow('Leverage above 200x');
  });
});

describe('maintenance margin and liquidation', () => {
  it('keeps maintenance at a quarter percent of the entry notional', () => {
    // 1 BTC bought at 100,000: 250 USD.
    expect(maintenanceMarginUsd(100_000)).toBeCloseTo(250, 9);
  });

  it('puts a 200x long at a 0.25% fall and a 200x short at a 0.25% rise, fees aside', () => {
    // Margin 500, maintenance 250: equity 500 + (P - 100,000) reaches 250 at P = 99,750.
    expect(liquidationPriceUsd('long', 100_000, 200, 1)).toBeCloseTo(99_750, 6);
    expect(liquidationPriceUsd('short', 100_000, 200, 1)).toBeCloseTo(100_250, 6);
    // 10x: margin 10,000; equity reaches 250 after a loss of 9,750.
    expect(liquidationPriceUsd('long', 100_000, 10, 1)).toBeCloseTo(90_250, 6);
    expect(liquidationPriceUsd('short', 100_000, 10, 1)).toBeCloseTo(109_750, 6);
    // 1x long: margin 100,000; equity 100,000 + (P - 100,000) = 250 at P = 250.
    expect(liquidationPriceUsd('long', 100_000, 1, 1)).toBeCloseTo(250, 6);
  });

  it('moves the liquidation price by the closing fee per coin when fees count', () => {
    // ₹23.60 = 23.60 / 85 USD ≈ 0.277647 USD. On 0.01 BTC bought at 100,000 with 200x: margin 5,
    // maintenance 2.5; equity 5 + 0.01 (P - 100,000) = 2.5 + 0.277647 gives P = 99,750 + 27.7647.
    const fee = paiseToUsd(ORDER_FEE_PAISE);
    expect(fee).toBeCloseTo(23.6 / 85, 12);
    expect(liquidationPriceUsd('long', 100_000, 200, 0.01, fee)).toBeCloseTo(99_777.764_705_9, 5);
    expect(liquidationPriceUsd('short', 100_000, 200, 0.01, fee)).toBeCloseTo(100_222.235_294_1, 5);
    const parts = liquidationPriceParts('short', 100_000, 200, 0.01, fee);
    expect(parts.withoutFees).toBeCloseTo(100_250, 6);
    expect(parts.feeShift).toBeCloseTo(-27.764_705_9, 5);
    expect(parts.withFees).toBeCloseTo(100_222.235_294_1, 5);
  });

  it('reads the margin ratio as maintenance over equity', () => {
    // 1 BTC long at 100,000, 200x: margin 500, maintenance 250. At 99,812.5 the loss is 187.5,
    // equity 312.5, ratio 0.8 (the alert); at 99,750 it is 1 (liquidation).
    const pnlAlert = unrealisedPnlUsd('long', 1, 100_000, 99_812.5);
    expect(pnlAlert).toBeCloseTo(-187.5, 9);
    expect(marginRatio(250, 500, pnlAlert)).toBeCloseTo(0.8, 12);
    expect(marginRatio(250, 500, unrealisedPnlUsd('long', 1, 100_000, 99_750))).toBeCloseTo(1, 12);
    expect(marginRatio(250, 500, -600)).toBe(Number.POSITIVE_INFINITY);
    // A short gains when the mark falls: 2 ETH short from 3,000, mark 2,900: +200.
    expect(unrealisedPnlUsd('short', 2, 3_000, 2_900)).toBeCloseTo(200, 9);
  });
});

describe('usdToInrPaise', () => {
  it('converts at 85 and rounds once to the paisa, halves away from zero', () => {
    expect(usdToInrPaise(1)).toBe(8_500);
    expect(usdToInrPaise(0.1)).toBe(850);
    expect(usdToInrPaise(23.6 / 85)).toBe(2_360);
    // 0.5 paisa each way, and 1.005 paise.
    expect(usdToInrPaise(0.5 / 8_500)).toBe(1);
    expect(usdToInrPaise(-0.5 / 8_500)).toBe(-1);
    expect(usdToInrPaise(1.005 / 8_500)).toBe(1);
    expect(usdToInrPaise(0.4 / 8_500)).toBe(0);
    expect(usdToInrPaise(-0.4 / 8_500)).toBe(0);
  });
});
