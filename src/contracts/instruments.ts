import { type Static, Type } from 'typebox';
import { literals, orNull, RequestId } from './schema-parts.ts';

/**
 * The public contract spec (docs/exchange-core.md, "Funding"): GET /api/v1/instruments and
 * GET /api/v1/instruments/:symbol, answered from the exchange core's memory. Prices are USD,
 * sizes coins, money INR rupees; a figure the market has not given yet is null.
 */

export const instrumentPaths = {
  list: '/instruments',
  one: '/instruments/:symbol',
} as const;

export const InstrumentKind = literals('perpetual', 'option');
export type InstrumentKind = Static<typeof InstrumentKind>;

export const Instrument = Type.Object({
  symbol: Type.String(),
  kind: InstrumentKind,
  /** The coin: a perpetual's size unit, an option's underlying. */
  underlying: Type.String(),
  /** The price step, USD. */
  tickSize: Type.Number(),
  /** The size step (and the smallest size), coins. */
  lotSize: Type.Number(),
  maxLeverage: Type.Integer(),
  /**
   * Prices outside the band are refused: the mark ± `rate` of it (an option: or `minTicks`
   * ticks, whichever is wider); `low` and `high` are its edges now.
   */
  priceBand: Type.Object({
    rate: Type.Number(),
    minTicks: Type.Integer(),
    low: orNull(Type.Number()),
    high: orNull(Type.Number()),
  }),
  markPrice: orNull(Type.Number()),
  indexPrice: orNull(Type.Number()),
  /**
   * Perpetuals: the rate of the interval under way, on the premium so far (positive: longs pay
   * shorts), the last one paid, the interval and the time of the next payment (ISO). Options: null.
   */
  fundingRate: orNull(Type.Number()),
  lastFundingRate: orNull(Type.Number()),
  fundingIntervalSeconds: orNull(Type.Integer()),
  nextFundingTime: orNull(Type.String()),
  /** The long side's size (equal to the short side's), coins, and its value at the mark, USD. */
  openInterest: Type.Number(),
  openInterestUsd: orNull(Type.Number()),
  /** What one trader may hold in it (position and resting orders at the mark), INR. */
  maxOpenInterestPerTrader: Type.Number(),
  /** Options: strike (USD), call or put, and expiry (ISO); perpetuals: null. */
  option: Type.Union([
    Type.Object({
      strike: Type.Number(),
      type: literals('call', 'put'),
      expiry: Type.String(),
    }),
    Type.Null(),
  ]),
});
export type Instrument = Static<typeof Instrument>;

export const InstrumentsQuery = Type.Object({ kind: Type.Optional(InstrumentKind) });
export type InstrumentsQuery = Static<typeof InstrumentsQuery>;

export const InstrumentsResponse = Type.Object({ instruments: Type.Array(Instrument) });
export type InstrumentsResponse = Static<typeof InstrumentsResponse>;

export const InstrumentParams = Type.Object({
  symbol: RequestId,
});
export type InstrumentParams = Static<typeof InstrumentParams>;
