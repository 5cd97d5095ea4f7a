import type { FastifyInstance } from 'fastify';
import {
  type Instrument,
  InstrumentParams,
  Instrument as InstrumentSchema,
  InstrumentsQuery,
  InstrumentsResponse,
  instrumentPaths,
} from '../../../src/contracts/instruments.ts';
import type { InstrumentFigures } from '../../core/instrument-figures.ts';
import { HttpError } from '../../http/errors.ts';
import { routeSchema } from '../../http/route-schema.ts';

/** What the routes read: the core's figures, from memory (never a command, never a write). */
export interface InstrumentSource {
  instrument(symbol: string): InstrumentFigures | undefined;
  instruments(): InstrumentFigures[];
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
const cents = (usd: number): number => Math.round(usd * 100) / 100;

/** The core's figures in the API's shape (src/contracts/instruments.ts). */
export function instrumentOf(f: InstrumentFigures): Instrument {
  return {
    symbol: f.symbol,
    kind: f.kind,
    underlying: f.coin,
    tickSize: f.tickSize,
    lotSize: f.lotSize,
    maxLeverage: f.maxLeverage,
    priceBand: { rate: f.bandRate, minTicks: f.bandMinTicks, low: f.bandLow, high: f.bandHigh },
    markPrice: f.mark,
    indexPrice: f.index,
    fundingRate: f.fundingRate,
    lastFundingRate: f.lastFundingRate,
    fundingIntervalSeconds: f.fundingIntervalS,
    nextFundingTime: iso(f.nextFundingAt),
    openInterest: f.openInterest,
    openInterestUsd: f.mark === null ? null : cents(f.openInterest * f.mark),
    maxOpenInterestPerTrader: f.maxOpenInterestPaise / 100,
    option:
      f.option === null
        ? null
        : {
            strike: f.option.strike,
            type: f.option.type,
            expiry: iso(f.option.expiryMs) as string,
          },
  };
}

/**
 * GET /instruments (every listed perpetual and option, or one kind) and GET /instruments/:symbol:
 * the contract spec with the market now, public and answered from the core's memory.
 */
export function instrumentRoutes(app: FastifyInstance, source: InstrumentSource): void {
  app.get<{ Querystring: InstrumentsQuery }>(
    instrumentPaths.list,
    { schema: routeSchema({ 200: InstrumentsResponse }, { querystring: InstrumentsQuery }) },
    async (request) => {
      const kind = request.query.kind;
      const all = source.instruments().filter((f) => kind === undefined || f.kind === kind);
      return { instruments: all.map(instrumentOf) };
    },
  );

  app.get<{ Params: InstrumentParams }>(
    instrumentPaths.one,
    { schema: routeSchema({ 200: InstrumentSchema }, { params: InstrumentParams }) },
    async (request) => {
      const { symbol } = request.params;
      const figures = source.instrument(symbol);
      if (figures === undefined) {
        throw new HttpError(
          404,
          `No instrument ${symbol} is listed`,
          'GET /api/v1/instruments lists the perpetuals and options that are',
        );
      }
      return instrumentOf(figures);
    },
  );
}
