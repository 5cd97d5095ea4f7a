import { type RawBuilder, sql } from 'kysely';

export interface RowFilter {
  /** Part of the symbol, any case. */
  symbol?: string | undefined;
  side?: 'BUY' | 'SELL' | undefined;
  /** One order status (orders only). */
  orderStatus?: string | undefined;
}

/** The filters of GET /orders and GET /fills as SQL conditions, joined with `and` (true for none). */
export function rowFilterSql(filter: RowFilter): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [sql`true`];
  const symbol = filter.symbol?.trim().toUpperCase() ?? '';
  // position() rather than LIKE: a typed % or _ is a character, not a wildcard.
  if (symbol !== '') conditions.push(sql`position(${symbol} in upper(symbol)) > 0`);
  if (filter.side !== undefined) conditions.push(sql`side = ${filter.side}`);
  if (filter.orderStatus !== undefined) conditions.push(sql`status = ${filter.orderStatus}`);
  return sql.join(conditions, sql` and `);
}
