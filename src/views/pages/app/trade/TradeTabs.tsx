import { type ReactNode, useState } from 'react';
import type { Order } from '../../../../contracts/trading.ts';
import type { Currency } from '../../../../domain/money/currency.ts';
import { formatRupeesIn } from '../../../../domain/money/display.ts';
import type { LivePosition } from '../../../../domain/trading/position-update.ts';
import { useCurrency } from '../../../hooks/use-currency.ts';
import { useOrders } from '../../../orders/use-orders.ts';
import { pnlClass } from '../../../positions/pnl-class.ts';
import { usePositionCommands, usePositions } from '../../../positions/use-positions.ts';
import { TabList } from '../../../ui/TabList.tsx';
import { type Column, type FramedTableProps, HeadedTable } from '../../../ui/TableHead.tsx';
import { formatPrice } from '../../../widgets/market/format.ts';
import * as css from './trade.css.ts';

type Tab = 'positions' | 'orders';

const priceOrDash = (usd: number | null | undefined, currency: Currency) =>
  typeof usd === 'number' && usd > 0 ? formatPrice(usd, currency) : '—';

const actions: Column = { key: 'actions', label: <span className={css.muted}>Actions</span> };

const POSITION_COLUMNS: readonly Column[] = [
  { label: 'Contract' },
  { label: 'Side' },
  ...['Size', 'Entry', 'Mark', 'Liquidation', 'SL / TP', 'P&L'].map((label) => ({
    label,
    numeric: true,
  })),
  actions,
];

const ORDER_COLUMNS: readonly Column[] = [
  { label: 'Contract' },
  { label: 'Side' },
  { label: 'Type' },
  { label: 'Price', numeric: true },
  { label: 'Filled / size', numeric: true },
  actions,
];

/** A table under the chart that scrolls on its own, its heads from `columns`. */
function TradeTable({ label, columns, children }: FramedTableProps) {
  return (
    <div className={css.scroll}>
      <HeadedTable
        className={css.table}
        label={label}
        columns={columns}
        thClass={css.th}
        numericClass={css.num}
        scope="col"
      >
        {children}
      </HeadedTable>
    </div>
  );
}

/** A row's link-like action, off while the list is busy. */
function RowAction({
  label,
  busy,
  onClick,
  children,
}: {
  label: string;
  busy: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={css.linkButton}
      disabled={busy}
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </button>
  );
}

function PositionsTable({ positions }: { positions: readonly LivePosition[] }) {
  const currency = useCurrency();
  const commands = usePositionCommands();
  if (positions.length === 0) return <p className={css.muted}>No open positions.</p>;
  return (
    <TradeTable label="Open positions" columns={POSITION_COLUMNS}>
      {positions.map((p) => (
        <tr key={p.symbol} data-testid="trade-position-row" data-symbol={p.symbol}>
          <td className={css.td}>{p.symbol}</td>
          <td className={css.td}>
            {p.side === 'long' ? `Long ${p.leverage}x` : `Short ${p.leverage}x`}
          </td>
          <td className={`${css.td} ${css.num}`}>{p.size}</td>
          <td className={`${css.td} ${css.num}`}>{priceOrDash(p.entryPrice, currency)}</td>
          <td className={`${css.td} ${css.num}`}>{priceOrDash(p.markPrice, currency)}</td>
          <td className={`${css.td} ${css.num}`}>{priceOrDash(p.liquidationPrice, currency)}</td>
          <td className={`${css.td} ${css.num}`}>
            {priceOrDash(p.stopLoss, currency)} / {priceOrDash(p.takeProfit, currency)}
          </td>
          <td className={`${css.td} ${css.num} ${pnlClass(p.unrealisedPnl)}`}>
            {formatRupeesIn(p.unrealisedPnl, currency)}
          </td>
          <td className={css.td}>
            <RowAction
              label={`Close the ${p.symbol} position at market`}
              busy={commands.state !== 'ready'}
              onClick={() => commands.close(p.symbol)}
            >
              Close
            </RowAction>
          </td>
        </tr>
      ))}
    </TradeTable>
  );
}

function OrdersTable() {
  const currency = useCurrency();
  const orders = useOrders();
  if (orders.state === 'loading' && orders.orders.length === 0) {
    return <p className={css.muted}>Loading your open orders…</p>;
  }
  if (orders.state === 'failed')
    return <p className={css.muted}>Your open orders could not be loaded.</p>;
  if (orders.orders.length === 0) {
    return (
      <p className={css.muted}>No open orders. Limit orders that wait for their price show here.</p>
    );
  }
  return (
    <TradeTable label="Open orders" columns={ORDER_COLUMNS}>
      {orders.orders.map((order: Order) => (
        <tr key={order.orderId} data-testid="trade-order-row" data-symbol={order.symbol}>
          <td className={css.td}>{order.symbol}</td>
          <td className={css.td}>{order.side === 'BUY' ? 'Buy' : 'Sell'}</td>
          <td className={css.td}>{order.type.toLowerCase()}</td>
          <td className={`${css.td} ${css.num}`}>
            {order.price === null ? 'Market' : formatPrice(order.price, currency)}
          </td>
          <td className={`${css.td} ${css.num}`}>
            {order.filledSize} / {order.size}
          </td>
          <td className={css.td}>
            <RowAction
              label={`Cancel the ${order.side === 'BUY' ? 'buy' : 'sell'} order of ${order.size} ${order.symbol}`}
              busy={orders.state !== 'ready'}
              onClick={() => orders.cancel(order.orderId)}
            >
              Cancel
            </RowAction>
          </td>
        </tr>
      ))}
    </TradeTable>
  );
}

/** The trader's open positions and open orders under the chart, as tabs. */
export function TradeTabs() {
  const [tab, setTab] = useState<Tab>('positions');
  const live = usePositions();
  return (
    <section className={css.panel} aria-label="Your positions and orders" data-testid="trade-tabs">
      <TabList
        items={[
          { id: 'positions', label: `Positions (${live.positions.length})` },
          { id: 'orders', label: 'Open orders' },
        ]}
        selected={tab}
        onSelect={(id) => setTab(id as Tab)}
        label="Positions and orders"
        controls="trade-tab-panel"
        idPrefix="trade-tab"
        className={css.tabsBar}
        tabClassName={css.tab}
      />
      <div id="trade-tab-panel" role="tabpanel" aria-labelledby={`trade-tab-${tab}`}>
        {tab === 'positions' ? <PositionsTable positions={live.positions} /> : <OrdersTable />}
      </div>
    </section>
  );
}
