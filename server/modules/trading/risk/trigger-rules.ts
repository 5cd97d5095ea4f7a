import type { PlaceOrderBody } from '../../../../src/contracts/trading.ts';
import { TRIGGER_REFUSAL } from '../../../../src/contracts/trading-risk.ts';

export type PositionSide = 'long' | 'short';
export type TriggerKind = 'stop-loss' | 'take-profit';

const positive = (value: number | null | undefined): boolean =>
  value === null || value === undefined || (Number.isFinite(value) && value > 0);

const sizeRefusal = (stopLoss: number | null | undefined, takeProfit: number | null | undefined) =>
  !positive(stopLoss)
    ? TRIGGER_REFUSAL.stopLossPositive
    : !positive(takeProfit)
      ? TRIGGER_REFUSAL.takeProfitPositive
      : undefined;

/**
 * A stop-loss or take-profit given with an order: a long's stop below the price it enters at and
 * its target above (a short's the other way round). The entry is the limit price of a limit order
 * and the mark of a market order, the price the triggers watch.
 */
export function orderTriggerRefusal(
  body: Pick<PlaceOrderBody, 'side' | 'type' | 'price' | 'stopLoss' | 'takeProfit' | 'reduceOnly'>,
  mark: number | undefined,
): string | undefined {
  const { stopLoss, takeProfit } = body;
  if (stopLoss === undefined && takeProfit === undefined) return undefined;
  if (body.reduceOnly === true) return TRIGGER_REFUSAL.notOnReduceOnly;
  const refusal = sizeRefusal(stopLoss, takeProfit);
  if (refusal !== undefined) return refusal;
  const entry = body.type === 'limit' ? body.price : mark;
  if (entry === undefined) return undefined;
  const buy = body.side === 'BUY';
  if (stopLoss !== undefined && (buy ? stopLoss >= entry : stopLoss <= entry)) {
    return buy ? TRIGGER_REFUSAL.stopLossBelowEntryBuy : TRIGGER_REFUSAL.stopLossAboveEntrySell;
  }
  if (takeProfit !== undefined && (buy ? takeProfit <= entry : takeProfit >= entry)) {
    return buy ? TRIGGER_REFUSAL.takeProfitAboveEntryBuy : TRIGGER_REFUSAL.takeProfitBelowEntrySell;
  }
  return undefined;
}

/** New trigger prices for an open position, checked against the mark price now. */
export function positionTriggerRefusal(
  side: PositionSide,
  mark: number,
  stopLoss: number | null | undefined,
  takeProfit: number | null | undefined,
): string | undefined {
  const refusal = sizeRefusal(stopLoss, takeProfit);
  if (refusal !== undefined) return refusal;
  const long = side === 'long';
  if (typeof stopLoss === 'number' && (long ? stopLoss >= mark : stopLoss <= mark)) {
    return long ? TRIGGER_REFUSAL.stopLossBelowMarkLong : TRIGGER_REFUSAL.stopLossAboveMarkShort;
  }
  if (typeof takeProfit === 'number' && (long ? takeProfit <= mark : takeProfit >= mark)) {
    return long
      ? TRIGGER_REFUSAL.takeProfitAboveMarkLong
      : TRIGGER_REFUSAL.takeProfitBelowMarkShort;
  }
  return undefined;
}

/** Which trigger the mark has reached, if any: a long's stop at or below it, target at or above. */
export function triggerHit(
  side: PositionSide,
  mark: number,
  stopLoss: number | null,
  takeProfit: number | null,
): TriggerKind | undefined {
  const long = side === 'long';
  if (stopLoss !== null && (long ? mark <= stopLoss : mark >= stopLoss)) return 'stop-loss';
  if (takeProfit !== null && (long ? mark >= takeProfit : mark <= takeProfit)) return 'take-profit';
  return undefined;
}
