import { priceBandTicks } from '../../../src/domain/trading/price-band.ts';
import { priceText, rupees } from '../../modules/trading/notice-text.ts';
import type { Contract } from '../contract-table.ts';
import type { Quote } from '../core-commands.ts';
import type { CoreContext } from '../core-context.ts';
import type { PositionState } from '../core-state.ts';
import { requote } from '../market-maker.ts';
import { newOrder } from '../new-order.ts';
import { cancelOutsideBand, cancelResting, execute } from '../order-flow.ts';
import { CORE_REFUSAL } from '../placement.ts';
import { riskPass } from '../risk.ts';
import { OPTION_LEVERAGE, optionExpired } from './option-contracts.ts';

/**
 * An option's new quote, after its mark was stored: orders its band now excludes are cancelled,
 * the market maker requotes, and its positions are judged. No funding (options have none), and
 * nothing once its expiry has come: it waits for its settlement.
 */
export function optionQuoted(context: CoreContext, quote: Quote, contract: Contract): void {
  if (optionExpired(context, contract)) return;
  const band = priceBandTicks(quote.mark, contract.bandRate, contract.bandMinTicks);
  cancelOutsideBand(context, quote.symbol, band, CORE_REFUSAL.bandLeft(contract.bandRate));
  requote(context, quote);
  riskPass(context, quote.symbol);
}

/** The desk's margin alert of a short option (risk/monitor.ts), in its words. */
export function optionAlertText(context: CoreContext, position: PositionState, ratio: number) {
  const units = context.contract(position.symbol)?.units ?? { tickSize: 0.01 };
  const percent = Number.isFinite(ratio) ? `${Math.floor(ratio * 100)}%` : 'over 100%';
  const side = position.lots > 0 ? 'long' : 'short';
  return (
    `Margin alert: your ${position.symbol} ${side} is at a margin ratio of ${percent} ` +
    `(mark ${priceText(context.markUsd(position.symbol), units)}); it is liquidated at 100%`
  );
}

/**
 * Liquidates a short option whose margin ratio reached 1 (docs/trading.md, "Short options under
 * the risk monitor"): its orders in the option are cancelled, and it is bought back whole at
 * market, within the band, reduce-only; the buy-back's fee and premium come out of the position's
 * margin, the insurance fund paying what the margin lacks (option-fills.ts), and the rest of the
 * margin goes back to available, which is never charged. What the book could not fill stays short
 * with what margin is left, and is tried again at the next quote. No penalty, as on the desk.
 */
export function liquidateOption(context: CoreContext, position: PositionState): void {
  const { userId, symbol } = position;
  const contract = context.contract(symbol);
  const market = context.market(symbol);
  if (contract === undefined || market === undefined || position.lots >= 0) return;
  for (const order of [...context.ordersOf(userId)]) {
    if (order.symbol === symbol) {
      cancelResting(context, order, 'Cancelled: the position is being liquidated');
    }
  }
  const marginPaise = context.marginOf(position);
  const band = priceBandTicks(market.mark, contract.bandRate, contract.bandMinTicks);
  const order = newOrder(context, {
    userId,
    symbol,
    side: 'BUY',
    orderType: 'market',
    timeInForce: 'IOC',
    price: band.high,
    qty: -position.lots,
    leverage: OPTION_LEVERAGE,
    reduceOnly: true,
    origin: 'liquidation',
  });
  execute(context, order, CORE_REFUSAL.bandStopped(contract.bandRate));
  const units = contract.units;
  const coins = context.coins(symbol, order.filled);
  const average = order.filled > 0 ? order.filledValue / order.filled : context.markUsd(symbol);
  const traded =
    order.filled > 0
      ? `bought ${coins} ${symbol} at ${priceText(average, units)}`
      : `the close found no liquidity (${order.reason ?? 'not filled'})`;
  context.notice(
    userId,
    'liquidation',
    symbol,
    `Position liquidated: ${traded}; the loss is limited to the margin of ₹${rupees(BigInt(marginPaise))}`,
    { orderId: order.id, side: 'BUY', price: average, size: coins },
  );
}
