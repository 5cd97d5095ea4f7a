import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Side } from './engine/commands.ts';
import type { BookView, LevelView } from './engine/order-book.ts';
import type { OrderRow } from './fill-ledger.ts';
import type { Quote } from './market-maker/quote-ladder.ts';

/** An order's row (locked for the transaction with `lock`), its amounts as numbers. */
export async function readOrder(db: Db, id: string, lock = false): Promise<OrderRow | undefined> {
  const { rows } = lock
    ? await sql<OrderRow>`select * from trading_order where id = ${id} for update`.execute(db)
    : await sql<OrderRow>`select * from trading_order where id = ${id}`.execute(db);
  const row = rows[0];
  return row === undefined
    ? undefined
    : { ...row, filled: Number(row.filled), filled_notional: Number(row.filled_notional) };
}

/** A trader's position in an instrument, in signed lots (0 when flat). */
export async function readPositionLots(db: Db, userId: string, symbol: string): Promise<number> {
  const { rows } = await sql<{ size_lots: string | number }>`select size_lots
    from trading_position where user_id = ${userId} and symbol = ${symbol}`.execute(db);
  return Number(rows[0]?.size_lots ?? 0);
}

/** One aggregated level of a book: price in ticks, size in lots. */
export interface TickLevel {
  price: number;
  size: number;
}

export interface RequotedBook {
  /** Best first. */
  bids: TickLevel[];
  asks: TickLevel[];
  /** Whether a new quote would meet a resting order (a trader's the market has crossed). */
  fills: boolean;
}

/**
 * A book as the market maker's requote to `wanted` would leave it, worked out without touching the
 * book: the same commands as requoteCommands (quote-ladder.ts), at the level of aggregated sizes.
 * Its resting quotes still wanted at the same price and size stay, the others are cancelled, and
 * each new quote first takes what it meets on the other side, then rests. The maker's bids never
 * reach its asks, so a new quote can only meet an order that was resting before. `wanted`
 * undefined (no prices to quote from): the book as it stands.
 */
export function requotedBook(
  book: BookView,
  owner: string,
  wanted: readonly Quote[] | undefined,
): RequotedBook {
  const kept = new Set<string>();
  const key = (side: Side, price: number, qty: number) => `${side}:${price}:${qty}`;
  const wantedKeys = new Set(wanted?.map((q) => key(q.side, q.price, q.qty)));
  const side = (name: Side, levels: readonly LevelView[]): TickLevel[] => {
    const out: TickLevel[] = [];
    for (const level of levels) {
      let size = level.total;
      if (wanted !== undefined) {
        for (const order of level.orders) {
          if (order.owner !== owner) continue;
          const k = key(name, level.price, order.remaining);
          if (wantedKeys.has(k) && !kept.has(k)) kept.add(k);
          else size -= order.remaining;
        }
      }
      if (size > 0) out.push({ price: level.price, size });
    }
    return out;
  };
  const bids = side('BUY', book.bids);
  const asks = side('SELL', book.asks);
  const restBids: TickLevel[] = [];
  const restAsks: TickLevel[] = [];
  let fills = false;
  let bid = 0;
  let ask = 0;
  for (const quote of wanted ?? []) {
    if (kept.has(key(quote.side, quote.price, quote.qty))) continue;
    let qty = quote.qty;
    const buy = quote.side === 'BUY';
    const other = buy ? asks : bids;
    let at = buy ? ask : bid;
    for (; qty > 0 && at < other.length; ) {
      const level = other[at] as TickLevel;
      if (buy ? level.price > quote.price : level.price < quote.price) break;
      const taken = Math.min(qty, level.size);
      fills = true;
      qty -= taken;
      level.size -= taken;
      if (level.size === 0) at++;
    }
    if (buy) ask = at;
    else bid = at;
    if (qty > 0) (buy ? restBids : restAsks).push({ price: quote.price, size: qty });
  }
  return {
    bids: merged(bids.slice(bid), restBids, (a, b) => b - a),
    asks: merged(asks.slice(ask), restAsks, (a, b) => a - b),
    fills,
  };
}

/** Two lists of levels as one, best first by `order`, sizes at the same price added. */
function merged(
  book: readonly TickLevel[],
  quotes: TickLevel[],
  order: (a: number, b: number) => number,
): TickLevel[] {
  if (quotes.length === 0) return [...book];
  const byPrice = new Map<number, number>();
  for (const level of [...book, ...quotes]) {
    byPrice.set(level.price, (byPrice.get(level.price) ?? 0) + level.size);
  }
  return [...byPrice]
    .map(([price, size]) => ({ price, size }))
    .sort((a, b) => order(a.price, b.price));
}
