import { priceToTicks, sizeToLots } from '../../../src/domain/instruments/order-units.ts';
import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';
import {
  type OrderType,
  type PlaceCommand,
  REJECT,
  type Side,
  type TimeInForce,
} from './engine/commands.ts';

/** An order as a trader writes it: decimal USD price and decimal coin size. */
export interface OrderRequest {
  symbol: string;
  side: Side;
  type: OrderType;
  size: number;
  price?: number;
  timeInForce?: TimeInForce;
}

export type IntakeResult = { ok: true; command: PlaceCommand } | { ok: false; reason: string };

export const INTAKE = {
  limitNeedsPrice: 'A limit order needs a price',
  marketHasNoPrice: 'A market order takes no price',
  marketTimeInForce:
    'A market order is immediate or cancel; it cannot be good till cancelled or post-only',
} as const;

/**
 * Turns a trader's order into an engine command in ticks and lots, or says why it cannot be one:
 * unknown or expired instrument, a size off the coin's step, a price off the tick size.
 */
export function toPlaceCommand(
  request: OrderRequest,
  units: InstrumentUnits | undefined,
  orderId: number,
  owner: string,
): IntakeResult {
  if (units === undefined) return { ok: false, reason: REJECT.unknownInstrument };
  const lots = sizeToLots(request.size, units.lotSize, units.coin);
  if (!lots.ok) return lots;
  const base = { type: 'place', symbol: units.symbol, orderId, owner, side: request.side } as const;
  if (request.type === 'market') {
    if (request.price !== undefined) return { ok: false, reason: INTAKE.marketHasNoPrice };
    if (request.timeInForce !== undefined && request.timeInForce !== 'IOC') {
      return { ok: false, reason: INTAKE.marketTimeInForce };
    }
    return {
      ok: true,
      command: { ...base, orderType: 'market', timeInForce: 'IOC', price: 0, qty: lots.units },
    };
  }
  if (request.price === undefined) return { ok: false, reason: INTAKE.limitNeedsPrice };
  const ticks = priceToTicks(request.price, units.tickSize);
  if (!ticks.ok) return ticks;
  return {
    ok: true,
    command: {
      ...base,
      orderType: 'limit',
      timeInForce: request.timeInForce ?? 'GTC',
      price: ticks.units,
      qty: lots.units,
    },
  };
}
