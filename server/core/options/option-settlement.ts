import { usdToInrPaise } from '../../../src/domain/money/conversion.ts';
import { intrinsicUsd } from '../../../src/domain/trading/option-payoff.ts';
import { priceText, rupees } from '../../modules/trading/notice-text.ts';
import { availableAccount, INSURANCE_FUND, marginAccount } from '../accounts.ts';
import type { SettleOptionCommand } from '../core-commands.ts';
import type { CoreContext } from '../core-context.ts';
import type { CoreAnswer, LedgerEntry } from '../core-events.ts';
import type { PositionState } from '../core-state.ts';
import { cancelResting } from '../order-flow.ts';

/** The exchange's account options settle through: longs are paid from it, shorts pay into it. */
export const OPTION_SETTLEMENT = 'option_settlement';

const DELISTED = 'Instrument expired or delisted';

/**
 * Cash-settles an option at or after its expiry at `settlementPrice` (USD, the TWAP the gateway
 * computed) and delists it (docs/trading.md, "Expiry and settlement"): its open orders are
 * cancelled (their holds come back); each position, in order of its owner, is settled at
 * intrinsic value, max(0, S − K) for a call or max(0, K − S) for a put, × coins × 85:
 * - a long is paid it from `option_settlement`;
 * - a short pays it into `option_settlement` from its margin, then its available balance, the
 *   insurance fund covering a gap as far as it holds, and gets the rest of its margin back;
 * each a `settlement` transaction, and a `settlement` notice in the desk's words. The realised P&L
 * gains size × (intrinsic − entry) and the position closes. Then the book, its market and its
 * contract are gone: a later order is `Unknown or expired instrument`.
 */
export function settleOption(context: CoreContext, command: SettleOptionCommand): CoreAnswer {
  const { symbol, settlementPrice } = command;
  const contract = context.contract(symbol);
  const option = contract?.units.option;
  if (contract === undefined || option === undefined || !context.engine.book(symbol)) {
    return { kind: 'refused', status: 404, reason: `No option ${symbol} is listed` };
  }
  if (
    typeof settlementPrice !== 'number' ||
    !Number.isFinite(settlementPrice) ||
    settlementPrice <= 0
  ) {
    return {
      kind: 'refused',
      status: 400,
      reason: 'The settlement price must be a positive number of USD',
    };
  }
  if (context.at < option.expiryMs) {
    return {
      kind: 'refused',
      status: 409,
      reason: `${symbol} expires at ${new Date(option.expiryMs).toISOString()}; it cannot be settled before`,
    };
  }
  for (const order of [...context.orders.values()]) {
    if (order.symbol === symbol) cancelResting(context, order, DELISTED);
  }
  const intrinsic = intrinsicUsd(option.type, option.strike, settlementPrice);
  const positions = [...(context.bySymbol.get(symbol) ?? [])]
    .filter((p) => p.lots !== 0)
    .sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  for (const position of positions) settlePosition(context, position, settlementPrice, intrinsic);

  context.tape.reset();
  context.engine.execute({ type: 'delist', symbol });
  context.tape.reset();
  context.markets.delete(symbol);
  context.bySymbol.delete(symbol);
  context.contracts.delete(symbol);
  return { kind: 'done' };
}

function settlePosition(
  context: CoreContext,
  position: PositionState,
  price: number,
  intrinsic: number,
): void {
  const { userId, symbol } = position;
  const coins = context.coins(symbol, position.lots);
  const owed = usdToInrPaise(coins * intrinsic);
  const available = availableAccount(userId);
  const entries: LedgerEntry[] = [];
  let amount: number;
  if (position.lots > 0) {
    entries.push(
      { account: OPTION_SETTLEMENT, amount: -owed },
      { account: available, amount: owed },
    );
    amount = owed;
  } else {
    const margin = marginAccount(userId, symbol);
    const held = context.ledger.balance(margin);
    const fromMargin = Math.min(owed, held);
    const fromAvailable = Math.min(owed - fromMargin, Math.max(0, context.available(userId)));
    // The insurance fund pays what the short cannot, at most what it holds.
    const gap = owed - fromMargin - fromAvailable;
    const fromFund = Math.min(gap, Math.max(0, context.available(INSURANCE_FUND)));
    entries.push(
      { account: margin, amount: -held },
      { account: available, amount: held - fromMargin - fromAvailable },
      { account: INSURANCE_FUND, amount: -fromFund },
      { account: OPTION_SETTLEMENT, amount: fromMargin + fromAvailable + fromFund },
    );
    amount = -(fromMargin + fromAvailable);
  }
  context.post({
    kind: 'settlement',
    userId,
    memo: `${symbol} settled at ${price}: intrinsic ${intrinsic} USD`,
    entries,
    symbol,
  });
  position.realisedPaise += usdToInrPaise(
    coins * (intrinsic - position.entry) * Math.sign(position.lots),
  );
  const long = position.lots > 0;
  position.lots = 0;
  position.entry = 0;
  position.alerted = false;
  position.updatedAt = context.at;
  context.emitPosition(position);
  context.dropPosition(position);
  const verb = amount < 0 ? 'paid' : 'received';
  context.notice(
    userId,
    'settlement',
    symbol,
    `${symbol} settled at ${priceText(price, { tickSize: 0.01 })}: ${verb} ₹${rupees(BigInt(Math.abs(amount)))}`,
    { side: long ? 'BUY' : 'SELL', price, size: coins },
  );
}
