import type { ExchangeCore } from '../../core/exchange-core.ts';
import type { MarketService } from '../market/service.ts';

/**
 * Gives each perpetual's market entry (the market socket's futures categories) the core's mark,
 * index, funding rate of the interval under way, next funding time and open interest, read from
 * memory: the ticker's open interest follows the trades that change it.
 */
export function feedMarketFunding(market: MarketService, core: ExchangeCore): void {
  market.perpetualFunding = (symbol) => {
    const funding = core.funding(symbol);
    if (funding === undefined) return undefined;
    const openInterest = core.instrument(symbol)?.openInterest;
    return {
      markPrice: funding.mark,
      indexPrice: funding.index,
      fundingRate: funding.fundingRate,
      ...(openInterest === undefined ? {} : { openInterest }),
      ...(funding.nextFundingAt === null
        ? {}
        : { nextFundingTime: new Date(funding.nextFundingAt).toISOString() }),
    };
  };
}
