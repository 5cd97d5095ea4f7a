import type { MarketEntry } from '../../../../contracts/market.ts';
import { useCurrency } from '../../../hooks/use-currency.ts';
import {
  formatAmount,
  formatNumber,
  formatPercent,
  formatPrice,
} from '../../../widgets/market/format.ts';
import { useLiveValue } from '../../../widgets/market/hooks.ts';
import * as market from '../../../widgets/market/market.css.ts';
import { fundingCountdown, fundingRateText } from './funding-countdown.ts';
import * as css from './trade.css.ts';
import { useTicker } from './use-ticker.ts';

/** The coin of a perpetual (`BTCUSDT-PERP` → `BTC`). */
const coinOf = (symbol: string): string => symbol.replace(/USDT?-PERP$/, '');

function Stat({
  label,
  value,
  testId,
  className,
}: {
  label: string;
  value: string;
  testId: string;
  className?: string;
}) {
  return (
    <div className={css.stat}>
      <span className={css.statLabel}>{label}</span>
      <span className={`${css.statValue} ${className ?? ''}`} data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/**
 * The ticker over the trade screen: last price and its 24 h change from the market socket, the
 * mark, index, funding rate, the time to the next funding and open interest from the same entry
 * (so open interest follows the trades that change it), the contract spec
 * (GET /api/v1/instruments/:symbol) standing in until the first entry. The ticker machine reads
 * the spec and moves the countdown's clock.
 */
export function TickerHeader({ symbol }: { symbol: string }) {
  const currency = useCurrency();
  const live = useLiveValue<MarketEntry>('futures', symbol);
  const { instrument, now } = useTicker(symbol);
  const entry = live?.data;
  const mark = entry?.markPrice ?? instrument?.markPrice ?? null;
  const index = entry?.indexPrice ?? instrument?.indexPrice ?? null;
  const rate = entry?.fundingRate ?? instrument?.fundingRate ?? null;
  const next = entry?.nextFundingTime ?? instrument?.nextFundingTime ?? null;
  const change = entry?.changePercent;
  const price = (usd: number | null | undefined) =>
    typeof usd === 'number' ? formatPrice(usd, currency) : '—';
  // The socket's entry carries the open interest now (it moves with every trade); the contract
  // spec's read is the figure until the first entry arrives.
  const openInterest = entry?.openInterest ?? instrument?.openInterest ?? null;
  const oiUsd =
    openInterest === null || mark === null ? null : Math.round(openInterest * mark * 100) / 100;
  const oi =
    openInterest === null
      ? '—'
      : `${formatNumber(openInterest)} ${instrument?.underlying ?? coinOf(symbol)}${
          oiUsd === null ? '' : ` · ${formatAmount(oiUsd, currency)}`
        }`;
  return (
    <section className={css.ticker} aria-label={`${symbol} ticker`} data-testid="trade-ticker">
      <h2 className={css.tickerSymbol}>{symbol}</h2>
      <span className={css.tickerLast} data-testid="ticker-last" data-stale={live?.stale ?? true}>
        {price(entry?.price)}
      </span>
      <Stat
        label="24h change"
        testId="ticker-change"
        value={typeof change === 'number' ? formatPercent(change) : '—'}
        className={
          typeof change === 'number' && change !== 0
            ? change > 0
              ? market.positive
              : market.negative
            : undefined
        }
      />
      <Stat label="Mark" testId="ticker-mark" value={price(mark)} />
      <Stat label="Index" testId="ticker-index" value={price(index)} />
      <Stat
        label="Funding / countdown"
        testId="ticker-funding"
        value={`${fundingRateText(rate)} · ${now === null ? '—' : fundingCountdown(next, now)}`}
      />
      <Stat label="Open interest" testId="ticker-open-interest" value={oi} />
    </section>
  );
}
