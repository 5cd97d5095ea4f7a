import { useVirtualizer } from '@tanstack/react-virtual';
import { useSelector } from '@xstate/react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { memo, useMemo, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { MarketEntry } from '../../../../contracts/market.ts';
import type { Currency } from '../../../../domain/money/currency.ts';
import type {
  FuturesSortKey,
  FuturesTableMachine,
} from '../../../../machines/market/futures-table.machine.ts';
import { widgetKeys } from '../../../../machines/market/market-widgets.ts';
import { futuresGroup } from '../../../../services/market/market-store.ts';
import { useCurrency } from '../../../hooks/use-currency.ts';
import { useTicketOpener } from '../../../trading/ticket-opener.ts';
import { formatAmount, formatPercent, formatPrice } from '../format.ts';
import {
  marketStore,
  useConnectionStatus,
  useGroupMembers,
  useLiveValue,
  useTopicWidget,
  useWidget,
} from '../hooks.ts';
import { EmptyState, ErrorState, LiveText, Skeleton } from '../LivePrice.tsx';
import * as css from '../market.css.ts';
import { useMarketLinks } from '../market-links.ts';

/** Fits the contract cell: the symbol with its Trade button above the name. */
const ROW_HEIGHT = 52;
type SortKey = FuturesSortKey;

const COLUMNS: readonly { key: SortKey | 'bid' | 'ask'; label: string; sortable: boolean }[] = [
  { key: 'symbol', label: 'Contract', sortable: true },
  { key: 'price', label: 'Price', sortable: true },
  { key: 'changePercent', label: 'Change', sortable: true },
  { key: 'high', label: '24h high', sortable: true },
  { key: 'low', label: '24h low', sortable: true },
  { key: 'volume', label: '24h volume', sortable: true },
  { key: 'bid', label: 'Bid', sortable: false },
  { key: 'ask', label: 'Ask', sortable: false },
];

function sortValue(symbol: string, key: SortKey): number | string {
  if (key === 'symbol') return symbol;
  const value = marketStore.futures(symbol)?.data;
  return value ? value[key] : Number.NEGATIVE_INFINITY;
}

export function FuturesTable() {
  const topic = useTopicWidget(widgetKeys.futures);
  const symbols = useGroupMembers(futuresGroup);
  const status = useConnectionStatus();
  const currency = useCurrency();
  const table = useWidget<ActorRefFrom<FuturesTableMachine>>(widgetKeys.futuresTable);
  const query = useSelector(table, (s) => s?.context.query ?? '');
  const sortKey = useSelector(table, (s) => s?.context.sortKey ?? 'volume');
  const direction = useSelector(table, (s) => s?.context.direction ?? 'desc');
  const resorts = useSelector(table, (s) => s?.context.resorts ?? 0);
  const sort = useMemo(() => ({ key: sortKey, direction }), [sortKey, direction]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resorts re-reads the live values
  const rows = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const matching = needle
      ? symbols.filter((symbol) => {
          const description = marketStore.futures(symbol)?.data.description ?? '';
          return (
            symbol.toLowerCase().includes(needle) || description.toLowerCase().includes(needle)
          );
        })
      : [...symbols];
    const sign = sort.direction === 'asc' ? 1 : -1;
    const keyed = matching.map((symbol) => ({ symbol, value: sortValue(symbol, sort.key) }));
    keyed.sort((a, b) =>
      typeof a.value === 'string' || typeof b.value === 'string'
        ? sign * String(a.value).localeCompare(String(b.value))
        : sign * (a.value - b.value),
    );
    return keyed.map((k) => k.symbol);
  }, [symbols, query, sort, resorts]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });

  const toggleSort = (key: SortKey) => table?.send({ type: 'futures.sort', key });

  if (topic.status === 'failed') {
    return <ErrorState message={`Futures are unavailable: ${topic.error}`} onRetry={topic.retry} />;
  }

  return (
    <>
      <div className={css.toolbar}>
        <input
          type="search"
          className={css.search}
          placeholder="Search, e.g. ETH"
          aria-label="Search futures contracts"
          value={query}
          onChange={(event) => table?.send({ type: 'futures.search', query: event.target.value })}
        />
        <span className={css.muted} aria-live="polite" data-testid="futures-count">
          {symbols.length === 0 ? '' : `${rows.length} of ${symbols.length} contracts`}
        </span>
      </div>
      <div className={css.tableFrame}>
        <div ref={scrollRef} className={css.scroller}>
          <table
            className={css.gridTable}
            aria-label="Perpetual futures"
            aria-rowcount={rows.length + 1}
            data-testid="futures-table"
          >
            <thead className={css.headRow}>
              <tr className={css.futuresRow} aria-rowindex={1}>
                {COLUMNS.map((column) => {
                  const active = sort.key === column.key;
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      className={column.key === 'symbol' ? css.cellStart : css.cell}
                      aria-sort={
                        active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined
                      }
                    >
                      {column.sortable ? (
                        <button
                          type="button"
                          className={css.sortButton}
                          onClick={() => toggleSort(column.key as SortKey)}
                        >
                          {column.label}
                          {active &&
                            (sort.direction === 'asc' ? (
                              <ArrowUp size={12} aria-hidden />
                            ) : (
                              <ArrowDown size={12} aria-hidden />
                            ))}
                        </button>
                      ) : (
                        column.label
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            {symbols.length === 0 ? (
              <tbody aria-busy="true">
                {Array.from({ length: 10 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <tr key={i} className={css.futuresRow} style={{ height: ROW_HEIGHT }}>
                    {COLUMNS.map((c) => (
                      <td key={c.key} className={css.cell}>
                        <Skeleton width="80%" />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ) : (
              <tbody
                className={css.virtualBody}
                style={{ height: rows.length === 0 ? 0 : virtualizer.getTotalSize() }}
              >
                {virtualizer.getVirtualItems().map((item) => (
                  <FuturesRow
                    key={rows[item.index]}
                    symbol={rows[item.index] ?? ''}
                    currency={currency}
                    top={item.start}
                    rowIndex={item.index + 2}
                  />
                ))}
              </tbody>
            )}
          </table>
          {symbols.length === 0 && (status === 'closed' || status === 'offline') && (
            <EmptyState>No contracts yet: the live connection is not open.</EmptyState>
          )}
          {symbols.length > 0 && rows.length === 0 && (
            <EmptyState>No contract matches “{query}”.</EmptyState>
          )}
        </div>
      </div>
    </>
  );
}

const FuturesRow = memo(function FuturesRow({
  symbol,
  currency,
  top,
  rowIndex,
}: {
  symbol: string;
  currency: Currency;
  top: number;
  rowIndex: number;
}) {
  const value = useLiveValue<MarketEntry>('futures', symbol);
  // A signed-in trader's row opens the order ticket; on the public page it opens the chart.
  const chartHref = useMarketLinks().chart(symbol);
  const openTicket = useTicketOpener();
  const [, navigate] = useLocation();
  if (!value) return null;
  const { data, stale } = value;
  return (
    <tr
      aria-rowindex={rowIndex}
      className={`${css.futuresRow} ${css.clickableRow}`}
      onClick={(event) => {
        if ((event.target as Element).closest('a, button')) return;
        if (openTicket) openTicket({ symbol, side: 'BUY' });
        else navigate(chartHref);
      }}
      data-testid="futures-row"
      data-symbol={symbol}
      data-instrument={openTicket ? symbol : undefined}
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        height: ROW_HEIGHT,
        transform: `translateY(${top}px)`,
      }}
    >
      <th scope="row" className={css.cellStart}>
        <span className={css.symbolLine}>
          <Link href={chartHref} className={`${css.oneLine} ${css.rowLink}`}>
            {symbol}
          </Link>
          {openTicket && (
            <button
              type="button"
              className={css.tradeChip}
              aria-label={`Trade ${symbol}`}
              onClick={() => openTicket({ symbol, side: 'BUY' })}
            >
              Trade
            </button>
          )}
        </span>
        <div className={`${css.muted} ${css.oneLine}`}>{data.description ?? ''}</div>
      </th>
      <td className={css.cell}>
        <LiveText stale={stale}>{formatPrice(data.price, currency)}</LiveText>
      </td>
      <td className={css.cell}>
        <LiveText stale={stale} className={data.changePercent >= 0 ? css.positive : css.negative}>
          {formatPercent(data.changePercent)}
        </LiveText>
      </td>
      {(
        [
          ['high', formatPrice(data.high, currency)],
          ['low', formatPrice(data.low, currency)],
          ['volume', formatAmount(data.volume, currency)],
          ['bid', formatPrice(data.bid, currency)],
          ['ask', formatPrice(data.ask, currency)],
        ] as const
      ).map(([column, text]) => (
        <td key={column} className={css.cell}>
          <LiveText stale={stale}>{text}</LiveText>
        </td>
      ))}
    </tr>
  );
});
