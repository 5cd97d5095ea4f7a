import type { ReactNode } from 'react';
import type { Fill, Order } from '../../contracts/trading.ts';
import { ORDER_STATUSES } from '../../contracts/trading.ts';
import type { Currency } from '../../domain/money/currency.ts';
import { inDisplayCurrency } from '../../domain/trading/notice-words.ts';
import { originMark } from '../../domain/trading/order-origin.ts';
import type { OrdersFilter, OrdersTab } from '../../machines/trading/orders.machine.ts';
import { useCurrency } from '../hooks/use-currency.ts';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { Button } from '../ui/Button.tsx';
import { KeepOrGo } from '../ui/KeepOrGo.tsx';
import { Pager } from '../ui/Pager.tsx';
import { PageTitle } from '../ui/PageTitle.tsx';
import { TabList } from '../ui/TabList.tsx';
import { type Column, type FramedTableProps, HeadedTable } from '../ui/TableHead.tsx';
import { TableScroll } from '../ui/TableScroll.tsx';
import { formatPrice } from '../widgets/market/format.ts';
import * as market from '../widgets/market/market.css.ts';
import { FormError } from '../widgets/public-forms/FormOutcome.tsx';
import { BracketList } from './BracketList.tsx';
import { ContractNoteDialog } from './ContractNoteDialog.tsx';
import { FilterSelect } from './FilterSelect.tsx';
import { formatTime } from './format-time.ts';
import * as css from './orders.css.ts';
import { RecordsPanel } from './RecordsPanel.tsx';
import { useContractNote, useOrders } from './use-orders.ts';

const TABS: readonly { id: OrdersTab; label: string }[] = [
  { id: 'open', label: 'Open orders' },
  { id: 'history', label: 'Order history' },
  { id: 'fills', label: 'Fills' },
];

const statusLabel: Record<Order['status'], string> = {
  open: 'Open',
  partially_filled: 'Partly filled',
  filled: 'Filled',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
};

const SIDES = [
  { value: 'BUY', label: 'Buy' },
  { value: 'SELL', label: 'Sell' },
] as const;
const STATUSES = ORDER_STATUSES.map((status) => ({ value: status, label: statusLabel[status] }));

const hidden = (label: string) => ({
  key: label,
  label: <span className="visually-hidden">{label}</span>,
});

/** The columns orders and fills both start with. */
const LEAD_COLUMNS: readonly Column[] = [
  { label: 'Time' },
  { label: 'Symbol' },
  { label: 'Side' },
  { label: 'Price', numeric: true },
];

const ORDER_COLUMNS: readonly Column[] = [
  ...LEAD_COLUMNS,
  { label: 'Filled / size', numeric: true },
  { label: 'Avg price', numeric: true },
  { label: 'Status' },
  hidden('Actions'),
];

const FILL_COLUMNS: readonly Column[] = [
  ...LEAD_COLUMNS,
  { label: 'Size', numeric: true },
  { label: 'Role' },
  hidden('Contract note'),
];

/** Orders and fills: a table on a wide screen, a card a row on a phone (orders.css.ts). */
function CardTable({ label, columns, children }: FramedTableProps) {
  return (
    <TableScroll label={label}>
      <HeadedTable
        className={`${css.table} ${css.cardTable}`}
        columns={columns}
        thClass={css.th}
        numericClass={css.numeric}
      >
        {children}
      </HeadedTable>
    </TableScroll>
  );
}

/** Opens the contract note of the order a row is (or was filled on). */
function NoteButton({
  row,
  onNote,
}: {
  row: Pick<Order, 'orderId' | 'side' | 'size' | 'symbol'>;
  onNote: (orderId: string) => void;
}) {
  return (
    <button
      type="button"
      className={css.linkButton}
      onClick={() => onNote(row.orderId)}
      aria-label={`Contract note: ${row.side === 'BUY' ? 'buy' : 'sell'} ${row.size} ${row.symbol}`}
    >
      Note
    </button>
  );
}

/** An order's or a fill's first cells: when, what and which side (`children` add to the side). */
function LeadCells({
  at,
  symbol,
  side,
  children,
}: {
  at: string;
  symbol: string;
  side: 'BUY' | 'SELL';
  children?: ReactNode;
}) {
  return (
    <>
      <td className={`${css.td} ${css.timeCell}`} title={at} data-label="Time">
        {formatTime(at)}
      </td>
      <td className={css.td} data-label="Symbol">
        {symbol}
      </td>
      <td className={css.td} data-label="Side">
        <span className={side === 'BUY' ? css.buy : css.sell}>{side}</span>
        {children}
      </td>
    </>
  );
}

/** /orders: open orders (cancel, cancel-all), history and fills, contract notes and records. */
export function OrdersView() {
  useDocumentTitle('Order book');
  const orders = useOrders();
  const note = useContractNote();
  const currency = useCurrency();
  const { filter } = orders;
  const rows = orders.orders;
  const fills = orders.fills;
  const pages = Math.max(1, Math.ceil(orders.total / orders.pageSize));
  const firstLoad = orders.state === 'loading' && orders.orders.length + orders.fills.length === 0;
  const setFilter = (change: Partial<OrdersFilter>) => orders.filterBy({ ...filter, ...change });
  // A filter select's value and change, for the filter field it chooses.
  const choice = <K extends 'side' | 'status'>(key: K) => ({
    value: filter[key],
    onChange: (value: OrdersFilter[K]) => setFilter({ [key]: value }),
  });
  return (
    <section className={css.page} aria-labelledby="page-title">
      <div>
        <PageTitle
          title="Order book"
          lead="Your open, filled and cancelled orders, and your fills."
        />
      </div>
      <div className={css.panel}>
        <div className={css.bar}>
          <TabList
            look={market.tabLook}
            label="Orders"
            panel="orders"
            selected={orders.tab}
            onSelect={(tab) => orders.tabTo(tab as OrdersTab)}
            items={TABS}
          />
          {orders.tab === 'open' && orders.orders.length > 0 && (
            <Button kind="secondary" disabled={orders.state !== 'ready'} onClick={orders.cancelAll}>
              Cancel all
            </Button>
          )}
        </div>
        <div className={css.filters}>
          <label className={css.field}>
            Symbol
            <input
              className={css.control}
              value={filter.symbol}
              placeholder="BTC"
              onChange={(event) => setFilter({ symbol: event.currentTarget.value })}
            />
          </label>
          <FilterSelect label="Side" anyLabel="Both" options={SIDES} {...choice('side')} />
          {orders.tab !== 'fills' && (
            <FilterSelect label="Status" anyLabel="Any" options={STATUSES} {...choice('status')} />
          )}
        </div>
        {orders.state === 'confirming' && (
          <div className={css.confirm} role="alertdialog" aria-label="Cancel every open order?">
            <span>Cancel every open order?</span>
            <KeepOrGo yes="Yes, cancel all" onYes={orders.confirm} onKeep={orders.dismiss} />
          </div>
        )}
        <FormError
          message={orders.error === null ? null : inDisplayCurrency(orders.error, currency)}
        />
        {orders.state === 'failed' && (
          <Button kind="secondary" onClick={orders.refresh}>
            Try again
          </Button>
        )}
        {orders.notice && (
          <p className={css.muted} role="status">
            {orders.notice}
          </p>
        )}
        <div
          id="orders-panel"
          role="tabpanel"
          aria-labelledby={`orders-tab-${orders.tab}`}
          aria-busy={orders.state === 'loading'}
        >
          {firstLoad ? (
            <div className={css.page} role="status" aria-label="Loading orders">
              <div className={css.skeletonRow} />
              <div className={css.skeletonRow} />
              <div className={css.skeletonRow} />
            </div>
          ) : orders.tab === 'fills' ? (
            <FillsTable fills={fills} onNote={note.open} currency={currency} />
          ) : (
            <>
              <OrdersTable
                orders={rows}
                open={orders.tab === 'open'}
                busy={orders.state !== 'ready'}
                onCancel={orders.cancel}
                onNote={note.open}
                currency={currency}
              />
              {orders.tab === 'open' && <BracketList currency={currency} />}
            </>
          )}
        </div>
        {pages > 1 && (
          <Pager page={orders.page} pages={pages} onGo={orders.goTo}>
            <span>
              Page {orders.page} of {pages}
            </span>
          </Pager>
        )}
      </div>
      <RecordsPanel />
      {note.orderId !== null && <ContractNoteDialog note={note} />}
    </section>
  );
}

function OrdersTable({
  orders,
  open,
  busy,
  onCancel,
  onNote,
  currency,
}: {
  orders: readonly Order[];
  open: boolean;
  busy: boolean;
  onCancel: (orderId: string) => void;
  onNote: (orderId: string) => void;
  currency: Currency;
}) {
  if (orders.length === 0) {
    return (
      <p className={css.muted}>
        {open
          ? 'No open orders. Limit orders that wait for their price show here.'
          : 'No orders yet.'}
      </p>
    );
  }
  return (
    <CardTable label="Orders table" columns={ORDER_COLUMNS}>
      {orders.map((order) => (
        <tr key={order.orderId} data-order-id={order.orderId}>
          <LeadCells at={order.createdAt} symbol={order.symbol} side={order.side}>
            {originMark(order.origin) && (
              <span data-testid="order-origin"> · {originMark(order.origin)}</span>
            )}
          </LeadCells>
          <td className={`${css.td} ${css.numeric}`} data-label="Price">
            {order.price === null ? 'Market' : formatPrice(order.price, currency)}
          </td>
          <td className={`${css.td} ${css.numeric}`} data-label="Filled / size">
            {order.filledSize} / {order.size}
          </td>
          <td className={`${css.td} ${css.numeric}`} data-label="Avg price">
            {order.averagePrice === null ? '—' : formatPrice(order.averagePrice, currency)}
          </td>
          <td
            className={css.td}
            title={order.reason === null ? undefined : inDisplayCurrency(order.reason, currency)}
            data-label="Status"
          >
            {statusLabel[order.status]}
          </td>
          <td className={`${css.td} ${css.actionCell}`}>
            {open ? (
              <button
                type="button"
                className={css.linkButton}
                disabled={busy}
                onClick={() => onCancel(order.orderId)}
                aria-label={`Cancel order: ${order.side === 'BUY' ? 'buy' : 'sell'} ${order.size} ${order.symbol}`}
              >
                Cancel
              </button>
            ) : order.filledSize > 0 ? (
              <NoteButton row={order} onNote={onNote} />
            ) : null}
          </td>
        </tr>
      ))}
    </CardTable>
  );
}

function FillsTable({
  fills,
  onNote,
  currency,
}: {
  fills: readonly Fill[];
  onNote: (orderId: string) => void;
  currency: Currency;
}) {
  if (fills.length === 0) return <p className={css.muted}>No fills yet.</p>;
  return (
    <CardTable label="Fills table" columns={FILL_COLUMNS}>
      {fills.map((fill) => (
        <tr key={fill.fillId}>
          <LeadCells at={fill.createdAt} symbol={fill.symbol} side={fill.side} />
          <td className={`${css.td} ${css.numeric}`} data-label="Price">
            {formatPrice(fill.price, currency)}
          </td>
          <td className={`${css.td} ${css.numeric}`} data-label="Size">
            {fill.size}
          </td>
          <td className={css.td} data-label="Role">
            {fill.role}
          </td>
          <td className={`${css.td} ${css.actionCell}`}>
            <NoteButton row={fill} onNote={onNote} />
          </td>
        </tr>
      ))}
    </CardTable>
  );
}
