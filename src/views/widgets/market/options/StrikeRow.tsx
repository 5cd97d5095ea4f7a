import { memo, type ReactNode, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import type { OptionChainEntry } from '../../../../contracts/market.ts';
import type { Currency } from '../../../../domain/money/currency.ts';
import { fixedFormat } from '../../../../domain/money/fixed-format.ts';
import { formatInrShort } from '../../../../domain/money/format.ts';
import { useTicketOpener } from '../../../trading/ticket-opener.ts';
import { formatMoney, toDisplay } from '../format.ts';
import { useLiveValue } from '../hooks.ts';
import { LiveText } from '../LivePrice.tsx';
import * as css from '../market.css.ts';
import type { ChainRow } from './chain-rows.ts';
import * as chainCss from './option-chain.css.ts';

// One strike of the option chain (calls, the strike, puts) and the columns it is shown with.

const strikeText = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export type Column =
  | 'vol'
  | 'oi'
  | 'vega'
  | 'theta'
  | 'gamma'
  | 'delta'
  | 'iv'
  | 'bid'
  | 'mark'
  | 'ask';
/**
 * Calls side order; the puts side mirrors it. The 24 h volume, open interest and the Greeks, as
 * traders expect.
 */
export const FULL_COLUMNS: readonly Column[] = [
  'vol',
  'oi',
  'vega',
  'theta',
  'gamma',
  'delta',
  'iv',
  'bid',
  'mark',
  'ask',
];
/**
 * Phones: implied volatility and mark each side of the strike. Volume is left out there: a third
 * figure a side does not fit 320 px beside the strike with a rupee premium (docs/market.md, "Option chain").
 */
export const COMPACT_COLUMNS: readonly Column[] = ['iv', 'mark'];
export const COLUMN_LABELS: Record<Column, string> = {
  vol: 'Vol',
  oi: 'OI',
  vega: 'ν',
  theta: 'Θ',
  gamma: 'Γ',
  delta: 'Δ',
  iv: 'IV',
  bid: 'Bid',
  mark: 'Mark',
  ask: 'Ask',
};

/** What each column's short head stands for (its abbr title). */
export const COLUMN_NAMES: Record<Column, string> = {
  vol: 'Volume, 24 h (contracts)',
  oi: 'Open interest (contracts)',
  vega: 'Vega',
  theta: 'Theta',
  gamma: 'Gamma',
  delta: 'Delta',
  iv: 'Implied volatility',
  bid: 'Bid',
  mark: 'Mark',
  ask: 'Ask',
};

/** A Greek or a size to `digits` places; one that rounds to zero shows unsigned. */
const greekText = (value: number, digits: number): string =>
  (Math.abs(value) < 0.5 * 10 ** -digits ? 0 : value).toFixed(digits);

/** A delta that rounds to zero shows as 0.00, never -0.00. */
/**
 * A premium in the chain: in rupees from ₹1,000 up in whole rupees (a deep call's ₹5,08,640.00
 * did not fit its column at 1440 px, and its paise say nothing), below that with paise.
 */
const premiumText = (usd: number, currency: Currency): string => {
  const rupees = toDisplay(usd, 'INR');
  return currency === 'INR' && Number.isFinite(rupees) && Math.abs(rupees) >= 1_000
    ? fixedFormat(0, 'INR').format(rupees)
    : formatMoney(usd, currency);
};

const formatDelta = (delta: number): string => (Math.abs(delta) < 0.005 ? 0 : delta).toFixed(2);

const DESKTOP = '(min-width: 960px)';
const subscribeDesktop = (listener: () => void) => {
  const query = window.matchMedia(DESKTOP);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};

/** Phones get the compact chain (the full one is 880 px wide). */
export function useCompactLayout(): boolean {
  return !useSyncExternalStore(subscribeDesktop, () => window.matchMedia(DESKTOP).matches);
}

export const StrikeRow = memo(function StrikeRow({
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
    // An entry of a server before the volume field reads 0.
    vol: greekText(data.volume ?? 0, 2),
    oi: greekText(data.open_interest, 2),
    vega: greekText(data.greeks.vega, 2),
    theta: greekText(data.greeks.theta, 2),
    gamma: greekText(data.greeks.gamma, 5),
    delta: formatDelta(data.greeks.delta),
    iv: `${data.mark_iv.toFixed(1)}%`,
    bid: premiumText(data.best_bid_price, currency),
    mark: premiumText(data.mark_price, currency),
    ask: premiumText(data.best_ask_price, currency),
  };
  const price = (usd: number) =>
    narrow && currency === 'INR' ? (
      <CompactInr full={formatMoney(usd, currency)} usd={usd} />
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
 * A premium in a narrow INR cell: the Indian short form (₹2.31 L, ₹8,501: whole rupees below a
 * lakh, so it fits the phone's column), the full amount shown on hover or keyboard focus and read
 * by screen readers.
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
      <span aria-hidden>{formatInrShort(toDisplay(usd, 'INR'), 0)}</span>
      <span className={css.visuallyHidden}>{full}</span>
    </span>
  );
}
