import { List } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import {
  DEFAULT_CHART_SYMBOL,
  FutureChartsPanel,
} from '../../widgets/market/charts/FutureChartsPanel.tsx';
import { MarketPage } from '../../widgets/market/MarketPage.tsx';
import * as css from '../../widgets/market/market.css.ts';

export default function FutureChartsPage() {
  const symbol = new URLSearchParams(useSearch()).get('symbol') ?? DEFAULT_CHART_SYMBOL;
  const [location, navigate] = useLocation();
  return (
    <MarketPage title="Charts" subtitle="Candlesticks of every perpetual, from 1 minute to 1 day.">
      {/* The phone's Futures tab opens this page: the searchable list is one tap away. */}
      <p className={css.pageLinks}>
        <Link href="/futures" className={css.pageLink} data-testid="all-futures-link">
          <List size={16} aria-hidden /> All futures: search and sort
        </Link>
      </p>
      <FutureChartsPanel
        symbol={symbol}
        onSymbolChange={(next) =>
          navigate(`${location}?symbol=${encodeURIComponent(next)}`, { replace: true })
        }
      />
    </MarketPage>
  );
}
