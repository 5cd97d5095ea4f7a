import { sql } from 'kysely';
import type { ContractNote } from '../../../../src/contracts/trading-risk.ts';
import { usdToInrPaise } from '../../../../src/domain/money/conversion.ts';
import { paiseToRupees } from '../../../../src/domain/money/paise.ts';
import {
  BROKERAGE_PAISE,
  GST_ON_BROKERAGE_PAISE,
  ORDER_FEE_PAISE,
} from '../../../../src/domain/trading/fees.ts';
import type { Db } from '../../../db/index.ts';

export type ContractNoteResult =
  | { ok: true; note: ContractNote }
  | { ok: false; reason: 'not-found' | 'not-executed' };

/**
 * The contract note of one executed order of a trader: what was traded (Σ of its fills), the
 * brokerage and its GST, and the net amount (a buy pays notional + fees, a sell receives notional
 * − fees), as an Indian broker issues it per executed order.
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
  }>`select o.symbol, o.side, u.fullname, u.email
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
  const fee = BigInt(ORDER_FEE_PAISE);
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
      brokerage: paiseToRupees(BigInt(BROKERAGE_PAISE)),
      gst: paiseToRupees(BigInt(GST_ON_BROKERAGE_PAISE)),
      netAmount: paiseToRupees(order.side === 'BUY' ? notional + fee : notional - fee),
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
