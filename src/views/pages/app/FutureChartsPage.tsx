import { List } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useSessionUser } from '../../hooks/use-session-view.ts';
import { usePositions } from '../../positions/use-positions.ts';
import {
  DEFAULT_CHART_SYMBOL,
  FutureChartsPanel,
} from '../../widgets/market/charts/FutureChartsPanel.tsx';
import { positionLines } from '../../widgets/market/charts/position-lines.ts';
import { MarketPage } from '../../widgets/market/MarketPage.tsx';
import * as market from '../../widgets/market/market.css.ts';
import { TickerHeader } from './trade/TickerHeader.tsx';
import { SideButtons, TicketDock } from './trade/TicketDock.tsx';
import { TradeTabs } from './trade/TradeTabs.tsx';
import * as css from './trade/trade.css.ts';

const DepthAndTrades = lazy(() => import('../../trading/depth/DepthAndTrades.tsx'));

/**
 * /futureCharts?symbol=…: the trade screen. The ticker, the chart with the trader's position
 * lines, the order book and the market's recent trades, the ticket, and the trader's positions and
 * open orders as tabs, on one page on a desktop and stacked on a phone.
 */
export default function FutureChartsPage() {
  const symbol = new URLSearchParams(useSearch()).get('symbol') ?? DEFAULT_CHART_SYMBOL;
  const [location, navigate] = useLocation();
  const user = useSessionUser();
  const { positions } = usePositions();
  const lines = positionLines(positions.find((p) => p.symbol === symbol));
  return (
    <MarketPage title="Charts" subtitle="Candlesticks of every perpetual, from 1 minute to 1 day.">
      {/* The phone's Futures tab opens this page: the searchable list is one tap away. */}
      <p className={market.pageLinks}>
        <Link href="/futures" className={market.pageLink} data-testid="all-futures-link">
          <List size={16} aria-hidden /> All futures: search and sort
        </Link>
      </p>
      <div className={css.screen} data-selected-instrument={symbol} data-testid="trade-screen">
        <div className={css.area.ticker}>
          <TickerHeader key={symbol} symbol={symbol} />
        </div>
        <div className={`${css.area.chart} ${css.panel}`}>
          <FutureChartsPanel
            symbol={symbol}
            lines={lines}
            onSymbolChange={(next) =>
              navigate(`${location}?symbol=${encodeURIComponent(next)}`, { replace: true })
            }
          />
        </div>
        <div className={css.area.actions}>
          <SideButtons symbol={symbol} />
        </div>
        <div className={css.area.book}>
          <Suspense fallback={null}>
            <DepthAndTrades key={symbol} symbol={symbol} />
          </Suspense>
        </div>
        <div className={css.area.ticket}>
          <TicketDock symbol={symbol} />
        </div>
        <div className={css.area.tabs}>{user && <TradeTabs />}</div>
      </div>
    </MarketPage>
  );
}
