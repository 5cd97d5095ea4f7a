import type { Fill, Order } from '../../contracts/trading.ts';
import { ORDER_STATUSES } from '../../contracts/trading.ts';
import type { Currency } from '../../domain/money/currency.ts';
import { inDisplayCurrency } from '../../domain/trading/notice-words.ts';
import { originMark } from '../../domain/trading/order-origin.ts';
import type { OrdersFilter, OrdersTab } from '../../machines/trading/orders.machine.ts';
import { useCurrency } from '../hooks/use-currency.ts';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { button } from '../ui/button.css.ts';
import * as page from '../ui/page.css.ts';
import { TabList } from '../ui/TabList.tsx';
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

const side = (value: 'BUY' | 'SELL') => (
  <span className={value === 'BUY' ? css.buy : css.sell}>{value}</span>
);

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
  return (
    <section className={css.page} aria-labelledby="page-title">
      <div>
        <h1 id="page-title" className={page.heading}>
          Order book
        </h1>
        <p className={page.lead}>Your open, filled and cancelled orders, and your fills.</p>
      </div>
      <div className={css.panel}>
        <div className={css.bar}>
          <TabList
            className={market.tabs}
            tabClassName={market.tab}
            label="Orders"
            controls="orders-panel"
            idPrefix="orders-tab"
            selected={orders.tab}
            onSelect={(tab) => orders.tabTo(tab as OrdersTab)}
            items={TABS}
          />
          {orders.tab === 'open' && orders.orders.length > 0 && (
            <button
              type="button"
              className={button.secondary}
              disabled={orders.state !== 'ready'}
              onClick={orders.cancelAll}
            >
              Cancel all
            </button>
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
          <FilterSelect
            label="Side"
            value={filter.side}
            anyLabel="Both"
            options={SIDES}
            onChange={(value) => setFilter({ side: value })}
          />
          {orders.tab !== 'fills' && (
            <FilterSelect
              label="Status"
              value={filter.status}
              anyLabel="Any"
              options={STATUSES}
              onChange={(value) => setFilter({ status: value })}
            />
          )}
        </div>
        {orders.state === 'confirming' && (
          <div className={css.confirm} role="alertdialog" aria-label="Cancel every open order?">
            <span>Cancel every open order?</span>
            <button type="button" className={button.primary} onClick={orders.confirm}>
              Yes, cancel all
            </button>
            <button type="button" className={button.secondary} onClick={orders.dismiss}>
              Keep them
            </button>
          </div>
        )}
        <FormError
          message={orders.error === null ? null : inDisplayCurrency(orders.error, currency)}
        />
        {orders.state === 'failed' && (
          <button type="button" className={button.secondary} onClick={orders.refresh}>
            Try again
          </button>
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
          <div className={css.pager}>
            <button
              type="button"
              className={button.secondary}
              disabled={orders.page <= 1}
              onClick={() => orders.goTo(orders.page - 1)}
            >
              Previous
            </button>
            <span>
              Page {orders.page} of {pages}
            </span>
            <button
              type="button"
              className={button.secondary}
              disabled={orders.page >= pages}
              onClick={() => orders.goTo(orders.page + 1)}
            >
              Next
            </button>
          </div>
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
    <TableScroll label="Orders table">
      <table className={`${css.table} ${css.cardTable}`}>
        <thead>
          <tr>
            <th className={css.th}>Time</th>
            <th className={css.th}>Symbol</th>
            <th className={css.th}>Side</th>
            <th className={`${css.th} ${css.numeric}`}>Price</th>
            <th className={`${css.th} ${css.numeric}`}>Filled / size</th>
            <th className={`${css.th} ${css.numeric}`}>Avg price</th>
            <th className={css.th}>Status</th>
            <th className={css.th}>
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderId} data-order-id={order.orderId}>
              <td className={`${css.td} ${css.timeCell}`} title={order.createdAt} data-label="Time">
                {formatTime(order.createdAt)}
              </td>
              <td className={css.td} data-label="Symbol">
                {order.symbol}
              </td>
              <td className={css.td} data-label="Side">
                {side(order.side)}
                {originMark(order.origin) && (
                  <span data-testid="order-origin"> · {originMark(order.origin)}</span>
                )}
              </td>
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
                title={
                  order.reason === null ? undefined : inDisplayCurrency(order.reason, currency)
                }
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
                  <button
                    type="button"
                    className={css.linkButton}
                    onClick={() => onNote(order.orderId)}
                    aria-label={`Contract note: ${order.side === 'BUY' ? 'buy' : 'sell'} ${order.size} ${order.symbol}`}
                  >
                    Note
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
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
    <TableScroll label="Fills table">
      <table className={`${css.table} ${css.cardTable}`}>
        <thead>
          <tr>
            <th className={css.th}>Time</th>
            <th className={css.th}>Symbol</th>
            <th className={css.th}>Side</th>
            <th className={`${css.th} ${css.numeric}`}>Price</th>
            <th className={`${css.th} ${css.numeric}`}>Size</th>
            <th className={css.th}>Role</th>
            <th className={css.th}>
              <span className="visually-hidden">Contract note</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {fills.map((fill) => (
            <tr key={fill.fillId}>
              <td className={`${css.td} ${css.timeCell}`} title={fill.createdAt} data-label="Time">
                {formatTime(fill.createdAt)}
              </td>
              <td className={css.td} data-label="Symbol">
                {fill.symbol}
              </td>
              <td className={css.td} data-label="Side">
                {side(fill.side)}
              </td>
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
                <button
                  type="button"
                  className={css.linkButton}
                  onClick={() => onNote(fill.orderId)}
                  aria-label={`Contract note: ${fill.side === 'BUY' ? 'buy' : 'sell'} ${fill.size} ${fill.symbol}`}
                >
                  Note
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
