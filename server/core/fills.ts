import { BROKERAGE_PAISE, GST_ON_BROKERAGE_PAISE } from '../../src/domain/trading/fees.ts';
import { priceText } from '../modules/trading/notice-text.ts';
import {
  availableAccount,
  EXCHANGE,
  holdAccount,
  INSURANCE_FUND,
  isHouse,
  marginAccount,
} from './accounts.ts';
import type { CoreContext } from './core-context.ts';
import type { CoreOrder, LedgerEntry } from './core-events.ts';
import type { PositionState } from './core-state.ts';
import { bookOptionFill } from './options/option-fills.ts';
import { initialMarginPaise, notionalPaise, realisedPaise } from './position-math.ts';

/** Orders the exchange places to end a position: no brokerage (a liquidation pays its penalty). */
const FEE_FREE = new Set(['liquidation', 'adl', 'takeover', 'unwind', 'market_maker']);
/** Closes the risk pass makes: each is told by one notice of its own, never by fill notices. */
export const RISK_CLOSES = new Set<string>([
  'stop_loss',
  'take_profit',
  'liquidation',
  'takeover',
  'adl',
]);

const verb = (side: 'BUY' | 'SELL'): string => (side === 'BUY' ? 'Bought' : 'Sold');

/**
 * An order's fee on its first fill: brokerage and GST taken from the accounts in turn, as far as
 * they hold it (GST first, so a fee cut short is brokerage the exchange forgoes). Returns what
 * was taken from each account.
 */
export function chargeFee(
  context: CoreContext,
  order: CoreOrder,
  from: readonly string[],
): LedgerEntry[] {
  const fee = BROKERAGE_PAISE + GST_ON_BROKERAGE_PAISE;
  const paid = take(context, fee, from);
  const gst = Math.min(GST_ON_BROKERAGE_PAISE, fee - paid.short);
  context.post({
    kind: 'fee',
    userId: order.userId,
    memo: `Brokerage and GST on order ${order.id}`,
    entries: [
      ...paid.entries,
      { account: EXCHANGE.fees, amount: fee - paid.short - gst },
      { account: EXCHANGE.gstPayable, amount: gst },
    ],
    orderId: order.id,
    symbol: order.symbol,
  });
  return paid.entries;
}

/**
 * The share of a position's margin that `lots` of its `of` lots carry, exactly, rounded down: the
 * paise left over stay with the position and go back at its last close.
 */
export const marginShare = (held: number, lots: number, of: number): number =>
  Number((BigInt(held) * BigInt(lots)) / BigInt(of));

/** Takes up to `amount` from the accounts in turn; the entries, and what it could not take. */
export function take(
  context: CoreContext,
  amount: number,
  from: readonly string[],
): { entries: LedgerEntry[]; short: number } {
  const entries: LedgerEntry[] = [];
  let left = amount;
  for (const account of from) {
    if (left === 0) break;
    const part = Math.min(left, Math.max(0, context.ledger.balance(account)));
    if (part > 0) entries.push({ account, amount: -part });
    left -= part;
  }
  return { entries, short: left };
}

/** The accounts and the position a fill of `order` books against, and its direction (+1 buys). */
export function fillParties(context: CoreContext, order: CoreOrder) {
  const { symbol, userId } = order;
  return {
    house: isHouse(userId),
    hold: holdAccount(userId, order.id),
    available: availableAccount(userId),
    margin: marginAccount(userId, symbol),
    position: context.positionFor(userId, symbol),
    direction: order.side === 'BUY' ? 1 : -1,
  };
}

/** Books `lots` of `order` filled at `priceUsd`, its side being the trade's taker or maker. */
export type BookFill = (
  context: CoreContext,
  order: CoreOrder,
  lots: number,
  priceUsd: number,
  role: 'taker' | 'maker',
) => void;

/**
 * Books one fill of one side of a trade: the order's fee on its first fill (from its hold, then the
 * available balance, then the position's margin), the closing part (the margin released and the
 * realised P&L against `clearing`, a loss never more than the margin released), and the opening
 * part (initial margin from the hold, then available). Moves the position; tells the fill.
 */
export function bookFill(
  context: CoreContext,
  order: CoreOrder,
  lots: number,
  priceUsd: number,
  role: 'taker' | 'maker',
): void {
  if (context.contract(order.symbol)?.units.option !== undefined) {
    bookOptionFill(context, order, lots, priceUsd, role);
    return;
  }
  const { symbol, userId } = order;
  const { house, hold, available, margin, position, direction } = fillParties(context, order);

  if (!order.feePaid && !house && !FEE_FREE.has(order.origin)) {
    chargeFee(context, order, [hold, available, margin]);
  }
  order.feePaid = true;

  const closing =
    position.lots !== 0 && Math.sign(position.lots) !== direction
      ? Math.min(lots, Math.abs(position.lots))
      : 0;
  if (closing > 0) closePart(context, order, position, closing, priceUsd);

  const opening = lots - closing;
  if (opening > 0) {
    const coins = context.coins(symbol, opening);
    if (position.lots === 0) {
      position.leverage = order.leverage;
      position.openedAt = context.at;
      position.stopLoss = order.stopLoss;
      position.takeProfit = order.takeProfit;
    }
    if (userId !== EXCHANGE.marketMaker) {
      // Initial margin plus the open loss of a price worse than the mark (the order cost): a
      // position bought over the mark starts with its margin's worth of equity at the mark, so two
      // accounts trading at the band's edge cannot open one already past its bankruptcy price.
      const markUsd = context.markUsd(symbol);
      const openLossUsd = markUsd > 0 ? Math.max(0, direction * (priceUsd - markUsd)) * coins : 0;
      const need =
        initialMarginPaise(coins, priceUsd, position.leverage) + notionalPaise(1, openLossUsd);
      const paid = take(context, need, [hold, available]);
      const moved = need - paid.short;
      if (moved > 0) {
        context.post({
          kind: 'margin',
          userId,
          memo: `Margin for ${coins} ${symbol} at ${position.leverage}x`,
          entries: [...paid.entries, { account: margin, amount: moved }],
          orderId: order.id,
          symbol,
        });
      }
    }
    const before = context.coins(symbol, position.lots);
    position.entry = (before * position.entry + coins * priceUsd) / (before + coins);
    position.lots += direction * opening;
  }
  finishFill(context, order, position, lots, priceUsd, role);
}

/**
 * What every fill ends with, a perpetual's or an option's: the order and the position moved on,
 * the fill and its notice told, and a position that came back to flat dropped.
 */
export function finishFill(
  context: CoreContext,
  order: CoreOrder,
  position: PositionState,
  lots: number,
  priceUsd: number,
  role: 'taker' | 'maker',
): void {
  const { symbol, userId } = order;
  // Its ladder in this book is no longer what it placed: the next tick requotes it.
  if (userId === EXCHANGE.marketMaker) context.quoted.delete(symbol);
  position.updatedAt = context.at;
  order.filled += lots;
  order.filledValue += lots * priceUsd;
  order.updatedAt = context.at;
  const tickSize = context.contract(symbol)?.units.tickSize ?? 0.01;
  const coins = context.coins(symbol, lots);
  context.emit({
    type: 'fill',
    fill: {
      id: context.nextId(),
      orderId: order.id,
      userId,
      symbol,
      side: order.side,
      price: priceUsd,
      qty: lots,
      role,
      at: context.at,
    },
  });
  // A stop-loss, take-profit or liquidation close is told once, by its own notice (risk.ts).
  if (!RISK_CLOSES.has(order.origin)) {
    context.notice(
      userId,
      'fill',
      symbol,
      `${verb(order.side)} ${coins} ${symbol} at ${priceText(priceUsd, { tickSize })}`,
      { orderId: order.id, side: order.side, price: priceUsd, size: coins },
    );
  }
  context.emitPosition(position);
  if (position.lots === 0) {
    position.alerted = false;
    context.dropPosition(position);
  }
}

/**
 * Closes `lots` of a position at `priceUsd`: its share of the margin back to available, and the
 * realised P&L between available and `clearing`. A loss is paid from the released margin only
 * (isolated margin), the insurance fund paying a gap within what it holds: the core's price caps
 * (bankruptcy and band) keep such a gap from arising, so a gap is a defect made visible.
 */
function closePart(
  context: CoreContext,
  order: CoreOrder,
  position: ReturnType<CoreContext['positionFor']>,
  lots: number,
  priceUsd: number,
): void {
  const { symbol, userId } = position;
  const available = availableAccount(userId);
  const margin = marginAccount(userId, symbol);
  const held = context.ledger.balance(margin);
  const whole = lots === Math.abs(position.lots);
  const release = whole ? held : marginShare(held, lots, Math.abs(position.lots));
  const coins = context.coins(symbol, lots);
  const pnl = realisedPaise(Math.sign(position.lots), coins, position.entry, priceUsd);
  const entries: LedgerEntry[] = [];
  if (release > 0)
    entries.push({ account: margin, amount: -release }, { account: available, amount: release });
  let booked = pnl;
  if (pnl >= 0) {
    entries.push({ account: EXCHANGE.clearing, amount: -pnl }, { account: available, amount: pnl });
  } else {
    const loss = -pnl;
    // The market maker pays from its balance; a trader (and the fund's own positions) from margin.
    const canPay = userId === EXCHANGE.marketMaker ? context.available(userId) : release;
    const paid = Math.min(loss, canPay);
    const gap = loss - paid;
    const covered =
      userId === INSURANCE_FUND ? 0 : Math.min(gap, context.available(INSURANCE_FUND));
    entries.push(
      { account: available, amount: -paid },
      { account: EXCHANGE.clearing, amount: paid + covered },
    );
    if (covered > 0) entries.push({ account: EXCHANGE.insuranceFund, amount: -covered });
    booked = -paid;
  }
  context.post({
    kind: 'realised_pnl',
    userId,
    memo: `${order.side === 'BUY' ? 'Bought' : 'Sold'} ${coins} ${symbol} to close: P&L`,
    entries,
    orderId: order.id,
    symbol,
  });
  position.realisedPaise += booked;
  position.lots += Math.sign(position.lots) * -lots;
  if (position.lots === 0) position.entry = 0;
}
