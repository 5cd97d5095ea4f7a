import {
  fromUnits,
  priceToTicks,
  sizeToLots,
} from '../../../src/domain/instruments/order-units.ts';
import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';
import {
  insideBand,
  OPTION_PRICE_BAND_MIN_TICKS,
  OPTION_PRICE_BAND_RATE,
  priceBandRate,
  priceBandRefusal,
  priceBandTicks,
} from '../../../src/domain/trading/price-band.ts';
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

/**
 * `banded`: a market order made an immediate-or-cancel limit at the band's edge (what it leaves
 * is cancelled because the band stopped it).
 */
export type IntakeResult =
  | { ok: true; command: PlaceCommand; banded?: boolean }
  | { ok: false; reason: string };

/** An instrument's price band now, in ticks, with what its refusal says. */
export interface InstrumentBand {
  low: number;
  high: number;
  /** The refusal of a price (ticks) outside it, naming the band. */
  refusal: (priceTicks: number) => string;
}

/**
 * The price band of an instrument around its mark (src/domain/trading/price-band.ts): a
 * perpetual's share of the mark per coin; an option's share of its own mark with a floor in ticks.
 */
export function instrumentBand(units: InstrumentUnits, markUsd: number): InstrumentBand {
  const option = units.kind === 'option';
  const rate = option ? OPTION_PRICE_BAND_RATE : priceBandRate(units.coin);
  const minTicks = option ? OPTION_PRICE_BAND_MIN_TICKS : 0;
  const { low, high } = priceBandTicks(markUsd / units.tickSize, rate, minTicks);
  return {
    low,
    high,
    refusal: (priceTicks) =>
      priceBandRefusal({
        symbol: units.symbol,
        price: fromUnits(priceTicks, units.tickSize),
        rate,
        low: fromUnits(low, units.tickSize),
        high: fromUnits(high, units.tickSize),
        tickSize: units.tickSize,
        ...(option ? { minTicks } : {}),
      }),
  };
}

export const INTAKE = {
  limitNeedsPrice: 'A limit order needs a price',
  marketHasNoPrice: 'A market order takes no price',
  marketTimeInForce:
    'A market order is immediate or cancel; it cannot be good till cancelled or post-only',
  emptyBand: 'No whole tick lies inside the price band around the mark now',
} as const;

/**
 * Turns a trader's order into an engine command in ticks and lots, or says why it cannot be one:
 * unknown or expired instrument, a size off the coin's step, a price off the tick size, a limit
 * price outside the price `band`. With a band, a market order becomes an immediate-or-cancel limit
 * at the band's edge on its side, so it never fills outside the band (what it cannot fill inside
 * is cancelled).
 */
export function toPlaceCommand(
  request: OrderRequest,
  units: InstrumentUnits | undefined,
  orderId: number,
  owner: string,
  band?: InstrumentBand,
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
    if (band !== undefined) {
      if (band.high < band.low) return { ok: false, reason: INTAKE.emptyBand };
      const edge = request.side === 'BUY' ? band.high : band.low;
      return {
        ok: true,
        command: { ...base, orderType: 'limit', timeInForce: 'IOC', price: edge, qty: lots.units },
        banded: true,
      };
    }
    return {
      ok: true,
      command: { ...base, orderType: 'market', timeInForce: 'IOC', price: 0, qty: lots.units },
    };
  }
  if (request.price === undefined) return { ok: false, reason: INTAKE.limitNeedsPrice };
  const ticks = priceToTicks(request.price, units.tickSize);
  if (!ticks.ok) return ticks;
  if (band !== undefined && !insideBand(ticks.units, band)) {
    return { ok: false, reason: band.refusal(ticks.units) };
  }
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
