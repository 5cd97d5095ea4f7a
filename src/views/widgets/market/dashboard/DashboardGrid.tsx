import { useActorRef } from '@xstate/react';
import { memo, useDeferredValue } from 'react';
import type { MarketEntry } from '../../../../contracts/market.ts';
import type { Currency } from '../../../../domain/money/currency.ts';
import { spotGroup } from '../../../../services/market/market-store.ts';
import { useCurrency } from '../../../hooks/use-currency.ts';
import { baseOf, formatPercent, formatPrice } from '../format.ts';
import {
  marketLogic,
  useConnectionStatus,
  useGroupMembers,
  useLiveValue,
  useMarketTopic,
  useSpotHistory,
} from '../hooks.ts';
import { EmptyState, ErrorState, LiveText } from '../LivePrice.tsx';
import * as css from '../market.css.ts';
import { Sparkline } from '../Sparkline.tsx';
import { PricesSkeleton } from './PricesSkeleton.tsx';

const DASHBOARD = { category: 'dashboard' } as const;
const HOUR_MS = 3_600_000;
/** Each sparkline starts from the last day of hourly closes. */
const SPARKLINE_HOURS = 24;

export function DashboardGrid() {
  const topic = useMarketTopic(DASHBOARD);
  // The thirteen cards mount in a render that yields to the browser (React redoes it in one
  // synchronous pass when a tick changes the store meanwhile, as it does on a slow phone).
  const symbols = useDeferredValue(useGroupMembers(spotGroup));
  const status = useConnectionStatus();
  const currency = useCurrency();

  if (topic.status === 'failed') {
    return (
      <ErrorState message={`Live prices are unavailable: ${topic.error}`} onRetry={topic.retry} />
    );
  }
  if (symbols.length === 0) {
    if (status === 'closed' || status === 'offline') {
      return <EmptyState>No prices yet: the live connection is not open.</EmptyState>;
    }
    return <PricesSkeleton />;
  }
  return (
    <ul className={css.cardGrid} aria-label="Live prices" data-testid="dashboard-grid">
      {symbols.map((symbol) => (
        <CoinCard key={symbol} symbol={symbol} currency={currency} />
      ))}
    </ul>
  );
}

const CoinCard = memo(function CoinCard({
  symbol,
  currency,
}: {
  symbol: string;
  currency: Currency;
}) {
  const value = useLiveValue<MarketEntry>('spot', symbol);
  const history = useSpotHistory(symbol);
  // Without history (the call failed) the sparkline draws the live prices from now on.
  useActorRef(marketLogic.sparklineHistory, {
    input: { symbol, resolution: '1h', periodMs: HOUR_MS, bars: SPARKLINE_HOURS },
  });
  if (!value) return null;
  const { data, stale } = value;
  const up = data.changePercent >= 0;
  const base = baseOf(symbol);
  return (
    <li className={css.card} data-testid="coin-card" data-symbol={symbol}>
      <div>
        <h2 className={css.cardSymbol}>{base}</h2>
        <p className={css.cardName}>{data.description ?? symbol}</p>
      </div>
      <LiveText stale={stale} className={up ? css.positive : css.negative}>
        {formatPercent(data.changePercent)}
      </LiveText>
      <LiveText stale={stale} className={css.cardPrice} testId="coin-price">
        {formatPrice(data.price, currency)}
      </LiveText>
      <div className={css.cardStats}>
        <span>
          H <LiveText stale={stale}>{formatPrice(data.high, currency)}</LiveText>
        </span>
        <span>
          L <LiveText stale={stale}>{formatPrice(data.low, currency)}</LiveText>
        </span>
      </div>
      <Sparkline points={history} label={`${base} price trend, ${up ? 'up' : 'down'}`} />
    </li>
  );
});
