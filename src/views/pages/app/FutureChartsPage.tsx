import { List } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useTicketOpener } from '../../trading/ticket-opener.ts';
import { button } from '../../ui/button.css.ts';
import {
  DEFAULT_CHART_SYMBOL,
  FutureChartsPanel,
} from '../../widgets/market/charts/FutureChartsPanel.tsx';
import { MarketPage } from '../../widgets/market/MarketPage.tsx';
import * as css from '../../widgets/market/market.css.ts';

const DepthAndTrades = lazy(() => import('../../trading/depth/DepthAndTrades.tsx'));

export default function FutureChartsPage() {
  const symbol = new URLSearchParams(useSearch()).get('symbol') ?? DEFAULT_CHART_SYMBOL;
  const [location, navigate] = useLocation();
  const openTicket = useTicketOpener();
  return (
    <MarketPage title="Charts" subtitle="Candlesticks of every perpetual, from 1 minute to 1 day.">
      {/* The phone's Futures tab opens this page: the searchable list is one tap away. */}
      <p className={css.pageLinks}>
        <Link href="/futures" className={css.pageLink} data-testid="all-futures-link">
          <List size={16} aria-hidden /> All futures: search and sort
        </Link>
      </p>
      <div data-selected-instrument={symbol}>
        {openTicket && (
          <p className={css.tradeActions}>
            <button
              type="button"
              className={button.primary}
              onClick={() => openTicket({ symbol, side: 'BUY' })}
            >
              Buy {symbol}
            </button>
            <button
              type="button"
              className={button.secondary}
              onClick={() => openTicket({ symbol, side: 'SELL' })}
            >
              Sell {symbol}
            </button>
          </p>
        )}
        <FutureChartsPanel
          symbol={symbol}
          onSymbolChange={(next) =>
            navigate(`${location}?symbol=${encodeURIComponent(next)}`, { replace: true })
          }
        />
        <Suspense fallback={null}>
          <DepthAndTrades key={symbol} symbol={symbol} />
        </Suspense>
      </div>
    </MarketPage>
  );
}
