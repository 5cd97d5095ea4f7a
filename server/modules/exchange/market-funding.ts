import type { ExchangeCore } from '../../core/exchange-core.ts';
import type { MarketService } from '../market/service.ts';

/**
 * Gives each perpetual's market entry (the market socket's futures categories) the core's mark,
 * index, funding rate of the interval under way and next funding time, and the entries the
 * socket sends their open interest, read from memory: the ticker's open interest follows the
 * trades that change it.
 */
export function feedMarketFunding(market: MarketService, core: ExchangeCore): void {
  market.perpetualFunding = (symbol) => {
    const funding = core.funding(symbol);
    if (funding === undefined) return undefined;
    return {
      markPrice: funding.mark,
      indexPrice: funding.index,
      fundingRate: funding.fundingRate,
      ...(funding.nextFundingAt === null
        ? {}
        : { nextFundingTime: new Date(funding.nextFundingAt).toISOString() }),
    };
  };
  market.perpetualOpenInterest = (symbol) => core.instrument(symbol)?.openInterest;
}
