import { ORDER_FEE_PAISE } from '../../../src/domain/trading/fees.ts';
import type { PlaceCommand } from '../core-commands.ts';
import type { CoreContext } from '../core-context.ts';
import type { CoreOrder, OrderOrigin } from '../core-events.ts';
import type { MarketState } from '../core-state.ts';
import { notionalPaise } from '../position-math.ts';
import { isOptionContract, OPTION_LEVERAGE, optionUnitsOfName } from './option-contracts.ts';
import { shortInitialPaise } from './option-margin-math.ts';

/**
 * An order on an option: its leverage is 1, whatever was asked (the desk stored 1 too). An option
 * name without a book (never listed, or settled) gets 1 as well, so its order is refused as an
 * unknown or expired instrument, not for its leverage.
 */
export const withOptionLeverage = (context: CoreContext, command: PlaceCommand): PlaceCommand =>
  (isOptionContract(context.contract(command.symbol)) ||
    optionUnitsOfName(command.symbol) !== undefined) &&
  command.leverage !== OPTION_LEVERAGE
    ? { ...command, leverage: OPTION_LEVERAGE }
    : command;

/** Lots of the trader's other resting sells in the option: they may close the same long first. */
function restingSellLots(context: CoreContext, userId: string, symbol: string): number {
  let lots = 0;
  for (const order of context.ordersOf(userId)) {
    if (order.symbol === symbol && order.side === 'SELL') {
      lots += order.qty - order.filled;
    }
  }
  return lots;
}

/**
 * What an option order holds at placement, paise (docs/trading.md, "Options on the desk"): a buy
 * the premium of every lot at its price (the limit, or the band's edge for a market order), also
 * when it closes a short, whose margin comes back at the fill; a sell Deribit's initial margin of
 * the part that opens or adds to a short, at the spot and mark now (the part that sells a long
 * the trader's other resting sells have not claimed holds nothing); and the fee of a trader's order.
 */
export function optionOrderCost(
  context: CoreContext,
  order: CoreOrder,
  market: MarketState,
  priceTicks: number,
  origin: OrderOrigin,
): number {
  const { userId, symbol } = order;
  const units = context.contract(symbol)?.units;
  if (units === undefined) throw new Error(`${symbol} has no contract`);
  const fee = origin === 'trader' || origin === 'close' ? ORDER_FEE_PAISE : 0;
  if (order.side === 'BUY') {
    return notionalPaise(context.coins(symbol, order.qty), context.usd(symbol, priceTicks)) + fee;
  }
  const long = Math.max(0, context.position(userId, symbol)?.lots ?? 0);
  const free = Math.max(0, long - restingSellLots(context, userId, symbol));
  const opening = order.qty - Math.min(order.qty, free);
  return (opening > 0 ? shortInitialPaise(units, market, context.coins(symbol, opening)) : 0) + fee;
}
