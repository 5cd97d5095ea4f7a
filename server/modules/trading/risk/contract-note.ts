import { sql } from 'kysely';
import { type ContractNote, orderOriginOf } from '../../../../src/contracts/trading-risk.ts';
import { usdToInrPaise } from '../../../../src/domain/money/conversion.ts';
import { paiseToRupees } from '../../../../src/domain/money/paise.ts';
import { BROKERAGE_PAISE } from '../../../../src/domain/trading/fees.ts';
import type { Db } from '../../../db/index.ts';

export type ContractNoteResult =
  | { ok: true; note: ContractNote }
  | { ok: false; reason: 'not-found' | 'not-executed' };

/**
 * The contract note of one executed order of a trader, as an Indian broker issues it per executed
 * order: what was traded (Σ of its fills), who placed it (the trader, or a stop-loss, take-profit
 * or liquidation), the brokerage and its GST as charged (from the order's fee transaction), the
 * P&L its closing fills realised, and the net amount: for a perpetual, realised P&L − charges (the
 * wallet's change; a future's notional is never paid); for an option, premium ± charges.
 */
export async function contractNote(
  db: Db,
  userId: string,
  orderId: string,
): Promise<ContractNoteResult> {
  if (!/^[1-9][0-9]{0,14}$/.test(orderId)) return { ok: false, reason: 'not-found' };
  const { rows: orders } = await sql<{
    symbol: string;
    side: 'BUY' | 'SELL';
    fullname: string;
    email: string;
    origin: string | null;
  }>`select o.symbol, o.side, o.origin, u.fullname, u.email
    from trading_order o join app_user u on u.id = o.user_id
    where o.id = ${orderId} and o.user_id = ${userId}`.execute(db);
  const order = orders[0];
  if (order === undefined) return { ok: false, reason: 'not-found' };
  const { rows: fills } = await sql<{ price: number; size: number; created_at: Date | string }>`
    select price, size, created_at from trading_fill where order_id = ${orderId}
    order by id`.execute(db);
  const last = fills.at(-1);
  if (last === undefined) return { ok: false, reason: 'not-executed' };
  let size = 0;
  let notionalUsd = 0;
  for (const fill of fills) {
    size += Number(fill.size);
    notionalUsd += Number(fill.price) * Number(fill.size);
  }
  const notional = BigInt(usdToInrPaise(notionalUsd));
  const { rows: money } = await sql<{ fee: string | null; realised: string | null }>`
    select
      sum(case when type = 'fee' then -wallet_delta_paise end)::text as fee,
      sum(case when type in ('realised_pnl', 'liquidation') then wallet_delta_paise end)::text
        as realised
    from funds_transaction where user_id = ${userId} and order_id = ${orderId}`.execute(db);
  const fee = BigInt(money[0]?.fee ?? 0);
  const realised = money[0]?.realised == null ? null : BigInt(money[0].realised);
  const brokerage = fee === 0n ? 0n : BigInt(BROKERAGE_PAISE);
  const perpetual = order.symbol.endsWith('-PERP');
  const net = perpetual
    ? (realised ?? 0n) - fee
    : order.side === 'BUY'
      ? notional + fee
      : notional - fee;
  const executedAt = new Date(last.created_at);
  const day = executedAt.toISOString().slice(0, 10).replaceAll('-', '');
  return {
    ok: true,
    note: {
      noteId: `CN-${day}-${orderId}`,
      orderId,
      symbol: order.symbol,
      side: order.side,
      size: Number(size.toFixed(10)),
      averagePrice: Number((notionalUsd / size).toFixed(8)),
      notional: paiseToRupees(notional),
      brokerage: paiseToRupees(brokerage),
      gst: paiseToRupees(fee === 0n ? 0n : fee - brokerage),
      netAmount: paiseToRupees(net),
      origin: orderOriginOf(order.origin),
      realisedPnl: realised === null ? null : paiseToRupees(realised),
      charges: paiseToRupees(fee),
      executedAt: executedAt.toISOString(),
      fills: fills.map((f) => ({
        price: Number(f.price),
        size: Number(f.size),
        time: new Date(f.created_at).toISOString(),
      })),
      trader: { name: order.fullname, email: order.email },
    },
  };
}
