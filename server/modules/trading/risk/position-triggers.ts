import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../../db/index.ts';
import type { OrderRow } from '../fill-ledger.ts';

const list = (values: Iterable<string | number>): RawBuilder<unknown> =>
  sql.join([...values].map((v) => sql`${v}`));

/**
 * After a command's fills: a position that went flat loses its triggers and its opening time; one
 * that opened from flat or flipped side gets a new opening time and starts without triggers; then
 * the triggers of each filled order go on the position, once, at the first fill after which the
 * position stands on the order's side (the order opened, added to or flipped it). Returns the
 * orders whose triggers it applied.
 */
export async function syncPositionTriggers(
  trx: Db,
  userIds: ReadonlySet<string>,
  orderIds: ReadonlySet<string>,
  now: Date,
): Promise<string[]> {
  if (userIds.size === 0) return [];
  const users = list(userIds);
  const sign = sql`(case when size_lots > 0 then 1 when size_lots < 0 then -1 else 0 end)`;
  // One update for both: the sign is 0 when flat, so a position that went flat changes sign too.
  await sql`update trading_position set
      opened_at = (case when size_lots = 0 then null else ${now}::timestamptz end),
      opened_sign = ${sign}, stop_loss = null, take_profit = null
    where user_id in (${users}) and opened_sign <> ${sign}`.execute(trx);
  if (orderIds.size === 0) return [];
  const { rows } = await sql<{ id: string | number }>`update trading_position p
      set stop_loss = coalesce(o.stop_loss, p.stop_loss),
        take_profit = coalesce(o.take_profit, p.take_profit), updated_at = ${now}
    from trading_order o
    where o.id in (${list([...orderIds].map(Number))}) and o.filled > 0
      and not o.triggers_applied and (o.stop_loss is not null or o.take_profit is not null)
      and p.user_id = o.user_id and p.symbol = o.symbol and p.size_lots <> 0
      and p.opened_sign = (case o.side when 'BUY' then 1 else -1 end)
    returning o.id`.execute(trx);
  if (rows.length === 0) return [];
  await sql`update trading_order set triggers_applied = true
    where id in (${list(rows.map((r) => Number(r.id)))})`.execute(trx);
  return rows.map((r) => String(r.id));
}

/** Sets (a number) or removes (null) a position's triggers; a field left undefined stays. */
export async function setPositionTriggers(
  trx: Db,
  userId: string,
  symbol: string,
  stopLoss: number | null | undefined,
  takeProfit: number | null | undefined,
  now: Date,
): Promise<void> {
  const keep = (column: string, value: number | null | undefined) =>
    value === undefined ? sql.ref(column) : sql`${value}`;
  await sql`update trading_position set stop_loss = ${keep('stop_loss', stopLoss)},
      take_profit = ${keep('take_profit', takeProfit)}, updated_at = ${now}
    where user_id = ${userId} and symbol = ${symbol} and size_lots <> 0`.execute(trx);
}

/** Whether an order (a `select *` row) has a stop-loss or take-profit not yet on its position. */
export const hasPendingTriggers = (order: OrderRow): boolean => {
  const row = order as OrderRow & {
    stop_loss?: unknown;
    take_profit?: unknown;
    triggers_applied?: boolean;
  };
  return (row.stop_loss != null || row.take_profit != null) && row.triggers_applied !== true;
};
