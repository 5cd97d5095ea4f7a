import { useSelector } from '@xstate/react';
import { useCallback, useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Currency } from '../../../domain/money/currency.ts';
import { widgetKeys } from '../../../machines/market/market-widgets.ts';
import type { OrderBookSeedMachine } from '../../../machines/market/order-book-seed.machine.ts';
import { depthStore } from '../../../market-system.ts';
import { cumulative, type DepthLevel } from '../../../services/market/depth-store.ts';
import { useCurrency } from '../../hooks/use-currency.ts';
import { formatPrice } from '../../widgets/market/format.ts';
import { useWidget } from '../../widgets/market/hooks.ts';
import * as css from './depth.css.ts';

const depth = depthStore;

/** The order book's REST seed, whose state says whether the socket keeps the book live. */
export type OrderBookSeedActor = ActorRefFrom<OrderBookSeedMachine>;
const LEVELS = 10;
const COMPACT_LEVELS = 5;
const COMPACT_TRADES = 8;

function useDepth<T>(symbol: string, read: () => T): T {
  const subscribe = useCallback((listener: () => void) => depth.listen(symbol, listener), [symbol]);
  return useSyncExternalStore(subscribe, read);
}

function ColumnHeads({ names }: { names: readonly string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col" className={css.headCell}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}

const sizeText = (size: number) => size.toLocaleString('en-US', { maximumFractionDigits: 6 });

function Ladder({
  symbol,
  levels,
  currency,
  live,
}: {
  symbol: string;
  levels: number;
  currency: Currency;
  live: boolean;
}) {
  const book = useDepth(symbol, () => depth.book(symbol));
  if (!book) return <p className={css.muted}>Loading the order book…</p>;
  const asks = cumulative(book.asks.slice(0, levels));
  const bids = cumulative(book.bids.slice(0, levels));
  const max = Math.max(asks.at(-1)?.total ?? 0, bids.at(-1)?.total ?? 0, Number.MIN_VALUE);
  const bestBid = book.bids[0]?.price;
  const bestAsk = book.asks[0]?.price;
  const row = (level: DepthLevel & { total: number }, which: 'bid' | 'ask') => (
    <tr key={`${which}-${level.price}`} className={css.row} data-testid={`depth-${which}`}>
      <td className={`${css.cell} ${css.side[which]}`}>{formatPrice(level.price, currency)}</td>
      <td className={css.cell}>{sizeText(level.size)}</td>
      <td className={css.cell}>
        <span className={css.bar[which]} style={{ width: `${(level.total / max) * 100}%` }} />
        <span className={css.overBar}>{sizeText(level.total)}</span>
      </td>
    </tr>
  );
  return (
    <table className={css.table} aria-label={`Order book of ${symbol}`} data-live={live}>
      <ColumnHeads names={['Price', 'Size', 'Total']} />
      <tbody>
        {[...asks].reverse().map((level) => row(level, 'ask'))}
        <tr>
          <td colSpan={3} className={css.spread}>
            {bestBid !== undefined && bestAsk !== undefined
              ? `Spread ${formatPrice(bestAsk - bestBid, currency, bestAsk)}`
              : 'One side is empty'}
            {live ? '' : ' · refreshed every few seconds'}
          </td>
        </tr>
        {bids.map((level) => row(level, 'bid'))}
      </tbody>
    </table>
  );
}

const timeText = (time: number | string) =>
  new Date(typeof time === 'number' && time < 1e12 ? time * 1000 : time).toLocaleTimeString();

function Trades({
  symbol,
  limit,
  currency,
}: {
  symbol: string;
  limit: number;
  currency: Currency;
}) {
  const trades = useDepth(symbol, () => depth.trades(symbol));
  if (trades.length === 0) return <p className={css.muted}>No trades yet in this session.</p>;
  return (
    <table className={css.table} aria-label={`Recent trades of ${symbol}`}>
      <ColumnHeads names={['Price', 'Size', 'Time']} />
      <tbody>
        {trades.slice(0, limit).map((t) => (
          <tr key={t.tradeId} data-testid="recent-trade">
            <td className={`${css.cell} ${css.side[t.side === 'BUY' ? 'bid' : 'ask']}`}>
              {formatPrice(t.price, currency)}
            </td>
            <td className={css.cell}>{sizeText(t.size)}</td>
            <td className={css.cell}>{timeText(t.time)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The order book ladder (cumulative size bars) and the recent trades of one instrument, live from
 * the market socket's `orderbook` and `trades` categories; GET /orderbook seeds the ladder and keeps
 * it fresh while the socket's category is not live (the watches and the seed are the market page's
 * or the ticket's).
 */
export function DepthAndTrades({
  symbol,
  compact = false,
  seed,
}: {
  symbol: string;
  compact?: boolean;
  /** The seed the page or the ticket runs for this symbol (undefined until started). */
  seed: OrderBookSeedActor | undefined;
}) {
  const currency = useCurrency();
  const live = useSelector(seed, (s) => s?.matches('live') ?? false);
  return (
    <div className={compact ? css.compactPanel : css.panel} data-testid="depth-and-trades">
      <section className={css.card} aria-label="Order book">
        {!compact && <h2 className={css.cardTitle}>Order book</h2>}
        <Ladder
          symbol={symbol}
          levels={compact ? COMPACT_LEVELS : LEVELS}
          currency={currency}
          live={live}
        />
      </section>
      <section className={css.card} aria-label="Recent trades">
        {!compact && <h2 className={css.cardTitle}>Recent trades</h2>}
        <Trades symbol={symbol} limit={compact ? COMPACT_TRADES : 20} currency={currency} />
      </section>
    </div>
  );
}

/** The depth widget of a market page: the page runs its watches and seed for the symbol shown. */
function PageDepthAndTrades({ symbol }: { symbol: string }) {
  const seed = useWidget<OrderBookSeedActor>(widgetKeys.seed(symbol));
  return <DepthAndTrades symbol={symbol} seed={seed} />;
}

export default PageDepthAndTrades;
