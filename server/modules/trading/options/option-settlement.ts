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
import { balanceOf, netted } from '../fill-ledger.ts';

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
 * gap, and gets the rest of its margin back. The realised P&L gains size × (intrinsic − entry);
 * the position is left at size 0. The settlement is recorded once per symbol (its primary key), so
 * it can never be booked twice. Returns the traders it paid or charged.
 */
export async function settleOption(
  trx: Db,
  units: InstrumentUnits,
  price: number,
  now: Date,
): Promise<Set<string>> {
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
  const touched = new Set<string>();
  for (const row of rows) {
    const lots = Number(row.size_lots);
    const coins = fromUnits(Math.abs(lots), units.lotSize);
    const owed = BigInt(usdToInrPaise(coins * intrinsic));
    const available = availableAccount(row.user_id);
    const margin = marginAccount(row.id);
    const entries: Entry[] = [];
    let toWallet = 0n;
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
      entries.push(
        { account: margin, amount: -held },
        { account: available, amount: held - fromMargin - fromAvailable },
        { account: exchangeAccounts.insuranceFund, amount: -(rest - fromAvailable) },
        { account: exchangeAccounts.marketMaker, amount: owed },
      );
      toWallet = held - fromMargin - fromAvailable;
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
    touched.add(row.user_id);
  }
  return touched;
}
