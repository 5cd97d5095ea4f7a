import { priceBandTicks } from '../../src/domain/trading/price-band.ts';
import type { CoreContext } from './core-context.ts';
import { fundingRate } from './funding.ts';

/**
 * One listed instrument's contract and market now, as the core has them: the figures of
 * `GET /instruments` (docs/exchange-core.md, "Funding"). Prices in USD, sizes in coins.
 */
export interface InstrumentFigures {
  readonly symbol: string;
  readonly kind: 'perpetual' | 'option';
  readonly coin: string;
  readonly tickSize: number;
  readonly lotSize: number;
  readonly maxLeverage: number;
  /** The band's share of the mark, and an option's floor in ticks each side (0: none). */
  readonly bandRate: number;
  readonly bandMinTicks: number;
  /** The band's edges now, USD (null before the first quote). */
  readonly bandLow: number | null;
  readonly bandHigh: number | null;
  readonly mark: number | null;
  readonly index: number | null;
  /** Perpetuals: the rate of the interval under way on the premium sampled so far. */
  readonly fundingRate: number | null;
  readonly lastFundingRate: number | null;
  readonly fundingIntervalS: number | null;
  /** Epoch ms of the next funding payment (null before the first quote, and for options). */
  readonly nextFundingAt: number | null;
  /** The long side's size (equal to the short side's), coins. */
  readonly openInterest: number;
  readonly maxOpenInterestPaise: number;
  readonly option: { strike: number; type: 'call' | 'put'; expiryMs: number } | null;
}

/** The figures of a listed instrument, or undefined when none is listed by that symbol. */
export function instrumentFigures(
  context: CoreContext,
  symbol: string,
): InstrumentFigures | undefined {
  const contract = context.contract(symbol);
  const market = context.markets.get(symbol);
  if (contract === undefined || market === undefined || !context.engine.book(symbol)) {
    return undefined;
  }
  const { units } = contract;
  const perpetual = units.option === undefined;
  const quoted = market.ask > 0;
  const band = quoted
    ? priceBandTicks(market.mark, contract.bandRate, contract.bandMinTicks)
    : undefined;
  let longLots = 0;
  for (const position of context.bySymbol.get(symbol) ?? []) {
    if (position.lots > 0) longLots += position.lots;
  }
  return {
    symbol,
    kind: units.kind,
    coin: units.coin,
    tickSize: units.tickSize,
    lotSize: units.lotSize,
    maxLeverage: contract.maxLeverage,
    bandRate: contract.bandRate,
    bandMinTicks: contract.bandMinTicks ?? 0,
    bandLow: band === undefined ? null : context.usd(symbol, band.low),
    bandHigh: band === undefined ? null : context.usd(symbol, band.high),
    mark: quoted ? context.markUsd(symbol) : null,
    index: quoted ? (market.indexUsd ?? context.usd(symbol, market.index)) : null,
    fundingRate: perpetual && quoted ? fundingRate(context, market) : null,
    lastFundingRate: perpetual ? market.lastFundingRate : null,
    fundingIntervalS: perpetual ? context.config.fundingIntervalS : null,
    nextFundingAt: perpetual && market.nextFundingAt > 0 ? market.nextFundingAt : null,
    openInterest: context.coins(symbol, longLots),
    maxOpenInterestPaise: contract.maxOpenInterestPaise,
    option: units.option === undefined ? null : { ...units.option },
  };
}

/** A perpetual's market and funding now (what the market socket adds to its entry); cheap. */
export interface FundingFigures {
  readonly mark: number;
  readonly index: number;
  readonly fundingRate: number;
  readonly nextFundingAt: number | null;
}

export function fundingFigures(context: CoreContext, symbol: string): FundingFigures | undefined {
  const contract = context.contract(symbol);
  const market = context.markets.get(symbol);
  if (contract?.units.option !== undefined || market === undefined || market.mark <= 0) {
    return undefined;
  }
  return {
    mark: context.markUsd(symbol),
    index: context.usd(symbol, market.index),
    fundingRate: fundingRate(context, market),
    nextFundingAt: market.nextFundingAt > 0 ? market.nextFundingAt : null,
  };
}

/** Every listed instrument's figures: the perpetuals in the contract table's order, then options. */
export function allInstrumentFigures(context: CoreContext): InstrumentFigures[] {
  const out: InstrumentFigures[] = [];
  for (const symbol of context.contracts.keys()) {
    const figures = instrumentFigures(context, symbol);
    if (figures !== undefined) out.push(figures);
  }
  return out.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'perpetual' ? -1 : 1));
}
