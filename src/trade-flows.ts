import type { PageRoute } from './machines/pages/page-route.ts';
import { marketViewActor } from './market-flows.ts';
import { tradeTabsActors } from './trading-flows.ts';

/**
 * The trade screen (/futureCharts?symbol=…): the route table loads this module with it, and the
 * root's pages actor runs its actors while it is shown, for the signed-in trader.
 */
export const tradeRoute: PageRoute = {
  waitsFor: 'user',
  actors: [marketViewActor, ...tradeTabsActors],
};
