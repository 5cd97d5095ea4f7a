import { useVirtualizer } from '@tanstack/react-virtual';
import { useActorRef, useSelector } from '@xstate/react';
import {
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { Link, useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { OptionChainEntry, OptionCurrency } from '../../../../contracts/market.ts';
import { parseExpiryDate } from '../../../../domain/expiry/expiry-date.ts';
import { timeToExpiry } from '../../../../domain/expiry/time-to-expiry.ts';
import type { Currency } from '../../../../domain/money/currency.ts';
import { formatInrCompact } from '../../../../domain/money/format.ts';
import { shownExpiry } from '../../../../machines/market/option-expiries.machine.ts';
import type { MarketLogic } from '../../../../services/market/market-logic.ts';
import { chainGroup } from '../../../../services/market/market-store.ts';
import { useCurrency } from '../../../hooks/use-currency.ts';
import { useTicketOpener } from '../../../trading/ticket-opener.ts';
import { TabList } from '../../../ui/TabList.tsx';
import { formatPremium, toDisplay } from '../format.ts';
import {
  marketLogic,
  useConnectionStatus,
  useGroupMembers,
  useLiveValue,
  useMarketTopic,
  useMarketUserId,
} from '../hooks.ts';
import { EmptyState, ErrorState, LiveText, Skeleton } from '../LivePrice.tsx';
import * as css from '../market.css.ts';
import { perpetualOf, useMarketLinks } from '../market-links.ts';
import { atmStrike, type ChainRow, chainRows } from './chain-rows.ts';
import * as chainCss from './option-chain.css.ts';

const CURRENCIES: readonly OptionCurrency[] = ['BTC', 'ETH'];
/** Fixed row heights (market.css.ts) let the chain be virtualised. */
const CHAIN_ROW_HEIGHT = 34;
const CHAIN_HEAD_HEIGHT = 68;
/** The chat launcher (56 px) and its margins (theme `layout.chatLauncherClearance`). */
const LAUNCHER_CLEARANCE = 88;

const expiryLabel = (date: string, now: number): string => {
  const parsed = parseExpiryDate(date);
  return parsed.ok ? timeToExpiry(parsed.date, now) : '—';
};

type ExpiriesActor = ActorRefFrom<MarketLogic['expiries']>;

/** The expiry tabs and the chain of the shown expiry; the tabs' lifecycle is a machine. */
export function OptionChainView() {
  const userId = useMarketUserId();
  const expiries: ExpiriesActor = useActorRef(marketLogic.expiries, {
    input: { currency: 'BTC', now: Date.now() },
  });
  useEffect(() => expiries.send({ type: 'expiries.user', userId }), [expiries, userId]);
  const phase = useSelector(expiries, (s) =>
    s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading',
  );
  const context = useSelector(expiries, (s) => s.context);
  const { currency, dates, now, settledPick } = context;
  const date = shownExpiry(context);

  return (
    <>
      <div className={css.toolbar}>
        {/* biome-ignore lint/a11y/useSemanticElements: a segmented control, not a form field */}
        <div className={css.segmented} role="group" aria-label="Underlying">
          {CURRENCIES.map((c) => (
            <button
              key={c}
              type="button"
              className={css.segment}
              aria-pressed={c === currency}
              onClick={() => expiries.send({ type: 'expiries.currency', currency: c })}
            >
              {c}
            </button>
          ))}
        </div>
      </div>
      {phase === 'failed' ? (
        <ErrorState
          message={`Expiry dates are unavailable: ${context.error}`}
          onRetry={() => expiries.send({ type: 'expiries.retry' })}
        />
      ) : phase === 'loading' ? (
        <div className={css.tabs} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} width="88px" height={42} />
          ))}
        </div>
      ) : dates.length === 0 ? (
        <EmptyState>No {currency} options are listed right now.</EmptyState>
      ) : (
        <TabList
          className={css.tabs}
          tabClassName={css.tab}
          label="Expiry"
          controls="option-chain"
          selected={date}
          onSelect={(d) => expiries.send({ type: 'expiries.pick', date: d })}
          items={dates.map((d) => ({
            id: d,
            label: (
              <>
                {d}
                <span className={css.tabSub}>{expiryLabel(d, now)}</span>
              </>
            ),
            data: { 'data-testid': 'expiry-tab', 'data-date': d },
          }))}
        />
      )}
      {settledPick !== null && date !== null && (
        <p className={css.subtitle} role="status" data-testid="expiry-settled">
          The {settledPick} expiry settled at 08:00 UTC; showing {date}, the next one.
        </p>
      )}
      {date !== null && phase === 'ready' && (
        <div id="option-chain" role="tabpanel" aria-label={`${currency} options expiring ${date}`}>
          <p className={css.subtitle} data-testid="time-to-expiry">
            {currency} {date} · expires in {expiryLabel(date, now)}
          </p>
          <Chain key={`${currency}-${date}`} currency={currency} date={date} />
        </div>
      )}
    </>
  );
}

function Chain({ currency, date }: { currency: OptionCurrency; date: string }) {
  const topic = useMarketTopic({ category: 'option_chain', currency, date });
  const symbols = useGroupMembers(chainGroup(currency, date));
  const status = useConnectionStatus();
  const displayCurrency = useCurrency();
  const rows = useMemo(() => chainRows(symbols), [symbols]);
  const probe = rows.find((r) => r.call)?.call ?? rows[0]?.put ?? '';
  const underlying = useLiveValue<OptionChainEntry>('option', probe)?.data.underlying_price;
  const atm = atmStrike(rows, underlying);
  const compact = useCompactLayout();
  // Until the order ticket exists, a row opens the chart of the chain's underlying perpetual.
  const chartHref = useMarketLinks().chart(perpetualOf(currency));
  const [, navigate] = useLocation();
  const openChart = useCallback(() => navigate(chartHref), [navigate, chartHref]);
  const columns = compact ? COMPACT_COLUMNS : FULL_COLUMNS;
  const scrollRef = useRef<HTMLDivElement>(null);
  const centered = useRef(false);
  const atmIndex = rows.findIndex((row) => row.strike === atm);
  // Only the rows in view (and a few around) are rendered and subscribed: a chain of hundreds of
  // instruments then costs what a screenful costs.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CHAIN_ROW_HEIGHT,
    paddingStart: CHAIN_HEAD_HEIGHT,
    // The last rows can scroll clear of the chat launcher in the corner.
    paddingEnd: LAUNCHER_CLEARANCE,
    overscan: 6,
  });

  useLayoutEffect(() => {
    if (centered.current || atmIndex < 0 || !scrollRef.current) return;
    virtualizer.scrollToIndex(atmIndex, { align: 'center' });
    centered.current = true;
  }, [atmIndex, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const padTop = Math.max(0, (items[0]?.start ?? CHAIN_HEAD_HEIGHT) - CHAIN_HEAD_HEIGHT);
  const padBottom = Math.max(0, virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0));

  if (topic.status === 'failed') {
    return (
      <ErrorState
        message={`This option chain is unavailable: ${topic.error}`}
        onRetry={topic.retry}
      />
    );
  }
  if (rows.length === 0) {
    if (status === 'closed' || status === 'offline') {
      return <EmptyState>No quotes yet: the live connection is not open.</EmptyState>;
    }
    return (
      <div className={css.tableFrame} aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className={chainCss.sideLabel}>
            <Skeleton width="38%" />
            <Skeleton width="10%" />
            <Skeleton width="38%" />
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className={css.tableFrame}>
      <div ref={scrollRef} className={chainCss.chainScroller}>
        <table
          className={compact ? chainCss.chainTableCompact : chainCss.chainTable}
          data-testid="option-chain"
        >
          <thead>
            <tr>
              <th className={chainCss.chainGroupHead} colSpan={columns.length} scope="colgroup">
                Calls
              </th>
              <th className={chainCss.chainGroupHead} />
              <th className={chainCss.chainGroupHead} colSpan={columns.length} scope="colgroup">
                Puts
              </th>
            </tr>
            <tr>
              {columns.map((c) => (
                <th key={`call-${c}`} className={chainCss.chainHeadLower} scope="col">
                  {COLUMN_LABELS[c]}
                </th>
              ))}
              <th className={chainCss.chainHeadLower} scope="col">
                Strike
                {displayCurrency === 'INR' && (
                  // Prices show in rupees; strikes stay in dollars, and say so.
                  <>
                    <span aria-hidden> $</span>
                    <span className={css.visuallyHidden}> (USD)</span>
                  </>
                )}
              </th>
              {[...columns].reverse().map((c) => (
                <th key={`put-${c}`} className={chainCss.chainHeadLower} scope="col">
                  {COLUMN_LABELS[c]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
            {items.map((item) => {
              const row = rows[item.index] as ChainRow;
              return (
                <StrikeRow
                  key={row.strike}
                  row={row}
                  atm={row.strike === atm}
                  underlying={underlying}
                  currency={displayCurrency}
                  columns={columns}
                  narrow={compact}
                  chartHref={chartHref}
                  onOpen={openChart}
                />
              );
            })}
            {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
          </tbody>
        </table>
      </div>
    </div>
  );
}

const strikeText = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

type Column = 'delta' | 'iv' | 'bid' | 'mark' | 'ask';
/** Calls side order; the puts side mirrors it. */
const FULL_COLUMNS: readonly Column[] = ['delta', 'iv', 'bid', 'mark', 'ask'];
/** Phones: implied volatility and mark each side of the strike. */
const COMPACT_COLUMNS: readonly Column[] = ['iv', 'mark'];
const COLUMN_LABELS: Record<Column, string> = {
  delta: 'Delta',
  iv: 'IV',
  bid: 'Bid',
  mark: 'Mark',
  ask: 'Ask',
};

/** A delta that rounds to zero shows as 0.00, never -0.00. */
const formatDelta = (delta: number): string => (Math.abs(delta) < 0.005 ? 0 : delta).toFixed(2);

const DESKTOP = '(min-width: 960px)';
const subscribeDesktop = (listener: () => void) => {
  const query = window.matchMedia(DESKTOP);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};

/** Phones get the compact chain (the full one is 880 px wide). */
function useCompactLayout(): boolean {
  return !useSyncExternalStore(subscribeDesktop, () => window.matchMedia(DESKTOP).matches);
}

const StrikeRow = memo(function StrikeRow({
  row,
  atm,
  underlying,
  currency,
  columns,
  narrow,
  chartHref,
  onOpen,
}: {
  row: ChainRow;
  atm: boolean;
  underlying: number | undefined;
  currency: Currency;
  columns: readonly Column[];
  narrow: boolean;
  chartHref: string;
  onOpen: () => void;
}) {
  const itmCall = underlying !== undefined && row.strike < underlying;
  const itmPut = underlying !== undefined && row.strike > underlying;
  const side = (which: 'call' | 'put', symbol: string | undefined, itm: boolean) => (
    <Side
      symbol={symbol}
      side={which}
      itm={itm}
      currency={currency}
      columns={columns}
      narrow={narrow}
    />
  );
  return (
    <tr
      className={`${chainCss.chainRow} ${atm ? chainCss.atmRow : ''}`}
      onClick={(event) => {
        // A cell focused for its full amount, or the strike's own link, is not a row click.
        if ((event.target as Element).closest('a, button, [tabindex]')) return;
        onOpen();
      }}
      data-atm={atm}
      data-strike={row.strike}
      data-testid="chain-row"
    >
      {side('call', row.call, itmCall)}
      <th scope="row" className={chainCss.strikeCell}>
        <Link href={chartHref} className={chainCss.strikeLink}>
          {currency === 'INR' ? '$' : ''}
          {strikeText.format(row.strike)}
          <span className={css.visuallyHidden}>{atm && ' (at the money)'}: open the chart</span>
        </Link>
      </th>
      {side('put', row.put, itmPut)}
    </tr>
  );
});

function Side({
  symbol,
  side,
  itm,
  currency,
  columns,
  narrow,
}: {
  symbol: string | undefined;
  side: 'call' | 'put';
  itm: boolean;
  currency: Currency;
  columns: readonly Column[];
  narrow: boolean;
}) {
  const value = useLiveValue<OptionChainEntry>('option', symbol ?? '');
  const openTicket = useTicketOpener();
  const cellClass = `${chainCss.chainCell} ${itm ? chainCss.itm : ''}`;
  // Mirrored around the strike: calls … Mark Ask | Strike | Bid Mark … puts.
  const order = side === 'call' ? columns : [...columns].reverse();
  if (!symbol || !value) {
    return (
      <>
        {order.map((c) => (
          <td key={c} className={cellClass}>
            —
          </td>
        ))}
      </>
    );
  }
  const { data, stale } = value;
  const text: Record<Column, string> = {
    delta: formatDelta(data.greeks.delta),
    iv: `${data.mark_iv.toFixed(1)}%`,
    bid: formatPremium(data.best_bid_price, currency),
    mark: formatPremium(data.mark_price, currency),
    ask: formatPremium(data.best_ask_price, currency),
  };
  const price = (usd: number) =>
    narrow && currency === 'INR' ? (
      <CompactInr full={formatPremium(usd, currency)} usd={usd} />
    ) : null;
  const compactText: Partial<Record<Column, ReactNode>> = {
    bid: price(data.best_bid_price),
    mark: price(data.mark_price),
    ask: price(data.best_ask_price),
  };
  return (
    <>
      {order.map((c) => {
        const shown = <LiveText stale={stale}>{compactText[c] ?? text[c]}</LiveText>;
        // A signed-in trader sells at the bid and buys at the ask, from the ticket; the phone's
        // compact chain has no bid or ask column, so there the mark opens a buy ticket.
        const tradeSide =
          c === 'bid'
            ? 'SELL'
            : c === 'ask' || (c === 'mark' && !columns.includes('ask'))
              ? 'BUY'
              : null;
        return (
          <td key={c} className={cellClass} data-testid={c === 'mark' ? `${side}-mark` : undefined}>
            {openTicket && tradeSide ? (
              <button
                type="button"
                className={css.quoteButton}
                data-instrument={symbol}
                data-testid={c === 'mark' ? undefined : `${side}-${c}`}
                aria-label={`${tradeSide === 'BUY' ? 'Buy' : 'Sell'} ${symbol} at ${text[c]}`}
                onClick={() => openTicket({ symbol, side: tradeSide })}
              >
                {shown}
              </button>
            ) : (
              shown
            )}
          </td>
        );
      })}
    </>
  );
}

/**
 * A premium in a narrow INR cell: compact (₹2.31 L, spec section 9's Cr/L/K rule), the full
 * amount shown on hover or keyboard focus and read by screen readers.
 */
function CompactInr({ full, usd }: { full: string; usd: number }) {
  return (
    <span
      className={chainCss.compactAmount}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the full amount
      tabIndex={0}
      data-full={full}
      data-testid="compact-inr"
    >
      <span aria-hidden>{formatInrCompact(toDisplay(usd, 'INR'))}</span>
      <span className={css.visuallyHidden}>{full}</span>
    </span>
  );
}
