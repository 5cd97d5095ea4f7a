import { bandPriceText, priceBandTicks } from '../../src/domain/trading/price-band.ts';
import { priceText } from '../modules/trading/notice-text.ts';
import {
  marginAlertText,
  type RiskClose,
  type RiskOrigin,
  riskCloseText,
} from '../modules/trading/risk/risk-text.ts';
import { triggerHit } from '../modules/trading/risk/trigger-rules.ts';
import { availableAccount, EXCHANGE, INSURANCE_FUND, isHouse, MARKET_MAKER } from './accounts.ts';
import { closeCommand } from './close-command.ts';
import type { CoreContext } from './core-context.ts';
import type { CoreOrder, OrderOrigin } from './core-events.ts';
import type { PositionState } from './core-state.ts';
import { bookFill } from './fills.ts';
import { newOrder } from './new-order.ts';
import { liquidateOption, optionAlertText } from './options/option-risk.ts';
import { cancelResting, execute } from './order-flow.ts';
import { place } from './placement.ts';
import { notionalPaise, paiseToUsd, unrealisedUsd } from './position-math.ts';

const inr = (paise: number): string =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

/** "+₹1,260.00" or "−₹1,260.00" (a true minus sign, as the app shows losses). */
const signedInr = (paise: number): string => `${paise < 0 ? '−' : '+'}${inr(Math.abs(paise))}`;

/** An order the core makes to move a position outside any book (takeover, auto-deleveraging). */
function offBookOrder(
  context: CoreContext,
  position: PositionState,
  lots: number,
  origin: OrderOrigin,
  leverage: number,
): CoreOrder {
  return newOrder(context, {
    userId: position.userId,
    symbol: position.symbol,
    side: position.lots > 0 ? 'SELL' : 'BUY',
    orderType: 'limit',
    timeInForce: 'IOC',
    price: 0,
    qty: lots,
    leverage,
    reduceOnly: true,
    origin,
    feePaid: true,
  });
}

/** Ends an off-book order as filled and tells it. */
function finish(context: CoreContext, order: CoreOrder): void {
  order.status = 'filled';
  context.emitOrder(order);
}

/**
 * One trade outside the book at `priceUsd` between a position being closed and a counterparty:
 * `counterparty` either takes the lots over (opening, the insurance fund) or closes its own
 * opposite position (auto-deleveraging).
 */
function transfer(
  context: CoreContext,
  position: PositionState,
  counterparty: PositionState,
  lots: number,
  priceUsd: number,
  origin: 'takeover' | 'adl',
): void {
  const closing = offBookOrder(context, position, lots, origin, position.leverage);
  const other: CoreOrder = {
    ...offBookOrder(
      context,
      counterparty,
      lots,
      origin,
      origin === 'takeover' ? 1 : counterparty.leverage,
    ),
    side: position.lots > 0 ? 'BUY' : 'SELL',
    reduceOnly: origin === 'adl',
  };
  bookFill(context, closing, lots, priceUsd, 'taker');
  bookFill(context, other, lots, priceUsd, 'maker');
  finish(context, closing);
  finish(context, other);
}

/** Auto-deleveraging's ranking (BitMEX): profit share of margin × effective leverage, highest first. */
function adlScore(context: CoreContext, position: PositionState): number {
  const coins = context.coins(position.symbol, position.lots);
  const mark = context.markUsd(position.symbol);
  const pnl = unrealisedUsd(Math.sign(position.lots), coins, position.entry, mark);
  const margin = paiseToUsd(context.marginOf(position));
  const notional = coins * mark;
  if (margin <= 0) return pnl / Math.max(notional, 1e-9);
  const equity = margin + pnl;
  return (pnl / margin) * (equity > 0 ? notional / equity : notional / margin);
}

/**
 * Liquidates a position whose margin ratio reached 1 on the mark: its orders in the instrument are
 * cancelled, then an immediate-or-cancel order at its bankruptcy price (or the band's edge, if that
 * is better) meets the book; a fill better than bankruptcy pays the penalty (at most 1.5% of the
 * notional closed, out of what margin is left) into the insurance fund. What the book could not
 * take the insurance fund takes over at the bankruptcy price, within its share per liquidation;
 * the rest closes against the most profitable, most leveraged opposite positions at the bankruptcy
 * price (auto-deleveraging). The trader loses the margin and the penalty, never more.
 */
export function liquidate(context: CoreContext, position: PositionState): void {
  const { userId, symbol } = position;
  const contract = context.contract(symbol);
  const market = context.market(symbol);
  if (contract === undefined || market === undefined) return;
  for (const order of [...context.ordersOf(userId)]) {
    if (order.symbol === symbol) {
      cancelResting(context, order, 'Cancelled: the position is being liquidated');
    }
  }
  const startMargin = context.marginOf(position);
  const availableBefore = context.available(userId);
  const bankrupt = context.bankruptcy(position);
  const tick = contract.units.tickSize;
  const band = priceBandTicks(market.mark, contract.bandRate);
  const sell = position.lots > 0;
  const bankruptTicks = sell
    ? Math.ceil(bankrupt / tick - 1e-9)
    : Math.floor(bankrupt / tick + 1e-9);
  const limit = sell ? Math.max(band.low, bankruptTicks, 1) : Math.min(band.high, bankruptTicks);
  const order: CoreOrder = {
    ...offBookOrder(context, position, Math.abs(position.lots), 'liquidation', position.leverage),
    price: limit,
  };
  /** What closed outside the book (takeover, auto-deleveraging), all at the bankruptcy price. */
  const offBook = { lots: 0 };
  if (limit > 0)
    execute(
      context,
      order,
      'Liquidation: the book had no more within the band and the bankruptcy price',
    );
  else finish(context, order);

  const returned = context.available(userId) - availableBefore;
  const closedValue = order.filledValue * context.coins(symbol, 1);
  const penalty = Math.min(
    returned,
    Math.round(notionalPaise(1, closedValue) * context.config.liquidationPenaltyRate),
  );
  if (penalty > 0) {
    context.post({
      kind: 'liquidation',
      userId,
      memo: `Liquidation penalty on ${symbol}`,
      entries: [
        { account: availableAccount(userId), amount: -penalty },
        { account: EXCHANGE.insuranceFund, amount: penalty },
      ],
      symbol,
      orderId: order.id,
    });
  }

  // The insurance fund takes over what is left, within its share per liquidation.
  const still = context.position(userId, symbol);
  if (still !== undefined && still.lots !== 0 && bankrupt > 0) {
    const fund = context.positionFor(INSURANCE_FUND, symbol);
    const budget = context.available(INSURANCE_FUND) * context.config.takeoverShareOfFund;
    const perLot = notionalPaise(context.coins(symbol, 1), bankrupt);
    const lots = Math.min(Math.abs(still.lots), Math.floor(budget / Math.max(perLot, 1)));
    if (lots > 0) {
      transfer(context, still, fund, lots, bankrupt, 'takeover');
      offBook.lots += lots;
    } else if (fund.lots === 0) context.dropPosition(fund);
  }

  // Auto-deleveraging of the rest, at the bankruptcy price.
  const rest = context.position(userId, symbol);
  if (rest !== undefined && rest.lots !== 0) {
    const opposite = [...(context.bySymbol.get(symbol) ?? [])]
      .filter((p) => p !== rest && p.lots !== 0 && Math.sign(p.lots) !== Math.sign(rest.lots))
      .map((p) => ({ p, score: adlScore(context, p) }))
      .sort((a, b) => b.score - a.score || (a.p.userId < b.p.userId ? -1 : 1));
    for (const { p } of opposite) {
      if (rest.lots === 0) break;
      const lots = Math.min(Math.abs(rest.lots), Math.abs(p.lots));
      const coins = context.coins(symbol, lots);
      transfer(context, rest, p, lots, bankrupt, 'adl');
      offBook.lots += lots;
      context.notice(
        p.userId,
        'adl',
        symbol,
        `Auto-deleveraged: ${coins} ${symbol} of your position closed at ${bandPriceText(bankrupt, tick)}, the bankruptcy price of a liquidated position`,
        { side: p.lots > 0 ? 'SELL' : 'BUY', price: bankrupt, size: coins },
      );
    }
  }

  // The desk's words for the whole close (the book's fills and what closed off it, at their
  // average price), then the exact loss: the margin and the penalty, never more.
  const lost = startMargin - (context.available(userId) - availableBefore);
  const closedLots = order.filled + offBook.lots;
  const close: RiskClose = {
    side: sell ? 'SELL' : 'BUY',
    symbol,
    filledSize: context.coins(symbol, closedLots),
    averagePrice:
      closedLots > 0 ? (order.filledValue + offBook.lots * bankrupt) / closedLots : null,
    reason: order.reason,
  };
  context.notice(
    userId,
    'liquidation',
    symbol,
    `${riskCloseText('liquidation', close, contract.units)}. You lost ${inr(lost)}: ${inr(lost - penalty)} of margin and a penalty of ${inr(penalty)}`,
    {
      orderId: order.id,
      side: close.side,
      price: close.averagePrice ?? context.markUsd(symbol),
      size: close.filledSize,
      pnlPaise: -lost,
    },
  );
}

/**
 * Closes a position whose stop-loss or take-profit the mark reached: a reduce-only market close,
 * within the band and the bankruptcy price; the notice in the desk's words says what traded.
 */
function closeAtTrigger(
  context: CoreContext,
  position: PositionState,
  trigger: Exclude<RiskOrigin, 'liquidation'>,
): void {
  const { userId, symbol } = position;
  const triggerPrice = trigger === 'stop-loss' ? position.stopLoss : position.takeProfit;
  const realisedBefore = position.realisedPaise;
  const answer = place(
    context,
    closeCommand(position, Math.abs(position.lots)),
    trigger === 'stop-loss' ? 'stop_loss' : 'take_profit',
  );
  if (answer.kind !== 'order') return;
  const { order } = answer;
  const close: RiskClose = {
    side: order.side,
    symbol,
    filledSize: context.coins(symbol, order.filled),
    averagePrice: order.filled > 0 ? order.filledValue / order.filled : null,
    reason: order.reason,
  };
  // One notice for the close (its fills tell none): the trigger, what traded and the P&L it realised.
  const units = context.contract(symbol)?.units ?? { tickSize: 0.01 };
  const realised = position.realisedPaise - realisedBefore;
  const figures =
    order.filled > 0
      ? `${triggerPrice === null ? '' : ` (trigger ${priceText(triggerPrice, units)})`}, realised ${signedInr(realised)}`
      : '';
  context.notice(userId, 'trigger', symbol, `${riskCloseText(trigger, close, units)}${figures}`, {
    orderId: order.id,
    side: order.side,
    price: close.averagePrice ?? context.markUsd(symbol),
    size: close.filledSize,
    ...(triggerPrice === null ? {} : { trigger: triggerPrice }),
    ...(order.filled > 0 ? { pnlPaise: realised } : {}),
  });
  const after = context.position(userId, symbol);
  if (order.filled > 0 && after !== undefined) {
    after.stopLoss = null;
    after.takeProfit = null;
    context.emitPosition(after);
  }
}

/**
 * After a mark moved: each position of the instrument is liquidated at a ratio of 1 or more, alerted
 * the first time it crosses 0.8, or closed when the mark reached its stop-loss or take-profit; then
 * the insurance fund unwinds what it took over, within the band.
 */
export function riskPass(context: CoreContext, symbol: string): void {
  if (context.market(symbol) === undefined) return;
  const { alertRatio, alertResetRatio, liquidationRatio } = context.config;
  const positions = [...(context.bySymbol.get(symbol) ?? [])].sort((a, b) =>
    a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0,
  );
  for (const position of positions) {
    if (position.lots === 0 || isHouse(position.userId)) continue;
    if (context.position(position.userId, symbol) !== position) continue;
    const ratio = context.ratio(position);
    const option = context.contract(symbol)?.units.option !== undefined;
    // The alert comes first, also when one jump takes the ratio past both 80% and 100%.
    if (ratio >= alertRatio && !position.alerted) {
      position.alerted = true;
      context.notice(
        position.userId,
        'margin_alert',
        symbol,
        option
          ? optionAlertText(context, position, ratio)
          : marginAlertText(
              symbol,
              position.lots > 0 ? 'long' : 'short',
              ratio,
              context.markUsd(symbol),
              context.contract(symbol)?.units ?? { tickSize: 0.01 },
            ),
        {
          side: position.lots > 0 ? 'BUY' : 'SELL',
          price: context.markUsd(symbol),
          size: context.coins(symbol, position.lots),
        },
      );
      context.emitPosition(position);
    } else if (ratio < alertResetRatio) {
      position.alerted = false;
    }
    if (ratio >= liquidationRatio) {
      (option ? liquidateOption : liquidate)(context, position);
      continue;
    }
    const trigger = triggerHit(
      position.lots > 0 ? 'long' : 'short',
      context.markUsd(symbol),
      position.stopLoss,
      position.takeProfit,
    );
    if (trigger !== undefined) closeAtTrigger(context, position, trigger);
  }
  const fund = context.position(INSURANCE_FUND, symbol);
  if (fund !== undefined && fund.lots !== 0) {
    place(
      context,
      {
        type: 'place',
        userId: INSURANCE_FUND,
        symbol,
        side: fund.lots > 0 ? 'SELL' : 'BUY',
        orderType: 'market',
        timeInForce: 'IOC',
        qty: Math.abs(fund.lots),
        leverage: 1,
        reduceOnly: true,
      },
      'unwind',
    );
  }
  const maker = context.position(MARKET_MAKER, symbol);
  if (maker !== undefined && maker.lots === 0) context.dropPosition(maker);
}
