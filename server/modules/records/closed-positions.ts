import { type Kysely, sql } from 'kysely';
import type { ClosedPosition } from '../../../src/contracts/records.ts';
import { orderOriginOf } from '../../../src/contracts/trading-risk.ts';

// biome-ignore lint/suspicious/noExplicitAny: the records read tables of several modules by SQL
type Db = Kysely<any>;

/** How many closed positions the read answers. */
export const CLOSED_POSITIONS_LIMIT = 200;

interface FillRow {
  order_id: string;
  symbol: string;
  side: 'BUY' | 'SELL';
  size: number;
  origin: string | null;
  created_at: Date | string;
}

interface MoneyRow {
  order_id: string | null;
  symbol: string | null;
  type: string;
  paise: string;
  created_at: Date | string;
}

interface Open {
  symbol: string;
  sign: number;
  size: number;
  largest: number;
  openedAt: number;
  orders: Set<string>;
}

const rupees = (paise: bigint): number => Number(paise) / 100;
const EPSILON = 1e-9;

/**
 * The trader's closed positions, rebuilt from their fills: a position opens when an instrument's
 * net size leaves zero and closes when it comes back (a flip closes one and opens the next). Its
 * realised P&L and fees are the wallet transactions of its orders, its funding the funding
 * transactions of the instrument while it was open. Newest close first.
 */
export async function closedPositions(db: Db, userId: string): Promise<ClosedPosition[]> {
  const [fills, money] = await Promise.all([
    sql<FillRow>`select f.order_id::text as order_id, f.symbol, f.side, f.size, o.origin,
        f.created_at
      from trading_fill f left join trading_order o on o.id = f.order_id
      where f.user_id = ${userId} order by f.id`.execute(db),
    sql<MoneyRow>`select order_id::text as order_id, symbol, type,
        wallet_delta_paise::text as paise, created_at
      from funds_transaction
      where user_id = ${userId} and wallet_delta_paise is not null
        and type in ('realised_pnl', 'liquidation', 'fee', 'funding')`.execute(db),
  ]);
  const byOrder = new Map<string, MoneyRow[]>();
  const funding: MoneyRow[] = [];
  for (const row of money.rows) {
    if (row.type === 'funding') funding.push(row);
    else if (row.order_id !== null)
      byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  }
  const open = new Map<string, Open>();
  const closed: ClosedPosition[] = [];
  const close = (position: Open, at: number, origin: string | null) => {
    let realised = 0n;
    let fees = 0n;
    for (const orderId of position.orders) {
      for (const row of byOrder.get(orderId) ?? []) {
        if (row.type === 'fee') fees -= BigInt(row.paise);
        else realised += BigInt(row.paise);
      }
    }
    let paid = 0n;
    for (const row of funding) {
      const t = new Date(row.created_at).getTime();
      if (row.symbol === position.symbol && t >= position.openedAt && t <= at)
        paid += BigInt(row.paise);
    }
    closed.push({
      symbol: position.symbol,
      side: position.sign > 0 ? 'long' : 'short',
      size: Number(position.largest.toFixed(10)),
      openedAt: new Date(position.openedAt).toISOString(),
      closedAt: new Date(at).toISOString(),
      realisedPnl: rupees(realised),
      fees: rupees(fees),
      funding: rupees(paid),
      net: rupees(realised - fees + paid),
      closedBy: orderOriginOf(origin),
    });
  };
  for (const fill of fills.rows) {
    const at = new Date(fill.created_at).getTime();
    const signed = (fill.side === 'BUY' ? 1 : -1) * Number(fill.size);
    let position = open.get(fill.symbol);
    if (position === undefined) {
      position = {
        symbol: fill.symbol,
        sign: Math.sign(signed),
        size: 0,
        largest: 0,
        openedAt: at,
        orders: new Set(),
      };
      open.set(fill.symbol, position);
    }
    position.orders.add(fill.order_id);
    const after = position.size + signed;
    if (Math.abs(after) < EPSILON || Math.sign(after) !== position.sign) {
      close(position, at, fill.origin);
      open.delete(fill.symbol);
      if (Math.abs(after) >= EPSILON) {
        // A flip: the rest of the fill opens the other side.
        open.set(fill.symbol, {
          symbol: fill.symbol,
          sign: Math.sign(after),
          size: after,
          largest: Math.abs(after),
          openedAt: at,
          orders: new Set([fill.order_id]),
        });
      }
      continue;
    }
    position.size = after;
    position.largest = Math.max(position.largest, Math.abs(after));
  }
  return closed
    .sort((a, b) => b.closedAt.localeCompare(a.closedAt))
    .slice(0, CLOSED_POSITIONS_LIMIT);
}
