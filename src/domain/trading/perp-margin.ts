import { INR_PER_USD, usdToInrPaise } from '../money/conversion.ts';

/**
 * Isolated margin of a perpetual position, in USD (convert with usdToInrPaise once, where money is
 * booked). Sizes are in coins, prices in USD.
 */
export type PositionSide = 'long' | 'short';

export const MIN_LEVERAGE = 1;
export const MAX_LEVERAGE = 200;

/**
 * Maintenance margin rate: 0.25% of the entry notional, at every leverage and size. It must stay
 * below 1/200 = 0.5% so that a 200x position is not liquidated on opening; at 200x it leaves a 0.25%
 * adverse move before liquidation, at 100x 0.75%, at 10x 9.75%.
 */
export const MAINTENANCE_MARGIN_RATE = 0.0025;

export const leverageError = (leverage: number): string | undefined => {
  if (!Number.isFinite(leverage)) return 'Leverage must be a number';
  if (leverage > MAX_LEVERAGE) return `Leverage above ${MAX_LEVERAGE}x is not allowed`;
  if (leverage < MIN_LEVERAGE) return `Leverage must be at least ${MIN_LEVERAGE}x`;
  return undefined;
};

export const notionalUsd = (sizeCoins: number, priceUsd: number): number => sizeCoins * priceUsd;

/** Initial margin: notional over leverage. */
export const initialMarginUsd = (notional: number, leverage: number): number => {
  const error = leverageError(leverage);
  if (error !== undefined) throw new RangeError(error);
  return notional / leverage;
};

/** Maintenance margin on the entry notional (so the liquidation price is fixed at entry). */
export const maintenanceMarginUsd = (entryNotional: number): number =>
  entryNotional * MAINTENANCE_MARGIN_RATE;

export const unrealisedPnlUsd = (
  side: PositionSide,
  sizeCoins: number,
  entryUsd: number,
  markUsd: number,
): number => (side === 'long' ? 1 : -1) * sizeCoins * (markUsd - entryUsd);

/**
 * The mark at which equity (margin + unrealised P&L) falls to maintenance margin plus the fee of
 * closing (`closeFeeUsd`, 0 to ignore fees):
 * long  entry × (1 − 1/leverage + MMR) + fee/size;
 * short entry × (1 + 1/leverage − MMR) − fee/size.
 * A long whose result is 0 or below cannot be liquidated (1x long without fee pressure): 0.
 */
export const liquidationPriceUsd = (
  side: PositionSide,
  entryUsd: number,
  leverage: number,
  sizeCoins: number,
  closeFeeUsd = 0,
): number => {
  const error = leverageError(leverage);
  if (error !== undefined) throw new RangeError(error);
  const feePerCoin = closeFeeUsd / sizeCoins;
  if (side === 'long') {
    return Math.max(0, entryUsd * (1 - 1 / leverage + MAINTENANCE_MARGIN_RATE) + feePerCoin);
  }
  return entryUsd * (1 + 1 / leverage - MAINTENANCE_MARGIN_RATE) - feePerCoin;
};

/** The fee-inclusive liquidation price with its parts, as the order ticket shows it. */
export const liquidationPriceParts = (
  side: PositionSide,
  entryUsd: number,
  leverage: number,
  sizeCoins: number,
  closeFeeUsd: number,
): { withoutFees: number; feeShift: number; withFees: number } => {
  const withoutFees = liquidationPriceUsd(side, entryUsd, leverage, sizeCoins);
  const withFees = liquidationPriceUsd(side, entryUsd, leverage, sizeCoins, closeFeeUsd);
  return { withoutFees, feeShift: withFees - withoutFees, withFees };
};

/** Initial margin of an order in INR paise: size × price / leverage, at 85, rounded once. */
export const initialMarginPaise = (sizeCoins: number, priceUsd: number, leverage: number): number =>
  usdToInrPaise(initialMarginUsd(notionalUsd(sizeCoins, priceUsd), leverage));

/** A fee in INR paise as USD, for the fee-inclusive liquidation price. */
export const paiseToUsd = (paise: number): number => paise / 100 / INR_PER_USD;

/**
 * Margin ratio = maintenance margin / (margin + unrealised P&L). Alert at 0.8, liquidate at 1.
 * Equity at or below zero gives Infinity (liquidate).
 */
export const marginRatio = (
  maintenanceUsd: number,
  marginUsd: number,
  unrealisedUsd: number,
): number => {
  const equity = marginUsd + unrealisedUsd;
  return equity <= 0 ? Number.POSITIVE_INFINITY : maintenanceUsd / equity;
};

export const MARGIN_ALERT_RATIO = 0.8;
export const LIQUIDATION_RATIO = 1;
