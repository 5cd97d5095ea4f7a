import { useVirtualizer } from '@tanstack/react-virtual';
import { useSelector } from '@xstate/react';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { OptionChainEntry, OptionCurrency } from '../../../../contracts/market.ts';
import { parseExpiryDate } from '../../../../domain/expiry/expiry-date.ts';
import { timeToExpiry } from '../../../../domain/expiry/time-to-expiry.ts';
import { widgetKeys } from '../../../../machines/market/market-widgets.ts';
import {
  type OptionExpiriesContext,
  shownExpiry,
} from '../../../../machines/market/option-expiries.machine.ts';
import type { MarketLogic } from '../../../../services/market/market-logic.ts';
import { chainGroup } from '../../../../services/market/market-store.ts';
import { useCurrency } from '../../../hooks/use-currency.ts';
import { TabList } from '../../../ui/TabList.tsx';
import {
  useConnectionStatus,
  useGroupMembers,
  useLiveValue,
  useTopicOf,
  useWidget,
} from '../hooks.ts';
import { EmptyState, ErrorState, Skeleton } from '../LivePrice.tsx';
import * as css from '../market.css.ts';
import { perpetualOf, useMarketLinks } from '../market-links.ts';
import { atmStrike, type ChainRow, chainRows } from './chain-rows.ts';
import * as chainCss from './option-chain.css.ts';
import {
  COLUMN_LABELS,
  COLUMN_NAMES,
  COMPACT_COLUMNS,
  FULL_COLUMNS,
  StrikeRow,
  useCompactLayout,
} from './StrikeRow.tsx';

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
type TopicActor = ActorRefFrom<MarketLogic['topic']>;

/** What the tabs show before the market page has started them: loading, on BTC. */
const BEFORE_START: OptionExpiriesContext = {
  currency: 'BTC',
  userId: null,
  dates: [],
  picked: null,
  settledPick: null,
  now: 0,
  error: null,
  chainKey: null,
};

/** The expiry tabs and the chain of the shown expiry; the tabs' lifecycle is a machine. */
export function OptionChainView() {
  const expiries = useWidget<ExpiriesActor>(widgetKeys.expiries);
  const phase = useSelector(expiries, (s) =>
    s?.matches('ready') ? 'ready' : s?.matches('failed') ? 'failed' : 'loading',
  );
  const context = useSelector(expiries, (s) => s?.context ?? BEFORE_START);
  const chain = useSelector(expiries, (s) => s?.children.chain as TopicActor | undefined);
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
              onClick={() => expiries?.send({ type: 'expiries.currency', currency: c })}
            >
              {c}
            </button>
          ))}
        </div>
      </div>
      {phase === 'failed' ? (
        <ErrorState
          message={`Expiry dates are unavailable: ${context.error}`}
          onRetry={() => expiries?.send({ type: 'expiries.retry' })}
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
          onSelect={(d) => expiries?.send({ type: 'expiries.pick', date: d })}
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
          <Chain key={`${currency}-${date}`} currency={currency} date={date} topic={chain} />
        </div>
      )}
    </>
  );
}

function Chain({
  currency,
  date,
  topic: watch,
}: {
  currency: OptionCurrency;
  date: string;
  /** The expiry tabs' watch of this chain (undefined until it has started). */
  topic: TopicActor | undefined;
}) {
  const topic = useTopicOf(watch);
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
                  <abbr title={COLUMN_NAMES[c]}>{COLUMN_LABELS[c]}</abbr>
                </th>
              ))}
              <th className={chainCss.chainHeadLower} scope="col">
                Strike
                {displayCurrency === 'INR' && (
                  // Prices show in rupees; a strike is the contract's term (its name's number, in
                  // dollars): written bare, so no $ shows on a rupee screen (issue 25), and named.
                  <span className={css.visuallyHidden}> (USD)</span>
                )}
              </th>
              {[...columns].reverse().map((c) => (
                <th key={`put-${c}`} className={chainCss.chainHeadLower} scope="col">
                  <abbr title={COLUMN_NAMES[c]}>{COLUMN_LABELS[c]}</abbr>
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
