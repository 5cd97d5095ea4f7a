import type { PlaceOrderBody } from '../../contracts/trading.ts';
import type { TicketInstrument } from './ticket-instrument.ts';
import type { TicketDraft } from './ticket-types.ts';

/**
 * POST /orders' body for a draft (docs/trading.md). Leverage goes with perpetuals only (an option's
 * is ignored); stop-loss and take-profit only when set, and never on a reduce-only order or an option.
 */
export function ticketOrderBody(
  instrument: TicketInstrument,
  draft: TicketDraft,
  clientOrderId: string,
): PlaceOrderBody & { stopLoss?: number; takeProfit?: number } {
  const perpetual = instrument.kind === 'perpetual';
  const protect = perpetual && !draft.reduceOnly;
  return {
    symbol: draft.symbol,
    side: draft.side,
    type: draft.type,
    size: draft.size,
    ...(draft.type === 'limit' && draft.price !== null ? { price: draft.price } : {}),
    ...(perpetual ? { leverage: draft.leverage } : {}),
    ...(draft.reduceOnly ? { reduceOnly: true, timeInForce: 'IOC' as const } : {}),
    clientOrderId,
    ...(protect && draft.stopLoss !== null ? { stopLoss: draft.stopLoss } : {}),
    ...(protect && draft.takeProfit !== null ? { takeProfit: draft.takeProfit } : {}),
  };
}
