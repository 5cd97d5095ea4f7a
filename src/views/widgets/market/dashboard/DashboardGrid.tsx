import { memo } from 'react';
import type { MarketEntry } from '../../../../contracts/market.ts';
import type { Currency } from '../../../../domain/money/currency.ts';
import { widgetKeys } from '../../../../machines/market/market-widgets.ts';
import { spotGroup } from '../../../../services/market/market-store.ts';
import { useCurrency } from '../../../hooks/use-currency.ts';
import { baseOf, formatPercent, formatPrice } from '../format.ts';
import {
  useConnectionStatus,
  useGroupMembers,
  useLiveValue,
  useSpotHistory,
  useTopicWidget,
} from '../hooks.ts';
import { EmptyState, ErrorState, LiveText } from '../LivePrice.tsx';
import * as css from '../market.css.ts';
import { Sparkline } from '../Sparkline.tsx';
import { CardSkeleton, PricesSkeleton } from './PricesSkeleton.tsx';
import { useRenderTurn } from './render-turns.ts';

export function DashboardGrid() {
  const topic = useTopicWidget(widgetKeys.prices);
  const symbols = useGroupMembers(spotGroup);
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
      <FormattersTurn currency={currency} />
      {symbols.map((symbol) => (
        <CoinCard key={symbol} symbol={symbol} currency={currency} />
      ))}
    </ul>
  );
}

/**
 * A page's first number formatter loads the locale's data (about 10 ms, 40 ms on a slow phone):
 * it is made in a turn of its own before the first card's, so that neither turn is a long task.
 */
function FormattersTurn({ currency }: { currency: Currency }) {
  if (useRenderTurn('formatters', 'card')) formatPrice(1, currency);
  return null;
}

/**
 * A card stands as a loading card until its turn (one card per task: thirteen cards mounted in
 * one render were a long task on a slow phone); then it re-renders only on its own symbol's ticks.
 */
const CoinCard = memo(function CoinCard({
  symbol,
  currency,
}: {
  symbol: string;
  currency: Currency;
}) {
  if (!useRenderTurn(symbol, 'card')) return <CardSkeleton />;
  return <LoadedCoinCard symbol={symbol} currency={currency} />;
});

function LoadedCoinCard({ symbol, currency }: { symbol: string; currency: Currency }) {
  const value = useLiveValue<MarketEntry>('spot', symbol);
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
      <CardSparkline symbol={symbol} label={`${base} price trend, ${up ? 'up' : 'down'}`} />
    </li>
  );
}

const NO_POINTS: readonly number[] = [];

/**
 * The sparkline's drawing waits for idle time after the cards are shown (its history, a
 * /market/candles read, is the page's sparklines actor's); until then an empty sparkline of the
 * same size holds the place.
 */
const CardSparkline = memo(function CardSparkline({
  symbol,
  label,
}: {
  symbol: string;
  label: string;
}) {
  if (!useRenderTurn(symbol, 'sparkline')) return <Sparkline points={NO_POINTS} label={label} />;
  return <HistorySparkline symbol={symbol} label={label} />;
});

function HistorySparkline({ symbol, label }: { symbol: string; label: string }) {
  // The page's sparklines actor seeds the history; without it (the read failed) the sparkline
  // draws the live prices from now on.
  const history = useSpotHistory(symbol);
  return <Sparkline points={history} label={label} />;
}
