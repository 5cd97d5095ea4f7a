import type { Instrument } from './contracts/instruments.ts';
import { systemIds } from './machines/ids.ts';
import { futuresTableMachine } from './machines/market/futures-table.machine.ts';
import { marketViewMachine } from './machines/market/market-view.machine.ts';
import type { PageActorSpec, PageRoute } from './machines/pages/page-route.ts';
import { bookSeedLogic, marketLogic } from './market-system.ts';
import { followBrowserLocation } from './routing/browser-location.ts';
import { provideTicker } from './services/market/ticker-logic.ts';
import { authServices } from './system.ts';

/**
 * A market page's one actor with its widgets' effects provided (REST reads, the market feed, the
 * clocks, the browser's location). The route table (src/routing/trading-page-routes.ts) loads
 * this module with /dashboard, /futures, /options, /futureCharts or /markets, and the root's pages
 * actor runs it while the page is shown.
 */
export const marketView = marketViewMachine.provide({
  actors: {
    // The root's own follower: it sends location.changed, all this machine reads from it.
    followLocation: followBrowserLocation as never,
    topic: marketLogic.topic,
    futuresTable: futuresTableMachine,
    expiries: marketLogic.expiries,
    chartHistory: marketLogic.chartHistory,
    bookSeed: bookSeedLogic,
    ticker: provideTicker({
      get: (path) => authServices.http.request<Instrument>(path, { bearer: false }),
      now: () => Date.now(),
    }),
    sparklines: marketLogic.sparklines,
  },
});

export const marketViewActor: PageActorSpec = {
  systemId: systemIds.marketView,
  logic: marketView,
  input: ({ path, search }) => ({ path, search }),
};

/** A signed-in market page (dashboard, futures, options). */
export const marketRoute: PageRoute = { waitsFor: 'user', actors: [marketViewActor] };

/** /markets: the same widgets for guests, in tabs. */
export const publicMarketsRoute: PageRoute = { waitsFor: 'now', actors: [marketViewActor] };
