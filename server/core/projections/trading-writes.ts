import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { insertRows } from '../../db/unnest.ts';
import type { ProjectionRows } from './projection-rows.ts';

const time = (ms: number): Date => new Date(ms);

/**
 * The trading tables' rows of a flush: orders (each in its last state of the flush), fills,
 * positions (one row per trader and instrument, in its last state; 0 lots is closed) and the
 * order stream's notices, whose ids are the stream's message ids.
 */
export async function writeTrading(trx: Db, rows: ProjectionRows): Promise<void> {
  const orders = [...rows.orders.values()];
  if (orders.length > 0) {
    await sql`${insertRows('trading_order', orders, {
      id: ['bigint', (o) => o.id],
      user_id: ['uuid', (o) => o.userId],
      client_order_id: ['text', (o) => o.clientOrderId],
      symbol: ['text', (o) => o.symbol],
      side: ['text', (o) => o.side],
      type: ['text', (o) => o.type],
      time_in_force: ['text', (o) => o.timeInForce],
      price: ['double precision', (o) => o.price],
      size: ['double precision', (o) => o.size],
      filled: ['double precision', (o) => o.filled],
      filled_notional: ['double precision', (o) => o.filledNotional],
      leverage: ['integer', (o) => o.leverage],
      reduce_only: ['boolean', (o) => o.reduceOnly],
      status: ['text', (o) => o.status],
      reason: ['text', (o) => o.reason],
      transaction_id: ['uuid', (o) => o.transactionId],
      stop_loss: ['double precision', (o) => o.stopLoss],
      take_profit: ['double precision', (o) => o.takeProfit],
      // The core applies an order's triggers itself; the column only told the desk it had.
      triggers_applied: ['boolean', (o) => o.filled > 0],
      origin: ['text', (o) => o.origin],
      created_at: ['timestamptz', (o) => time(o.createdAt)],
      updated_at: ['timestamptz', (o) => time(o.updatedAt)],
    })}
      on conflict (id) do update set status = excluded.status, reason = excluded.reason,
        filled = excluded.filled, filled_notional = excluded.filled_notional,
        triggers_applied = excluded.triggers_applied, updated_at = excluded.updated_at,
        transaction_id = coalesce(trading_order.transaction_id, excluded.transaction_id)`.execute(
      trx,
    );
  }
  if (rows.fills.length > 0) {
    await sql`${insertRows('trading_fill', rows.fills, {
      order_id: ['bigint', (f) => f.orderId],
      user_id: ['uuid', (f) => f.userId],
      symbol: ['text', (f) => f.symbol],
      side: ['text', (f) => f.side],
      price: ['double precision', (f) => f.price],
      size: ['double precision', (f) => f.size],
      role: ['text', (f) => f.role],
      created_at: ['timestamptz', (f) => time(f.at)],
      core_id: ['text', (f) => f.coreId],
    })}
      on conflict do nothing`.execute(trx);
  }
  const positions = [...rows.positions.values()];
  if (positions.length > 0) {
    await sql`${insertRows('trading_position', positions, {
      id: ['uuid', (p) => p.id],
      user_id: ['uuid', (p) => p.userId],
      symbol: ['text', (p) => p.symbol],
      size_lots: ['bigint', (p) => p.sizeLots],
      entry_price: ['double precision', (p) => p.entryPrice],
      leverage: ['integer', (p) => p.leverage],
      realised_paise: ['bigint', (p) => p.realisedPaise],
      funding_paise: ['bigint', (p) => p.fundingPaise],
      stop_loss: ['double precision', (p) => p.stopLoss],
      take_profit: ['double precision', (p) => p.takeProfit],
      opened_at: ['timestamptz', (p) => (p.openedAt === null ? null : time(p.openedAt))],
      opened_sign: ['smallint', (p) => p.openedSign],
      updated_at: ['timestamptz', (p) => time(p.at)],
    })}
      on conflict (user_id, symbol) do update set size_lots = excluded.size_lots,
        entry_price = excluded.entry_price, leverage = excluded.leverage,
        realised_paise = excluded.realised_paise, funding_paise = excluded.funding_paise,
        stop_loss = excluded.stop_loss,
        take_profit = excluded.take_profit, opened_at = excluded.opened_at,
        opened_sign = excluded.opened_sign, updated_at = excluded.updated_at`.execute(trx);
  }
  if (rows.notices.length > 0) {
    await sql`${insertRows(
      'trading_notice',
      rows.notices,
      {
        id: ['bigint', (n) => n.id],
        user_id: ['uuid', (n) => n.userId],
        kind: ['text', (n) => n.kind],
        order_id: ['text', (n) => n.orderId],
        symbol: ['text', (n) => n.symbol],
        side: ['text', (n) => n.side],
        price: ['double precision', (n) => n.price],
        size: ['double precision', (n) => n.size],
        lot: ['double precision', (n) => n.lot],
        message: ['text', (n) => n.message],
        created_at: ['timestamptz', (n) => time(n.at)],
        trigger_price: ['double precision', (n) => n.trigger],
        pnl_paise: ['bigint', (n) => n.pnlPaise],
      },
      { overridingSystemValue: true },
    )}
      on conflict do nothing`.execute(trx);
  }
}
