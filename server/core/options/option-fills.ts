import { usdToInrPaise } from '../../../src/domain/money/conversion.ts';
import { priceText } from '../../modules/trading/notice-text.ts';
import {
  availableAccount,
  EXCHANGE,
  holdAccount,
  INSURANCE_FUND,
  marginAccount,
} from '../accounts.ts';
import type { CoreContext } from '../core-context.ts';
import type { CoreOrder, LedgerEntry } from '../core-events.ts';
import type { PositionState } from '../core-state.ts';
import { type BookFill, chargeFee, fillParties, finishFill, marginShare, take } from '../fills.ts';
import { notionalPaise } from '../position-math.ts';
import { OPTION_LEVERAGE } from './option-contracts.ts';
import { shortInitialPaise } from './option-margin-math.ts';

/** What the insurance fund gave in these entries, paise. */
const fromFund = (entries: readonly LedgerEntry[]): number =>
  -entries.filter((e) => e.account === INSURANCE_FUND).reduce((t, e) => t + e.amount, 0);

/**
 * Books one fill of one side of an option trade (docs/trading.md, "Options on the desk", kept):
 * the fee on the first fill; the premium, a buyer's from its hold (then available) into
 * `clearing`, a seller's out of `clearing` into available (the two sides of a trade net to zero
 * there); a closing part releases its share of a short's margin and realises size × (price −
 * entry) on the position, no further money moving; a sell's opening part moves Deribit's initial
 * margin at the spot and mark now from the hold (then available) into the position's margin.
 * A liquidation's buy-back pays its fee and premium from the position's margin, the insurance fund
 * paying what the margin lacks (at most what it holds), and never touches the available balance.
 */
export const bookOptionFill: BookFill = (context, order, lots, priceUsd, role) => {
  const { symbol, userId } = order;
  const units = context.contract(symbol)?.units;
  const market = context.markets.get(symbol);
  if (units === undefined || market === undefined) throw new Error(`${symbol} is not listed`);
  const { house, hold, available, margin, position, direction } = fillParties(context, order);
  const liquidation = order.origin === 'liquidation';
  const payers = liquidation ? [margin, INSURANCE_FUND] : [hold, available];
  const coins = context.coins(symbol, lots);
  let insured = 0;

  if (!order.feePaid && !house) {
    insured += fromFund(
      chargeFee(context, order, liquidation ? payers : [hold, available, margin]),
    );
  }
  order.feePaid = true;

  const premium = notionalPaise(coins, priceUsd);
  if (premium > 0) {
    const paid =
      order.side === 'BUY'
        ? take(context, premium, payers)
        : { entries: [{ account: EXCHANGE.clearing, amount: -premium }], short: 0 };
    const received = order.side === 'BUY' ? premium - paid.short : premium;
    insured += fromFund(paid.entries);
    context.post({
      kind: 'premium',
      userId,
      memo: `Premium of ${coins} ${symbol} at ${priceText(priceUsd, units)}: ${order.side === 'BUY' ? 'paid' : 'received'}`,
      entries: [
        ...paid.entries,
        order.side === 'BUY'
          ? { account: EXCHANGE.clearing, amount: received }
          : { account: available, amount: received },
      ],
      orderId: order.id,
      symbol,
    });
  }

  const closing =
    position.lots !== 0 && Math.sign(position.lots) !== direction
      ? Math.min(lots, Math.abs(position.lots))
      : 0;
  if (closing > 0) closeOptionPart(context, order, position, closing, priceUsd, insured);

  const opening = lots - closing;
  if (opening > 0) {
    const openingCoins = context.coins(symbol, opening);
    if (position.lots === 0) {
      position.leverage = OPTION_LEVERAGE;
      position.openedAt = context.at;
      position.stopLoss = order.stopLoss;
      position.takeProfit = order.takeProfit;
    }
    if (order.side === 'SELL' && !house) {
      openShortMargin(context, order, shortInitialPaise(units, market, openingCoins), openingCoins);
    }
    const before = context.coins(symbol, position.lots);
    position.entry = (before * position.entry + openingCoins * priceUsd) / (before + openingCoins);
    position.lots += direction * opening;
  }
  finishFill(context, order, position, lots, priceUsd, role);
};

/** A sell's opening part: Deribit's initial margin now (`need`), from the hold then available. */
function openShortMargin(
  context: CoreContext,
  order: CoreOrder,
  need: number,
  coins: number,
): void {
  const { userId, symbol } = order;
  const paid = take(context, need, [holdAccount(userId, order.id), availableAccount(userId)]);
  const moved = need - paid.short;
  if (moved <= 0) return;
  context.post({
    kind: 'margin',
    userId,
    memo: `Short margin for ${coins} ${symbol} (Deribit's initial margin)`,
    entries: [...paid.entries, { account: marginAccount(userId, symbol), amount: moved }],
    orderId: order.id,
    symbol,
  });
}

/**
 * Closes `lots` of an option position: a short's share of its margin back to available (a
 * liquidation's whole remaining margin once it is flat), and size × (price − entry) realised on
 * the position, plus what the insurance fund paid of a liquidation (the trader did not lose it).
 */
function closeOptionPart(
  context: CoreContext,
  order: CoreOrder,
  position: PositionState,
  lots: number,
  priceUsd: number,
  insured: number,
): void {
  const { userId, symbol } = position;
  const margin = marginAccount(userId, symbol);
  const held = context.ledger.balance(margin);
  const whole = lots === Math.abs(position.lots);
  const release = whole
    ? held
    : order.origin === 'liquidation'
      ? 0
      : marginShare(held, lots, Math.abs(position.lots));
  if (release > 0) {
    context.post({
      kind: 'margin',
      userId,
      memo: `Margin of ${context.coins(symbol, lots)} ${symbol} released`,
      entries: [
        { account: margin, amount: -release },
        { account: availableAccount(userId), amount: release },
      ],
      orderId: order.id,
      symbol,
    });
  }
  const coins = context.coins(symbol, lots);
  position.realisedPaise +=
    usdToInrPaise(coins * (priceUsd - position.entry) * Math.sign(position.lots)) + insured;
  position.lots += Math.sign(position.lots) * -lots;
  if (position.lots === 0) position.entry = 0;
}
