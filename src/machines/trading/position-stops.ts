import type { Currency } from '../../domain/money/currency.ts';
import { formatPriceIn } from '../../domain/money/price-text.ts';

/** What the /positions editor checks a new stop-loss and take-profit against (USD). */
export interface StopsPosition {
  readonly side: 'long' | 'short';
  readonly markPrice: number;
  /** 0 or less when unknown. */
  readonly liquidationPrice: number;
}

/**
 * New stop-loss and take-profit of an open position (USD, null for none; a typed zero, negative
 * or unreadable value kept as that number or NaN), checked as the exchange does before anything
 * is sent: each above zero; a long's stop below the mark and above the liquidation price, its
 * target above the mark (a short's the other way round). The words name prices in `currency`.
 */
export function positionStopsRefusal(
  position: StopsPosition,
  stopLoss: number | null,
  takeProfit: number | null,
  currency: Currency,
): string | null {
  const price = (usd: number) => formatPriceIn(usd, currency);
  const long = position.side === 'long';
  const mark = position.markPrice;
  if (stopLoss !== null && !(stopLoss > 0)) {
    return 'Stop-loss must be a price above zero, or left empty for none';
  }
  if (takeProfit !== null && !(takeProfit > 0)) {
    return 'Take-profit must be a price above zero, or left empty for none';
  }
  if (stopLoss !== null && mark > 0 && (long ? stopLoss >= mark : stopLoss <= mark)) {
    return `Stop-loss must be ${long ? 'below' : 'above'} the mark price (${price(mark)}) for a ${position.side}`;
  }
  const liquidation = position.liquidationPrice;
  if (
    stopLoss !== null &&
    liquidation > 0 &&
    (long ? stopLoss <= liquidation : stopLoss >= liquidation)
  ) {
    return `Stop-loss must be ${long ? 'above' : 'below'} the liquidation price (${price(liquidation)}), or the liquidation comes first`;
  }
  if (takeProfit !== null && mark > 0 && (long ? takeProfit <= mark : takeProfit >= mark)) {
    return `Take-profit must be ${long ? 'above' : 'below'} the mark price (${price(mark)}) for a ${position.side}`;
  }
  return null;
}
