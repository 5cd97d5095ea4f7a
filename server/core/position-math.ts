import { INR_PER_USD, usdToInrPaise } from '../../src/domain/money/conversion.ts';
import { ORDER_FEE_PAISE } from '../../src/domain/trading/fees.ts';
import { MAINTENANCE_MARGIN_RATE } from '../../src/domain/trading/perp-margin.ts';

/**
 * The one set of position formulas: the risk checks, the liquidation, the answers and the screens'
 * figures all come from here, so the liquidation price a trader is shown is the one that acts.
 * Sizes in coins, prices in USD, money in paise; `direction` is 1 long, -1 short.
 */
const PAISE_PER_USD = INR_PER_USD * 100;

export const paiseToUsd = (paise: number): number => paise / PAISE_PER_USD;

export const notionalPaise = (coins: number, priceUsd: number): number =>
  usdToInrPaise(coins * priceUsd);

export const initialMarginPaise = (coins: number, priceUsd: number, leverage: number): number =>
  usdToInrPaise((coins * priceUsd) / leverage);

/** Maintenance margin in USD: the maintenance rate on the entry notional plus the fee of closing. */
export const maintenanceUsd = (coins: number, entryUsd: number): number =>
  coins * entryUsd * MAINTENANCE_MARGIN_RATE + paiseToUsd(ORDER_FEE_PAISE);

export const unrealisedUsd = (direction: number, coins: number, entry: number, mark: number) =>
  direction * coins * (mark - entry);

/** The price at which the position's margin is gone (a long's is never below 0). */
export function bankruptcyPrice(
  direction: number,
  coins: number,
  entry: number,
  marginPaise: number,
): number {
  const price = entry - (direction * paiseToUsd(marginPaise)) / coins;
  return Math.max(0, price);
}

/** The mark at which equity falls to maintenance margin (ratio 1); 0 for a long that cannot. */
export function liquidationPrice(
  direction: number,
  coins: number,
  entry: number,
  marginPaise: number,
): number {
  const price =
    entry + (direction * (maintenanceUsd(coins, entry) - paiseToUsd(marginPaise))) / coins;
  return Math.max(0, price);
}

/** Maintenance margin over equity; Infinity when equity is gone. */
export function marginRatio(
  direction: number,
  coins: number,
  entry: number,
  marginPaise: number,
  mark: number,
): number {
  const equity = paiseToUsd(marginPaise) + unrealisedUsd(direction, coins, entry, mark);
  return equity <= 0 ? Number.POSITIVE_INFINITY : maintenanceUsd(coins, entry) / equity;
}

/** P&L of closing `coins` of a position at `price`, in paise, rounded once. */
export const realisedPaise = (direction: number, coins: number, entry: number, price: number) =>
  usdToInrPaise(unrealisedUsd(direction, coins, entry, price));
