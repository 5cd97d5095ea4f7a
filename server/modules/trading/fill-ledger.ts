import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { fromUnits } from '../../../src/domain/instruments/order-units.ts';
import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';
import { usdToInrPaise } from '../../../src/domain/money/conversion.ts';
import {
  BROKERAGE_PAISE,
  GST_ON_BROKERAGE_PAISE,
  ORDER_FEE_PAISE,
} from '../../../src/domain/trading/fees.ts';
import { initialMarginPaise } from '../../../src/domain/trading/perp-margin.ts';
import type { Db } from '../../db/index.ts';
import {
  availableAccount,
  type Entry,
  exchangeAccounts,
  lockAvailable,
  marginAccount,
} from '../funds/ledger.ts';
import type { BatchLedger } from './batch-ledger.ts';

/** Money held for an order (its margin and its fee) until it fills or ends. */
export const holdAccount = (orderId: string): string => `hold:${orderId}`;

export interface OrderRow {
  id: string;
  user_id: string;
  client_order_id: string | null;
  symbol: string;
  side: 'BUY' | 'SELL';
  type: string;
  time_in_force: string | null;
  price: number | null;
  size: number;
  filled: number;
  filled_notional: number;
  leverage: number;
  reduce_only: boolean;
  status: 'open' | 'partially_filled' | 'filled' | 'cancelled' | 'rejected';
  reason: string | null;
  transaction_id: string | null;
  /** Who placed it: the trader, or the desk for a stop-loss, take-profit or liquidation. */
  origin?: string;
  /**
   * In memory only, set when the desk accepts it: the price (USD) from which a fill's open loss
   * is counted (openLossPaise). Unknown (a row read back from the database): no open loss.
   */
  open_loss_from?: number;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface PositionRow {
  id: string;
  user_id: string;
  symbol: string;
  size_lots: number;
  entry_price: number;
  leverage: number;
  realised_paise: bigint;
  /** The side it stands on since it opened (1, -1; 0 when flat), its opening time and triggers. */
  opened_sign: number;
  opened_at: Date | string | null;
  stop_loss: number | null;
  take_profit: number | null;
}

/**
 * The open loss of a piece bought above `fromUsd` (or sold below it), in paise: Binance's order
 * cost counts it besides the initial margin, and the desk moves it into the position's margin with
 * it, so a position opened at a price away from the market starts with the equity its leverage
 * promises instead of already owing what its margin cannot pay. `fromUsd` is the worse of the mark
 * and the book's best price on the other side when the order came (every ordinary fill at the
 * quoted bid or ask has none).
 */
export const openLossPaise = (
  side: 'BUY' | 'SELL',
  coins: number,
  priceUsd: number,
  fromUsd: number | undefined,
): number => {
  if (fromUsd === undefined) return 0;
  const worse = side === 'BUY' ? priceUsd - fromUsd : fromUsd - priceUsd;
  return worse > 0 ? usdToInrPaise(coins * worse) : 0;
};

/** What the insurance fund can pay now, in paise: its balance with what `ledger` has pending. */
export async function insuranceAvailable(trx: Db, ledger?: BatchLedger): Promise<bigint> {
  const account = exchangeAccounts.insuranceFund;
  const held = (await balanceOf(trx, account)) + (ledger?.pending(account) ?? 0n);
  return held > 0n ? held : 0n;
}

export async function openAccount(trx: Db, id: string, userId: string, now: Date): Promise<void> {
  await trx
    .insertInto('ledger_account')
    .values({ id, user_id: userId, kind: 'margin', updated_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function balanceOf(trx: Db, id: string): Promise<bigint> {
  const row = await trx
    .selectFrom('ledger_account')
    .select('balance_paise')
    .where('id', '=', id)
    .executeTakeFirst();
  return BigInt(row?.balance_paise ?? 0);
}

/** Entries summed per account, so no account passes through an overdraft inside one journal. */
export const netted = (entries: readonly Entry[]): Entry[] => {
  const sums = new Map<string, bigint>();
  for (const e of entries) sums.set(e.account, (sums.get(e.account) ?? 0n) + e.amount);
  return [...sums].map(([account, amount]) => ({ account, amount }));
};

/** The trader's position in an instrument, locked for this transaction (opened flat if new). */
export async function lockPosition(
  trx: Db,
  userId: string,
  symbol: string,
  now: Date,
): Promise<PositionRow> {
  const lock = async () => {
    const { rows } = await sql<PositionRow & { size_lots: string; realised_paise: string }>`
      select * from trading_position where user_id = ${userId} and symbol = ${symbol} for update`.execute(
      trx,
    );
    return rows[0];
  };
  // A position row is created with its margin account (below), so an existing one has it.
  let row = await lock();
  if (row === undefined) {
    await sql`insert into trading_position (id, user_id, symbol, updated_at)
      values (${randomUUID()}, ${userId}, ${symbol}, ${now}) on conflict (user_id, symbol) do nothing`.execute(
      trx,
    );
    row = await lock();
    if (row === undefined) throw new Error('position row vanished');
    await openAccount(trx, marginAccount(row.id), userId, now);
  }
  return {
    ...row,
    size_lots: Number(row.size_lots),
    entry_price: Number(row.entry_price),
    realised_paise: BigInt(row.realised_paise),
    opened_sign: Number(row.opened_sign),
    stop_loss: row.stop_loss === null ? null : Number(row.stop_loss),
    take_profit: row.take_profit === null ? null : Number(row.take_profit),
  };
}

/**
 * Books one fill of a trader's order: the fee on its first fill (hold → fees and GST payable),
 * the closing part (margin back to available, realised P&L against the market maker, the
 * insurance fund covering a loss beyond what the trader holds) and the opening part (hold →
 * the position's margin, notional over leverage), and moves the position (returned: the caller
 * writes it at the transaction's end). One balanced journal, kept in `ledger` for the
 * transaction's end (a balance read here adds what it has pending).
 * `known` is what the caller knows of the order's hold balance, the position's row and its margin
 * account's balance (read here otherwise; the desk is the only writer of them). Returns them as
 * they are after the fill (the margin undefined when it was not known and not needed).
 */
export async function bookFill(
  trx: Db,
  ledger: BatchLedger,
  order: OrderRow,
  units: InstrumentUnits,
  lots: number,
  priceTicks: number,
  now: Date,
  known: { held?: bigint; position?: PositionRow; margin?: bigint } = {},
): Promise<{ holdLeft: bigint; position: PositionRow; margin: bigint | undefined }> {
  const price = fromUnits(priceTicks, units.tickSize);
  const user = order.user_id;
  const hold = holdAccount(order.id);
  const entries: Entry[] = [];
  let holdLeft = known.held ?? (await balanceOf(trx, hold)) + ledger.pending(hold);
  // A trader's order always holds its fee; a close the desk places for risk whose margin and the
  // insurance fund could not fund it is charged none (feeCharged).
  if (order.filled === 0 && feeCharged(holdLeft)) {
    entries.push(
      { account: hold, amount: -BigInt(ORDER_FEE_PAISE) },
      { account: exchangeAccounts.fees, amount: BigInt(BROKERAGE_PAISE) },
      { account: exchangeAccounts.gstPayable, amount: BigInt(GST_ON_BROKERAGE_PAISE) },
    );
    holdLeft -= BigInt(ORDER_FEE_PAISE);
  }
  const position = known.position ?? (await lockPosition(trx, user, order.symbol, now));
  const margin = marginAccount(position.id);
  let marginHeld = known.margin;
  const direction = order.side === 'BUY' ? 1 : -1;
  let size = position.size_lots;
  let entry = position.entry_price;
  let realised = position.realised_paise;

  const closing = size !== 0 && Math.sign(size) !== direction ? Math.min(lots, Math.abs(size)) : 0;
  if (closing > 0) {
    const held = known.margin ?? (await balanceOf(trx, margin)) + ledger.pending(margin);
    marginHeld = held;
    const release =
      closing === Math.abs(size) ? held : (held * BigInt(closing)) / BigInt(Math.abs(size));
    const coins = fromUnits(closing, units.lotSize);
    const pnl = BigInt(usdToInrPaise(coins * (price - entry) * Math.sign(size)));
    const available = availableAccount(user);
    entries.push({ account: margin, amount: -release }, { account: available, amount: release });
    let booked = pnl;
    if (pnl >= 0n) {
      entries.push(
        { account: exchangeAccounts.marketMaker, amount: -pnl },
        { account: available, amount: pnl },
      );
    } else {
      const loss = -pnl;
      // A liquidated trader loses at most the position's margin (isolated margin).
      // Where the released margin covers the loss, the balance need not be read.
      const canPay =
        order.origin === 'liquidation' || loss <= release
          ? release
          : (await lockAvailable(trx, user, now)) + ledger.pending(available) + release;
      const paid = loss < canPay ? loss : canPay;
      // The insurance fund pays what the trader cannot, at most what it holds; what it cannot pay
      // is not paid to the counterparty (the market maker, every fill's clearing side, receives
      // less), as an auto-deleverage at the bankruptcy price would take it from the winning side.
      const gap = loss - paid;
      const fund = gap > 0n ? await insuranceAvailable(trx, ledger) : 0n;
      const fromFund = gap < fund ? gap : fund;
      entries.push(
        { account: available, amount: -paid },
        { account: exchangeAccounts.insuranceFund, amount: -fromFund },
        { account: exchangeAccounts.marketMaker, amount: paid + fromFund },
      );
      booked = -paid;
    }
    // What the trader actually gained or lost (a gap the insurance fund paid is not theirs).
    realised += booked;
    size += direction * closing;
    if (size === 0) entry = 0;
  }

  const opening = lots - closing;
  if (opening > 0) {
    const coins = fromUnits(opening, units.lotSize);
    const need = BigInt(
      initialMarginPaise(coins, price, order.leverage) +
        openLossPaise(order.side, coins, price, order.open_loss_from),
    );
    const take = need < holdLeft ? need : holdLeft;
    entries.push({ account: hold, amount: -take }, { account: margin, amount: take });
    holdLeft -= take;
    const before = Math.abs(size);
    entry = (before * entry + opening * price) / (before + opening);
    size += direction * opening;
  }

  const journal = netted(entries).filter((e) => e.amount !== 0n);
  if (journal.length > 0) {
    ledger.post({
      transactionId: order.transaction_id as string,
      memo: `${order.side} ${fromUnits(lots, units.lotSize)} ${order.symbol} at ${price}`,
      entries: journal,
      now,
    });
  }
  const leverage = opening > 0 ? order.leverage : position.leverage;
  const marginMoved = journal.reduce((t, e) => (e.account === margin ? t + e.amount : t), 0n);
  return {
    holdLeft,
    margin: marginHeld === undefined ? undefined : marginHeld + marginMoved,
    position: {
      ...position,
      size_lots: size,
      entry_price: entry,
      leverage,
      realised_paise: realised,
    },
  };
}

/** Whether an order's first fill takes its fee from what its hold has left (`holdLeft`). */
export const feeCharged = (holdLeft: bigint): boolean => holdLeft >= BigInt(ORDER_FEE_PAISE);

/**
 * Returns what is left of an order's hold (`held`) to the trader's available balance, in a
 * journal kept in `ledger` for the transaction's end.
 */
export function releaseHold(ledger: BatchLedger, order: OrderRow, now: Date, held: bigint): void {
  const left = held;
  if (left === 0n) return;
  ledger.post({
    transactionId: order.transaction_id as string,
    memo: `order ${order.id} ended: hold returned`,
    entries: [
      { account: holdAccount(order.id), amount: -left },
      { account: availableAccount(order.user_id), amount: left },
    ],
    now,
  });
}
