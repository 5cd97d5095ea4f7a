import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { OrderRow } from './fill-ledger.ts';

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
