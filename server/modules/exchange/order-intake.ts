import type { PlaceOrderBody } from '../../../src/contracts/trading.ts';
import { priceToTicks, sizeToLots } from '../../../src/domain/instruments/order-units.ts';
import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';

export const VENUE_REFUSAL = {
  unknownInstrument: 'Unknown or expired instrument',
  limitNeedsPrice: 'A limit order needs a price',
  marketHasNoPrice: 'A market order takes no price',
  marketTimeInForce:
    'A market order is immediate or cancel; it cannot be good till cancelled or post-only',
} as const;

/** What keeps a trader's decimals from becoming ticks and lots, in words; undefined when none. */
export function orderIntakeRefusal(
  body: PlaceOrderBody,
  units: InstrumentUnits | undefined,
): string | undefined {
  if (units === undefined) return VENUE_REFUSAL.unknownInstrument;
  const lots = sizeToLots(body.size, units.lotSize, units.coin);
  if (!lots.ok) return lots.reason;
  if (body.type === 'market' && body.price !== undefined) return VENUE_REFUSAL.marketHasNoPrice;
  if (body.type === 'market' && body.timeInForce !== undefined && body.timeInForce !== 'IOC') {
    return VENUE_REFUSAL.marketTimeInForce;
  }
  if (body.type === 'limit' && body.price === undefined) return VENUE_REFUSAL.limitNeedsPrice;
  // The stop-loss and take-profit stay USD prices on the mark: the core checks them.
  if (body.price !== undefined) {
    const ticks = priceToTicks(body.price, units.tickSize);
    if (!ticks.ok) return ticks.reason;
  }
  return undefined;
}
