import { usdToInrPaise } from '../../../../src/domain/money/conversion.ts';
import { maintenanceMarginUsd } from '../../../../src/domain/trading/perp-margin.ts';

/** The margin ratio at which a trader is warned, and below which the warning is armed again. */
export const MARGIN_ALERT_REARM_RATIO = 0.7;
/** What a position shows when its equity is at or below zero (the ratio is infinite). */
export const MARGIN_RATIO_SHOWN_MAX = 100;

/**
 * Margin ratio of a perpetual position (src/domain/trading/perp-margin.ts), in paise so that it
 * sees the same margin and P&L the ledger does: maintenance (0.25% of the entry notional) over
 * equity (margin + unrealised P&L). Infinity when the equity is at or below zero.
 */
export function positionMarginRatio(
  sizeCoins: number,
  entryPrice: number,
  marginPaise: bigint,
  unrealisedPaise: bigint,
): number {
  const maintenance = usdToInrPaise(maintenanceMarginUsd(Math.abs(sizeCoins) * entryPrice));
  const equity = Number(marginPaise + unrealisedPaise);
  return equity <= 0 ? Number.POSITIVE_INFINITY : maintenance / equity;
}

/** The ratio as a position shows it: 4 decimals, at most MARGIN_RATIO_SHOWN_MAX. */
export const shownMarginRatio = (ratio: number): number =>
  Math.min(MARGIN_RATIO_SHOWN_MAX, Number(ratio.toFixed(4)));
