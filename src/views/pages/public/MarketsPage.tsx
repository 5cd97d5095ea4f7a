import { ArrowRight } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { marketsMeta } from '../../../content/markets.ts';
import { useAfterHydration, useHydrated } from '../../hooks/use-hydrated.ts';
import { useSessionView } from '../../hooks/use-session-view.ts';
import type { LoginRedirectState } from '../../routing/AuthGuard.tsx';
import { button } from '../../ui/button.css.ts';
import { TabList } from '../../ui/TabList.tsx';
import { DEFAULT_CHART_SYMBOL } from '../../widgets/market/charts/chart-symbol.ts';
import { PricesSkeleton } from '../../widgets/market/dashboard/PricesSkeleton.tsx';
import { MarketPage } from '../../widgets/market/MarketPage.tsx';
import * as css from '../../widgets/market/market.css.ts';
import { type MarketLinks, MarketLinksContext } from '../../widgets/market/market-links.ts';
import { usePageMeta } from './use-page-meta.ts';

// Each tab's widget is its own chunk, loaded when the tab opens: the Prices tab a visitor lands on
// does not wait for the option chain, the futures table or the chart (lightweight-charts).
const DashboardGrid = lazy(() =>
  import('../../widgets/market/dashboard/DashboardGrid.tsx').then((m) => ({
    default: m.DashboardGrid,
  })),
);
const FuturesTable = lazy(() =>
  import('../../widgets/market/futures/FuturesTable.tsx').then((m) => ({
    default: m.FuturesTable,
  })),
);
const OptionChainView = lazy(() =>
  import('../../widgets/market/options/OptionChain.tsx').then((m) => ({
    default: m.OptionChainView,
  })),
);
const FutureChartsPanel = lazy(() =>
  import('../../widgets/market/charts/FutureChartsPanel.tsx').then((m) => ({
    default: m.FutureChartsPanel,
  })),
);

/** Loaded with the Charts tab only, so neither the landing page nor the other tabs carry it. */
const DepthAndTrades = lazy(() => import('../../trading/depth/DepthAndTrades.tsx'));

type MarketTab = 'prices' | 'futures' | 'options' | 'charts';

const TABS: readonly { id: MarketTab; label: string; trade: string; page: string }[] = [
  { id: 'prices', label: 'Prices', trade: 'Trade on the dashboard', page: '/dashboard' },
  { id: 'futures', label: 'Futures', trade: 'Trade futures', page: '/futures' },
  { id: 'options', label: 'Options', trade: 'Trade options', page: '/options' },
  { id: 'charts', label: 'Charts', trade: 'Trade this contract', page: '/futureCharts' },
];

const isTab = (value: string | null): value is MarketTab => TABS.some((t) => t.id === value);

const marketsHref = (tab: MarketTab, symbol?: string) =>
  `/markets?tab=${tab}${symbol ? `&symbol=${encodeURIComponent(symbol)}` : ''}`;

/** On /markets a row opens the Charts tab here, so a guest stays on the public page. */
const publicLinks: MarketLinks = { chart: (symbol) => marketsHref('charts', symbol) };

/**
 * A trade action: a signed-in trader goes to the trading page; a guest to /login, which returns
 * to that page after sign-in.
 */
function TradeLink({ page, label, ready }: { page: string; label: string; ready: boolean }) {
  const { authenticated } = useSessionView();
  const state: LoginRedirectState = { from: page };
  return (
    <Link
      href={authenticated ? page : '/login'}
      state={authenticated ? undefined : state}
      className={ready ? button.primary : `${button.primary} ${css.awaitingApp}`}
      data-testid="trade-link"
    >
      {label} <ArrowRight size={16} aria-hidden />
    </Link>
  );
}

/**
 * Spec section 1 gives guests live market data: the same widgets as the signed-in pages, under the
 * guest id (a signed-in trader sees it under their own), in four tabs.
 */
export default function MarketsPage() {
  usePageMeta(marketsMeta);
  const params = new URLSearchParams(useSearch());
  const requested = params.get('tab');
  // The build prerenders this page's frame with the Prices tab (the server sends that HTML for any
  // query), so the address's tab takes over once the app has hydrated the page.
  const ready = useHydrated();
  const tab: MarketTab = useAfterHydration(isTab(requested) ? requested : 'prices', 'prices');
  const symbol = params.get('symbol') ?? DEFAULT_CHART_SYMBOL;
  const [, navigate] = useLocation();
  const current = TABS.find((t) => t.id === tab) ?? (TABS[0] as (typeof TABS)[number]);
  const tradePage =
    tab === 'charts' ? `/futureCharts?symbol=${encodeURIComponent(symbol)}` : current.page;

  return (
    <MarketLinksContext value={publicLinks}>
      <div className={css.publicMarkets}>
        <MarketPage
          title="Markets"
          subtitle="Live prices, futures, options and charts. No account needed to watch."
        >
          <div className={css.marketTabsBar}>
            <TabList
              look={{ list: css.marketTabs, tab: css.tab }}
              label="Markets"
              panel="markets"
              selected={tab}
              onSelect={(id) => navigate(marketsHref(id as MarketTab), { replace: true })}
              items={TABS.map((t) => ({ id: t.id, label: t.label }))}
              disabled={!ready}
            />
            <TradeLink page={tradePage} label={current.trade} ready={ready} />
          </div>
          <div id="markets-panel" role="tabpanel" aria-labelledby={`markets-tab-${tab}`}>
            {/* Live data starts after hydration: the prerendered page paints the cards' places. */}
            {!ready ? (
              <PricesSkeleton />
            ) : (
              <Suspense
                fallback={
                  tab === 'prices' ? <PricesSkeleton /> : <div className={css.panelLoading} />
                }
              >
                {tab === 'prices' && <DashboardGrid />}
                {tab === 'futures' && <FuturesTable />}
                {tab === 'options' && <OptionChainView />}
                {tab === 'charts' && (
                  <>
                    <FutureChartsPanel
                      symbol={symbol}
                      onSymbolChange={(next) =>
                        navigate(marketsHref('charts', next), { replace: true })
                      }
                    />
                    <Suspense fallback={null}>
                      <DepthAndTrades key={symbol} symbol={symbol} />
                    </Suspense>
                  </>
                )}
              </Suspense>
            )}
          </div>
        </MarketPage>
      </div>
    </MarketLinksContext>
  );
}
