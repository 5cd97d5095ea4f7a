import { ORDER_REFUSAL } from '../../src/contracts/trading.ts';
import { ORDER_FEE_PAISE } from '../../src/domain/trading/fees.ts';
import {
  bandPriceText,
  priceBandRefusal,
  priceBandTicks,
} from '../../src/domain/trading/price-band.ts';
import { CANCEL } from '../modules/trading/engine/commands.ts';
import { orderTriggerRefusal } from '../modules/trading/risk/trigger-rules.ts';
import { availableAccount, holdAccount, isHouse } from './accounts.ts';
import type { PlaceCommand } from './core-commands.ts';
import type { CoreContext } from './core-context.ts';
import type { CoreAnswer, CoreOrder, OrderOrigin } from './core-events.ts';
import { newOrder } from './new-order.ts';
import { isOptionContract, liveContract } from './options/option-contracts.ts';
import { optionOrderCost, withOptionLeverage } from './options/option-orders.ts';
import { execute, rejectOrder } from './order-flow.ts';
import { initialMarginPaise, notionalPaise, paiseToUsd } from './position-math.ts';
import { isPositiveWhole } from './whole-number.ts';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});
const inr = (paise: number): string => rupees.format(paise / 100);

/** Refusals in words (the gateway shows them as the order's reason). */
export const CORE_REFUSAL = {
  unknownInstrument: 'Unknown or expired instrument',
  noMarket: 'This instrument has no market price yet; try again in a moment',
  size: 'Size must be a whole positive number of lots',
  price: 'Price must be a whole positive number of ticks',
  leverage: (max: number) => `Leverage must be a whole number from 1 to ${max}`,
  reduceOnlyWouldIncrease: 'Reduce-only order would increase the position',
  reduceOnlyMustBeImmediate: 'A reduce-only order must be a market or immediate-or-cancel order',
  postOnlyWouldTake: 'Post-only order would take liquidity',
  tooManyOpenOrders: (max: number) =>
    `You have ${max} open orders, the most allowed; cancel one first`,
  tooManyOrders: (max: number) => `More than ${max} orders in one second; slow down`,
  openInterest: (cap: number) =>
    `This order would take your open interest in this instrument past ${inr(cap)}, the most allowed`,
  // The spec's words; the ticket shows what the order needs beside them.
  insufficientMargin: (_need: number, _available: number) => ORDER_REFUSAL.insufficientMargin,
  beyondBankruptcy: (price: string) =>
    `This price is beyond your position's bankruptcy price (${price}): it would lose more than the position's margin`,
  bandLeft: (rate: number) =>
    `Cancelled: the mark moved and this price left the price band (${Number((rate * 100).toFixed(4))}% of the mark)`,
  // The desk's words for a market order the band stopped (the spec's; the rate is in its refusal).
  bandStopped: (_rate: number): string => CANCEL.priceBand,
} as const;

/** An order the gateway refused before it had ticks and lots: nothing of it but its words. */
function unplaced(context: CoreContext, command: PlaceCommand): CoreOrder {
  return newOrder(context, {
    userId: command.userId,
    symbol: command.symbol,
    side: command.side,
    orderType: command.orderType,
    timeInForce: command.orderType === 'market' ? 'IOC' : command.timeInForce,
    price: 0,
    qty: 0,
    leverage: command.leverage,
    reduceOnly: command.reduceOnly === true,
    clientOrderId: command.clientOrderId ?? null,
    origin: 'trader',
    ...(Number.isFinite(command.refusedSize) ? { requestedSize: command.refusedSize } : {}),
  });
}

/** Counts an order in its trader's second; the 429 when the second is full. */
function rateLimited(context: CoreContext, userId: string): CoreAnswer | undefined {
  const second = Math.floor(context.at / 1000);
  const window = context.rate.get(userId);
  if (window === undefined || window[0] !== second) {
    context.rate.set(userId, [second, 1]);
    return undefined;
  }
  if (window[1] >= context.config.maxOrdersPerSecond) {
    return {
      kind: 'refused',
      status: 429,
      reason: CORE_REFUSAL.tooManyOrders(context.config.maxOrdersPerSecond),
      retryAfterMs: 1000 - (context.at % 1000),
    };
  }
  window[1] += 1;
  return undefined;
}

/** Lots of an owner's resting orders in one instrument and direction. */
function restingLots(context: CoreContext, userId: string, symbol: string, side: string): number {
  let lots = 0;
  for (const order of context.ordersOf(userId)) {
    if (order.symbol === symbol && order.side === side) {
      lots += order.qty - order.filled;
    }
  }
  return lots;
}

/**
 * Places an order: checked whole (instrument, numbers, leverage, caps, band, reduce-only, post-only,
 * bankruptcy, margin), its cost held (initial margin plus the open loss of a price worse than mark,
 * plus the fee), then matched and booked. A refused order is a rejected order with its reason; a
 * rate-limited or malformed one is refused without becoming an order.
 */
export function place(
  context: CoreContext,
  placed: PlaceCommand,
  origin: OrderOrigin = 'trader',
): CoreAnswer {
  const command = withOptionLeverage(context, placed);
  const { userId, symbol, side } = command;
  const house = isHouse(userId);
  if (command.clientOrderId !== undefined) {
    const key = `${userId}|${command.clientOrderId}`;
    const first =
      context.clientOrders.get(key) ??
      [...context.ordersOf(userId)].find((o) => o.clientOrderId === command.clientOrderId);
    if (first !== undefined) return { kind: 'order', order: { ...first } };
  }
  if (!house && (origin === 'trader' || origin === 'close')) {
    const limited = rateLimited(context, userId);
    if (limited !== undefined) return limited;
  }
  const contract = liveContract(context, symbol);
  if (command.refusal !== undefined) {
    return {
      kind: 'order',
      order: rejectOrder(context, unplaced(context, command), command.refusal),
    };
  }
  if (!isPositiveWhole(command.qty))
    return { kind: 'refused', status: 400, reason: CORE_REFUSAL.size };
  if (command.orderType === 'limit' && !isPositiveWhole(command.price)) {
    return { kind: 'refused', status: 400, reason: CORE_REFUSAL.price };
  }
  const maxLeverage = contract?.maxLeverage ?? 1;
  if (!isPositiveWhole(command.leverage) || command.leverage > maxLeverage) {
    return { kind: 'refused', status: 400, reason: CORE_REFUSAL.leverage(maxLeverage) };
  }

  const position = context.position(userId, symbol);
  const direction = side === 'BUY' ? 1 : -1;
  const lots = position?.lots ?? 0;
  const adds = lots !== 0 && Math.sign(lots) === direction;
  const order = newOrder(context, {
    userId,
    symbol,
    side,
    orderType: command.orderType,
    timeInForce: command.orderType === 'market' ? 'IOC' : command.timeInForce,
    price: command.price ?? 0,
    qty: command.qty,
    // An add keeps the position's leverage: a different one would re-leverage it silently.
    leverage: adds ? (position?.leverage ?? command.leverage) : command.leverage,
    reduceOnly: command.reduceOnly === true,
    clientOrderId: command.clientOrderId ?? null,
    origin,
    stopLoss: command.stopLoss ?? null,
    takeProfit: command.takeProfit ?? null,
  });
  const market = context.market(symbol);
  if (contract === undefined)
    return { kind: 'order', order: rejectOrder(context, order, CORE_REFUSAL.unknownInstrument) };
  if (market === undefined)
    return { kind: 'order', order: rejectOrder(context, order, CORE_REFUSAL.noMarket) };
  const units = contract.units;
  // The desk's rule and words: a stop-loss or take-profit (USD, on the mark) on the right side of
  // the order's entry, its limit price or the mark.
  const triggerRefusal = orderTriggerRefusal(
    {
      side,
      type: command.orderType,
      ...(command.orderType === 'limit' ? { price: context.usd(symbol, order.price) } : {}),
      ...(command.stopLoss === undefined ? {} : { stopLoss: command.stopLoss }),
      ...(command.takeProfit === undefined ? {} : { takeProfit: command.takeProfit }),
      ...(command.reduceOnly === undefined ? {} : { reduceOnly: command.reduceOnly }),
    },
    context.markUsd(symbol),
  );
  if (triggerRefusal !== undefined) {
    return { kind: 'order', order: rejectOrder(context, order, triggerRefusal) };
  }
  if (!house && context.ordersOf(userId).size >= context.config.maxOpenOrders) {
    return {
      kind: 'order',
      order: rejectOrder(
        context,
        order,
        CORE_REFUSAL.tooManyOpenOrders(context.config.maxOpenOrders),
      ),
    };
  }

  const closable = lots !== 0 && !adds ? Math.min(command.qty, Math.abs(lots)) : 0;
  if (order.reduceOnly) {
    if (closable < command.qty) {
      return {
        kind: 'order',
        order: rejectOrder(context, order, CORE_REFUSAL.reduceOnlyWouldIncrease),
      };
    }
    if (order.timeInForce !== 'IOC') {
      return {
        kind: 'order',
        order: rejectOrder(context, order, CORE_REFUSAL.reduceOnlyMustBeImmediate),
      };
    }
  }

  // The band: a limit price outside it is refused; a market order goes as far as its edge.
  const band = priceBandTicks(market.mark, contract.bandRate, contract.bandMinTicks);
  if (order.orderType === 'limit' && (order.price < band.low || order.price > band.high)) {
    const reason = priceBandRefusal({
      symbol,
      price: context.usd(symbol, order.price),
      rate: contract.bandRate,
      low: context.usd(symbol, band.low),
      high: context.usd(symbol, band.high),
      tickSize: units.tickSize,
      minTicks: contract.bandMinTicks,
    });
    return { kind: 'order', order: rejectOrder(context, order, reason) };
  }
  let price = order.orderType === 'market' ? (side === 'BUY' ? band.high : band.low) : order.price;
  let cancelReason =
    order.orderType === 'market' ? CORE_REFUSAL.bandStopped(contract.bandRate) : undefined;

  // A closing order never fills beyond the position's bankruptcy price: nobody loses more than margin.
  if (closable > 0 && position !== undefined && !house && !isOptionContract(contract)) {
    const bankrupt = context.bankruptcy(position);
    const edge =
      side === 'SELL'
        ? Math.ceil(bankrupt / units.tickSize - 1e-9)
        : Math.floor(bankrupt / units.tickSize + 1e-9);
    const worse = side === 'SELL' ? price < edge : price > edge;
    if (worse && order.orderType === 'limit') {
      return {
        kind: 'order',
        order: rejectOrder(
          context,
          order,
          CORE_REFUSAL.beyondBankruptcy(bandPriceText(bankrupt, units.tickSize)),
        ),
      };
    }
    if (worse) {
      price = Math.max(1, edge);
      cancelReason = CORE_REFUSAL.beyondBankruptcy(bandPriceText(bankrupt, units.tickSize));
    }
  }
  (order as { price: number }).price = price;

  const book = context.engine.book(symbol);
  if (order.timeInForce === 'POST_ONLY' && book?.crosses(side, price) === true) {
    return { kind: 'order', order: rejectOrder(context, order, CORE_REFUSAL.postOnlyWouldTake) };
  }

  if (!house) {
    // Open interest: the position and every resting order of this direction, filled in full.
    const opening = command.qty - closable;
    const after =
      (adds ? Math.abs(lots) : 0) + opening + restingLots(context, userId, symbol, side);
    // A notional beyond safe paise is more than any balance holds: refused before it is priced.
    const orderUsd =
      context.coins(symbol, command.qty) *
      Math.max(context.markUsd(symbol), context.usd(symbol, price));
    if (!(orderUsd < paiseToUsd(Number.MAX_SAFE_INTEGER) / 2)) {
      return {
        kind: 'order',
        order: rejectOrder(context, order, ORDER_REFUSAL.insufficientMargin),
      };
    }
    const interest = notionalPaise(context.coins(symbol, after), context.markUsd(symbol));
    if (opening > 0 && interest > contract.maxOpenInterestPaise) {
      return {
        kind: 'order',
        order: rejectOrder(
          context,
          order,
          CORE_REFUSAL.openInterest(contract.maxOpenInterestPaise),
        ),
      };
    }
    // The cost held: an immediate order knows its closing part; a resting one may open in full.
    const margined = order.timeInForce === 'IOC' ? opening : order.reduceOnly ? 0 : command.qty;
    const priceUsd = context.usd(symbol, price);
    const markUsd = context.markUsd(symbol);
    const openLossUsd =
      Math.max(0, direction * (priceUsd - markUsd)) * context.coins(symbol, margined);
    const cost = isOptionContract(contract)
      ? optionOrderCost(context, order, market, price, origin)
      : (margined > 0
          ? initialMarginPaise(context.coins(symbol, margined), priceUsd, order.leverage)
          : 0) +
        notionalPaise(1, openLossUsd) +
        (origin === 'trader' || origin === 'close' ? ORDER_FEE_PAISE : 0);
    const available = context.available(userId);
    if (cost > available) {
      return {
        kind: 'order',
        order: rejectOrder(context, order, CORE_REFUSAL.insufficientMargin(cost, available)),
      };
    }
    if (cost > 0) {
      context.post({
        kind: 'hold',
        userId,
        memo: `Order ${order.id}: margin and fee held`,
        entries: [
          { account: availableAccount(userId), amount: -cost },
          { account: holdAccount(userId, order.id), amount: cost },
        ],
        orderId: order.id,
        symbol,
      });
    }
    order.holdPaise = cost;
  }
  if (adds && position !== undefined && command.leverage !== position.leverage && !house) {
    context.notice(
      userId,
      'fill',
      symbol,
      `Added at the position's ${position.leverage}x (the order asked ${command.leverage}x): a position has one leverage`,
      { orderId: order.id, side },
    );
  }
  execute(context, order, cancelReason);
  return { kind: 'order', order: { ...order } };
}
