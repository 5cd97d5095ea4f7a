import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { fromUnits } from '../../../../src/domain/instruments/order-units.ts';
import type { InstrumentUnits } from '../../../../src/domain/instruments/tick-size.ts';
import { usdToInrPaise } from '../../../../src/domain/money/conversion.ts';
import { intrinsicUsd } from '../../../../src/domain/trading/option-payoff.ts';
import type { Db } from '../../../db/index.ts';
import {
  availableAccount,
  type Entry,
  exchangeAccounts,
  lockAvailable,
  marginAccount,
  postJournal,
} from '../../funds/ledger.ts';
import { balanceOf, insuranceAvailable, netted } from '../fill-ledger.ts';
import { priceText, rupees } from '../notice-text.ts';
import type { DeskNotice } from '../notices.ts';

/** One position cash-settled at expiry: what reached the trader's balance or left it. */
export interface SettledPosition {
  userId: string;
  /** Signed: negative for a short. */
  sizeCoins: number;
  /** Paise the trader received (a long) or paid out of margin and balance (a short; negative). */
  amountPaise: bigint;
}

/**
 * The order-stream notice of a settled position: `BTC-27JUN25-100000-C settled at 101,234.50:
 * received ₹1,234.00` (a long) or `… paid ₹1,234.00` (a short; what its margin and balance paid).
 */
export const settlementNotice = (
  symbol: string,
  price: number,
  settled: SettledPosition,
  at: Date,
): DeskNotice => {
  const verb = settled.amountPaise < 0n ? 'paid' : 'received';
  const amount = settled.amountPaise < 0n ? -settled.amountPaise : settled.amountPaise;
  return {
    kind: 'settlement',
    userId: settled.userId,
    orderId: '',
    symbol,
    side: settled.sizeCoins > 0 ? 'BUY' : 'SELL',
    price,
    size: Math.abs(settled.sizeCoins),
    message: `${symbol} settled at ${priceText(price, { tickSize: 0.01 })}: ${verb} ₹${rupees(amount)}`,
    at,
  };
};

/**
 * The settlement price of an expiry: the underlying's index price (the simulator's spot price of
 * the coin) when the settlement runs, at or just after 08:00 UTC, rounded to the cent. A server
 * that was asleep or down at 08:00 settles at its first run after, at the index of that moment.
 */
export const settlementPriceOf = (index: number): number => Math.round(index * 100) / 100;

/** Whether an expiry of this option has been settled already (a settled symbol is never relisted). */
export async function settledSymbols(db: Db, symbols: readonly string[]): Promise<Set<string>> {
  if (symbols.length === 0) return new Set();
  const { rows } = await sql<{ symbol: string }>`select symbol from trading_option_settlement
    where symbol in (${sql.join(symbols)})`.execute(db);
  return new Set(rows.map((r) => r.symbol));
}

/**
 * Cash-settles every open position of an expired option at `price`, in the caller's transaction:
 * a long is paid size × intrinsic by `market_maker` (the clearing counterparty); a short pays it
 * to `market_maker` from its margin, then its available balance, the insurance fund covering any
 * gap as far as it holds (what it cannot is not received), and gets the rest of its margin back. The realised P&L gains size × (intrinsic − entry);
 * the position is left at size 0. The settlement is recorded once per symbol (its primary key), so
 * it can never be booked twice. Returns each position it settled.
 */
export async function settleOption(
  trx: Db,
  units: InstrumentUnits,
  price: number,
  now: Date,
): Promise<SettledPosition[]> {
  const option = units.option;
  if (option === undefined) throw new Error(`${units.symbol} is not an option`);
  await sql`insert into trading_option_settlement (symbol, expiry, settlement_price, settled_at)
    values (${units.symbol}, ${new Date(option.expiryMs)}, ${price}, ${now})`.execute(trx);
  const intrinsic = intrinsicUsd(option.type, option.strike, price);
  const { rows } = await sql<{
    id: string;
    user_id: string;
    size_lots: string | number;
    entry_price: number;
    realised_paise: string | number;
  }>`select id, user_id, size_lots, entry_price, realised_paise from trading_position
    where symbol = ${units.symbol} and size_lots <> 0 order by id for update`.execute(trx);
  const settled: SettledPosition[] = [];
  for (const row of rows) {
    const lots = Number(row.size_lots);
    const coins = fromUnits(Math.abs(lots), units.lotSize);
    const owed = BigInt(usdToInrPaise(coins * intrinsic));
    const available = availableAccount(row.user_id);
    const margin = marginAccount(row.id);
    const entries: Entry[] = [];
    let toWallet = 0n;
    let amount = owed;
    if (lots > 0) {
      entries.push(
        { account: exchangeAccounts.marketMaker, amount: -owed },
        { account: available, amount: owed },
      );
      toWallet = owed;
    } else {
      const held = await balanceOf(trx, margin);
      const fromMargin = owed < held ? owed : held;
      const rest = owed - fromMargin;
      const canPay = await lockAvailable(trx, row.user_id, now);
      const fromAvailable = rest < canPay ? rest : canPay;
      // The insurance fund pays what the short cannot, at most what it holds; the market maker
      // (which paid the longs) receives only what was paid.
      const gap = rest - fromAvailable;
      const fund = gap > 0n ? await insuranceAvailable(trx) : 0n;
      const fromFund = gap < fund ? gap : fund;
      entries.push(
        { account: margin, amount: -held },
        { account: available, amount: held - fromMargin - fromAvailable },
        { account: exchangeAccounts.insuranceFund, amount: -fromFund },
        { account: exchangeAccounts.marketMaker, amount: fromMargin + fromAvailable + fromFund },
      );
      toWallet = held - fromMargin - fromAvailable;
      amount = -(fromMargin + fromAvailable);
    }
    const realised =
      BigInt(row.realised_paise) +
      BigInt(usdToInrPaise(coins * (intrinsic - Number(row.entry_price)) * Math.sign(lots)));
    const journal = netted(entries).filter((e) => e.amount !== 0n);
    if (journal.length > 0) {
      const transactionId = randomUUID();
      await trx
        .insertInto('funds_transaction')
        .values({
          id: transactionId,
          user_id: row.user_id,
          type: 'realised_pnl',
          status: 'completed',
          amount_paise: toWallet < 0n ? -toWallet : toWallet === 0n ? owed : toWallet,
          balance_after_paise: 0n,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await postJournal(trx, {
        transactionId,
        memo: `${units.symbol} settled at ${price}: intrinsic ${intrinsic} USD`,
        entries: journal,
        now,
      });
      await trx
        .updateTable('funds_transaction')
        .set({ balance_after_paise: await lockAvailable(trx, row.user_id, now) })
        .where('id', '=', transactionId)
        .execute();
    }
    await sql`update trading_position set size_lots = 0, entry_price = 0,
        realised_paise = ${realised.toString()}::bigint, updated_at = ${now}
      where id = ${row.id}`.execute(trx);
    settled.push({
      userId: row.user_id,
      sizeCoins: fromUnits(lots, units.lotSize),
      amountPaise: amount,
    });
  }
  return settled;
}
