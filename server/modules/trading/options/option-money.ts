import { sql } from 'kysely';
import { fromUnits } from '../../../../src/domain/instruments/order-units.ts';
import type { InstrumentUnits } from '../../../../src/domain/instruments/tick-size.ts';
import { usdToInrPaise } from '../../../../src/domain/money/conversion.ts';
import {
  BROKERAGE_PAISE,
  GST_ON_BROKERAGE_PAISE,
  ORDER_FEE_PAISE,
} from '../../../../src/domain/trading/fees.ts';
import { shortOptionInitialUsd } from '../../../../src/domain/trading/option-margin.ts';
import type { Db } from '../../../db/index.ts';
import {
  availableAccount,
  type Entry,
  exchangeAccounts,
  lockAvailable,
  marginAccount,
  postJournal,
} from '../../funds/ledger.ts';
import {
  balanceOf,
  feeCharged,
  holdAccount,
  insuranceAvailable,
  lockPosition,
  netted,
  type OrderRow,
} from '../fill-ledger.ts';
import type { OptionQuote } from './option-market.ts';

/** An option order's leverage: always 1x (a buyer pays in full, a seller posts its margin). */
export const OPTION_LEVERAGE = 1;

/** Deribit's standard initial margin of one short contract, USD, at the chain's spot and mark. */
export const shortMarginPerContractUsd = (units: InstrumentUnits, quote: OptionQuote): number => {
  const option = units.option;
  if (option === undefined) throw new Error(`${units.symbol} is not an option`);
  return shortOptionInitialUsd({
    type: option.type,
    strike: option.strike,
    spot: quote.spot,
    mark: quote.mark,
  });
};

/**
 * What one piece of an option order holds at acceptance, in paise: a buy the premium of the piece
 * in full (also when it closes a short: the short's margin comes back when it fills); a sell's
 * opening part the short margin; a sell that closes a long nothing (it receives the premium).
 */
export const optionHoldOf =
  (side: 'BUY' | 'SELL', units: InstrumentUnits, quote: OptionQuote) =>
  (coins: number, price: number): number =>
    side === 'BUY'
      ? usdToInrPaise(coins * price)
      : usdToInrPaise(coins * shortMarginPerContractUsd(units, quote));

const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);

/** What the insurance fund has paid into an order's journals so far, in paise. */
async function insurancePaidFor(trx: Db, transactionId: string): Promise<bigint> {
  const { rows } = await sql<{ paid: string | null }>`select (-sum(e.amount_paise))::text as paid
    from ledger_entry e join ledger_journal j on j.id = e.journal_id
    where j.transaction_id = ${transactionId}
      and e.account_id = ${exchangeAccounts.insuranceFund}`.execute(trx);
  return BigInt(rows[0]?.paid ?? 0);
}

/**
 * Books one fill of a trader's option order, one balanced journal: the fee on the first fill; the
 * premium (a buyer's hold → `market_maker`, the clearing account; `market_maker` → a seller's
 * available); a closing part releases its share of a short's margin and realises
 * size × (price − entry); a sell's opening part moves the short margin (at the chain's spot and
 * mark now, at most what the hold still has) from the hold into `margin:<positionId>`.
 */
export async function bookOptionFill(
  trx: Db,
  order: OrderRow,
  units: InstrumentUnits,
  lots: number,
  priceTicks: number,
  quote: OptionQuote,
  now: Date,
): Promise<void> {
  const price = fromUnits(priceTicks, units.tickSize);
  const user = order.user_id;
  const hold = holdAccount(order.id);
  const available = availableAccount(user);
  const entries: Entry[] = [];
  let holdLeft = await balanceOf(trx, hold);
  if (order.filled === 0 && feeCharged(holdLeft)) {
    entries.push(
      { account: hold, amount: -BigInt(ORDER_FEE_PAISE) },
      { account: exchangeAccounts.fees, amount: BigInt(BROKERAGE_PAISE) },
      { account: exchangeAccounts.gstPayable, amount: BigInt(GST_ON_BROKERAGE_PAISE) },
    );
    holdLeft -= BigInt(ORDER_FEE_PAISE);
  }
  const coins = fromUnits(lots, units.lotSize);
  const premium = BigInt(usdToInrPaise(coins * price));
  if (order.side === 'BUY') {
    // A paisa of rounding between the hold and its pieces comes from available if it can; a
    // liquidation never touches available (the insurance fund pays instead).
    const fromHold = premium < holdLeft ? premium : holdLeft;
    const short = premium - fromHold;
    const liquidation = order.origin === 'liquidation';
    const canPay = short > 0n && !liquidation ? await lockAvailable(trx, user, now) : 0n;
    const fromAvailable = short < canPay ? short : canPay;
    // The insurance fund pays at most what it holds; the market maker receives only what was paid.
    const fund = liquidation && short > 0n ? await insuranceAvailable(trx) : 0n;
    const fromInsurance = liquidation ? min(short - fromAvailable, fund) : 0n;
    holdLeft -= fromHold;
    entries.push(
      { account: hold, amount: -fromHold },
      { account: available, amount: -fromAvailable },
      { account: exchangeAccounts.insuranceFund, amount: -fromInsurance },
      {
        account: exchangeAccounts.marketMaker,
        amount: fromHold + fromAvailable + fromInsurance,
      },
    );
  } else {
    entries.push(
      { account: exchangeAccounts.marketMaker, amount: -premium },
      { account: available, amount: premium },
    );
  }

  const position = await lockPosition(trx, user, order.symbol, now);
  const margin = marginAccount(position.id);
  const direction = order.side === 'BUY' ? 1 : -1;
  let size = position.size_lots;
  let entry = position.entry_price;
  let realised = position.realised_paise;
  const closing = size !== 0 && Math.sign(size) !== direction ? Math.min(lots, Math.abs(size)) : 0;
  if (closing > 0) {
    const held = await balanceOf(trx, margin);
    const release =
      closing === Math.abs(size) ? held : (held * BigInt(closing)) / BigInt(Math.abs(size));
    entries.push({ account: margin, amount: -release }, { account: available, amount: release });
    const closed = fromUnits(closing, units.lotSize);
    realised += BigInt(usdToInrPaise(closed * (price - entry) * Math.sign(size)));
    // What the trader actually lost: the part of a liquidation the insurance fund paid is not.
    if (order.origin === 'liquidation' && order.filled === 0) {
      const insured = await insurancePaidFor(trx, order.transaction_id as string);
      const paid = BigInt(usdToInrPaise(closed * price));
      realised += insured < paid ? insured : paid;
    }
    size += direction * closing;
    if (size === 0) entry = 0;
  }
  const opening = lots - closing;
  if (opening > 0) {
    if (order.side === 'SELL') {
      const need = BigInt(
        usdToInrPaise(fromUnits(opening, units.lotSize) * shortMarginPerContractUsd(units, quote)),
      );
      const take = need < holdLeft ? need : holdLeft;
      entries.push({ account: hold, amount: -take }, { account: margin, amount: take });
    }
    const before = Math.abs(size);
    entry = (before * entry + opening * price) / (before + opening);
    size += direction * opening;
  }

  const journal = netted(entries).filter((e) => e.amount !== 0n);
  if (journal.length > 0) {
    await postJournal(trx, {
      transactionId: order.transaction_id as string,
      memo: `${order.side} ${coins} ${order.symbol} at ${price}`,
      entries: journal,
      now,
    });
  }
  await sql`update trading_position set size_lots = ${size}, entry_price = ${entry},
      leverage = ${OPTION_LEVERAGE}, realised_paise = ${realised.toString()}::bigint,
      updated_at = ${now}
    where id = ${position.id}`.execute(trx);
}
