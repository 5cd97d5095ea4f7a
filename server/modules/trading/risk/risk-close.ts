import { sql } from 'kysely';
import type { Order, PlaceOrderBody } from '../../../../src/contracts/trading.ts';
import { fromUnits } from '../../../../src/domain/instruments/order-units.ts';
import type { InstrumentUnits } from '../../../../src/domain/instruments/tick-size.ts';
import { usdToInrPaise } from '../../../../src/domain/money/conversion.ts';
import { LIQUIDATION_RATIO } from '../../../../src/domain/trading/perp-margin.ts';
import type { Db } from '../../../db/index.ts';
import {
  availableAccount,
  type Entry,
  exchangeAccounts,
  lockAvailable,
  marginAccount,
} from '../../funds/ledger.ts';
import { insuranceAvailable } from '../fill-ledger.ts';
import type { DeskNotice } from '../notices.ts';
import type { OptionQuote } from '../options/option-market.ts';
import { optionMarginRatio, positionMarginRatio } from './margin-ratio.ts';
import { type RiskOrigin, riskMessage } from './risk-text.ts';
import { triggerHit } from './trigger-rules.ts';

export type { RiskOrigin };

/** An order the desk places to close a position at risk (see TradingDesk.closeForRisk). */
export interface RiskOrder {
  origin: RiskOrigin;
  body: PlaceOrderBody;
  /**
   * The entries that fund the order's hold of `reserve` paise (its fee; a reduce-only close
   * needs no margin): a liquidation takes it from the position's margin, so the trader never
   * loses more than that margin, and the insurance fund pays what the margin lacks (at most what
   * it holds); a stop-loss
   * or take-profit takes it from the available balance, then from the margin, so a trader whose
   * money is all in margin is still closed.
   */
  funding(trx: Db, hold: string, reserve: bigint, now: Date): Promise<Entry[]>;
  /** The trigger or liquidation notice, once the close has traded. */
  notices(order: Order, now: Date): DeskNotice[];
}

interface RiskRow {
  id: string;
  size_lots: string | number;
  entry_price: number;
  stop_loss: number | null;
  take_profit: number | null;
  margin: string | number | null;
}

/**
 * Whether a trader's position must be closed now, read from the database inside the desk's queue
 * (the monitor decided on its in-memory copy, which a command may have changed since): at a margin
 * ratio of 1 or more it is liquidated, else a stop-loss or take-profit the mark has reached closes
 * it. An option's ratio is re-marked from its chain entry `quote` (its mark is the quote's).
 * Undefined when there is nothing to do.
 */
export async function riskOrderFor(
  db: Db,
  userId: string,
  symbol: string,
  mark: number,
  units: InstrumentUnits,
  quote?: OptionQuote,
): Promise<RiskOrder | undefined> {
  const { rows } = await sql<RiskRow>`select p.id, p.size_lots, p.entry_price, p.stop_loss,
      p.take_profit, a.balance_paise as margin
    from trading_position p left join ledger_account a on a.id = 'margin:' || p.id::text
    where p.user_id = ${userId} and p.symbol = ${symbol} and p.size_lots <> 0`.execute(db);
  const row = rows[0];
  if (row === undefined) return undefined;
  const lots = Number(row.size_lots);
  const sizeCoins = fromUnits(Math.abs(lots), units.lotSize);
  const side = lots > 0 ? 'long' : 'short';
  const entry = Number(row.entry_price);
  const marginPaise = BigInt(row.margin ?? 0);
  const signed = sizeCoins * Math.sign(lots);
  const ratio =
    units.option === undefined
      ? positionMarginRatio(
          sizeCoins,
          entry,
          marginPaise,
          BigInt(usdToInrPaise(signed * (mark - entry))),
        )
      : quote === undefined
        ? 0
        : optionMarginRatio(units.option, signed, entry, marginPaise, quote);
  const origin: RiskOrigin | undefined =
    ratio >= LIQUIDATION_RATIO
      ? 'liquidation'
      : triggerHit(side, mark, row.stop_loss, row.take_profit);
  if (origin === undefined) return undefined;
  const margin = marginAccount(row.id);
  const body: PlaceOrderBody = {
    symbol,
    side: lots > 0 ? 'SELL' : 'BUY',
    type: 'market',
    size: sizeCoins,
    reduceOnly: true,
  };
  return {
    origin,
    body,
    funding: async (trx, hold, reserve, now) => {
      const min = (a: bigint, b: bigint) => (a < b ? a : b);
      const fromAvailable =
        origin === 'liquidation' ? 0n : min(reserve, await lockAvailable(trx, userId, now));
      const fromMargin = min(reserve - fromAvailable, marginPaise);
      // The insurance fund pays at most what it holds; a fee it cannot fund is not charged
      // (fill-ledger.ts, feeCharged).
      const fromFund = min(reserve - fromAvailable - fromMargin, await insuranceAvailable(trx));
      return [
        { account: availableAccount(userId), amount: -fromAvailable },
        { account: margin, amount: -fromMargin },
        { account: exchangeAccounts.insuranceFund, amount: -fromFund },
        { account: hold, amount: fromAvailable + fromMargin + fromFund },
      ];
    },
    notices: (order, now) => [
      {
        kind: origin === 'liquidation' ? 'liquidation' : 'trigger',
        userId,
        orderId: order.orderId,
        symbol,
        side: order.side,
        price: order.averagePrice ?? mark,
        size: order.filledSize,
        message: riskMessage(origin, order, units, marginPaise),
        at: now,
      },
    ],
  };
}
