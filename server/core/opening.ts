import { EXCHANGE, marginAccount } from './accounts.ts';
import type { OpeningCommand, OpeningOrder } from './core-commands.ts';
import type { CoreContext } from './core-context.ts';
import type { CoreAnswer, CoreOrder, LedgerEntry } from './core-events.ts';

/** The counterpart of what the core takes over from the trading desk. */
export const DESK_IMPORT = 'desk_import';

/**
 * Exchange accounts whose desk balances the core carries on (the fee income, GST owed, money in
 * and out, the insurance fund's): the market maker and exchange capital keep the core's own.
 */
export const CARRIED_ACCOUNTS: ReadonlySet<string> = new Set([
  EXCHANGE.demoDeposits,
  EXCHANGE.withdrawalsInFlight,
  EXCHANGE.bankPayouts,
  EXCHANGE.fees,
  EXCHANGE.gstPayable,
  EXCHANGE.insuranceFund,
  EXCHANGE.clearing,
  EXCHANGE.fundingPool,
  EXCHANGE.rewards,
  'option_settlement',
]);

/** Why an open desk order ended, in the order's reason and the trader's notice. */
export const UPGRADE_CANCEL_REASON =
  'Cancelled by the upgrade to the exchange core: the money it held is back in your available balance';

const refused = (reason: string): CoreAnswer => ({ kind: 'refused', status: 400, reason });
const whole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
const trader = (id: unknown): id is string =>
  typeof id === 'string' && id !== '' && !id.includes(':') && !id.includes('|');

/** What is wrong with the command, in words; undefined when it can be applied whole. */
function problem(context: CoreContext, command: OpeningCommand): string | undefined {
  if (context.seq !== 1) return 'The desk can only be taken over by the first journal entry';
  for (const [account, amount] of command.balances) {
    if (!whole(amount)) return `${account}: ${amount} is not a whole number of paise`;
    const user = account.startsWith('available:') ? account.slice('available:'.length) : null;
    if (user !== null ? !trader(user) || amount < 0 : !CARRIED_ACCOUNTS.has(account)) {
      return `${account} cannot be taken over with ${amount} paise`;
    }
  }
  const seen = new Set<string>();
  for (const p of command.positions) {
    const contract = context.contract(p.symbol);
    const key = `${p.userId}|${p.symbol}`;
    if (contract === undefined || contract.units.kind !== 'perpetual') {
      return `${p.symbol}: only positions in listed perpetuals can be taken over`;
    }
    if (!trader(p.userId) || seen.has(key)) return `${key}: not one trader's one position`;
    seen.add(key);
    if (!whole(p.lots) || p.lots === 0) return `${key}: ${p.lots} is not a whole number of lots`;
    if (!(Number.isFinite(p.entryPrice) && p.entryPrice > 0)) return `${key}: no entry price`;
    if (!whole(p.leverage) || p.leverage < 1 || p.leverage > contract.maxLeverage) {
      return `${key}: leverage ${p.leverage} is outside 1 to ${contract.maxLeverage}`;
    }
    if (!whole(p.marginPaise) || p.marginPaise < 0 || !whole(p.realisedPaise)) {
      return `${key}: its margin and realised P&L must be whole paise`;
    }
  }
  const ids = new Set<number>();
  for (const o of command.orders) {
    if (!whole(o.id) || o.id < 1 || o.id >= command.nextOrderId || ids.has(o.id)) {
      return `order ${o.id}: its id must be unique and below ${command.nextOrderId}`;
    }
    ids.add(o.id);
    if (!trader(o.userId)) return `order ${o.id}: no trader`;
  }
  for (const w of command.withdrawals) {
    if (!trader(w.userId) || !whole(w.amountPaise) || w.amountPaise <= 0 || w.ref === '') {
      return `withdrawal ${w.ref}: not a pending withdrawal of a trader`;
    }
  }
  if (!whole(command.nextOrderId) || command.nextOrderId < 1) return 'nextOrderId must be whole';
  return undefined;
}

const coreOrder = (o: OpeningOrder, open: boolean, at: number): CoreOrder => ({
  id: o.id,
  userId: o.userId,
  symbol: o.symbol,
  side: o.side,
  orderType: o.orderType,
  timeInForce: o.timeInForce,
  price: o.price,
  qty: o.qty,
  filled: o.filled,
  filledValue: o.filledValue,
  leverage: o.leverage,
  reduceOnly: o.reduceOnly,
  status: open ? 'cancelled' : o.status,
  reason: open ? UPGRADE_CANCEL_REASON : o.reason,
  clientOrderId: o.clientOrderId,
  origin: 'trader',
  createdAt: o.createdAt,
  updatedAt: open ? at : o.updatedAt,
  holdPaise: 0,
  feePaid: o.filled > 0,
  stopLoss: null,
  takeProfit: null,
});

/**
 * Takes over what the trading desk left (docs/exchange-core.md, "The desk's data"): one balanced
 * transaction brings each taken-over account to its figure (each trader's available balance with
 * their open orders' holds, each position's margin, the carried exchange accounts) against
 * `desk_import`, so every trader's wallet is what the desk left; the positions stand as they were;
 * the open orders end cancelled, each trader told once; ended orders' client ids still answer
 * them; pending withdrawals wait for the bank as the core's own do. Checked whole first.
 */
export function applyOpening(context: CoreContext, command: OpeningCommand): CoreAnswer {
  const wrong = problem(context, command);
  if (wrong !== undefined) return refused(`The desk's state cannot be taken over: ${wrong}`);
  const targets = new Map<string, number>();
  for (const [account, amount] of command.balances) {
    targets.set(account, (targets.get(account) ?? 0) + amount);
  }
  for (const p of command.positions) {
    targets.set(marginAccount(p.userId, p.symbol), p.marginPaise);
  }
  const entries: LedgerEntry[] = [];
  let total = 0;
  for (const [account, target] of targets) {
    const amount = target - context.ledger.balance(account);
    entries.push({ account, amount });
    total += amount;
  }
  entries.push({ account: DESK_IMPORT, amount: -total });
  const tx = context.post({
    kind: 'exchange',
    userId: null,
    memo: 'Balances and margins taken over from the trading desk at the upgrade',
    entries,
  });
  for (const p of command.positions) {
    const position = context.positionFor(p.userId, p.symbol);
    position.lots = p.lots;
    position.entry = p.entryPrice;
    position.leverage = p.leverage;
    position.realisedPaise = p.realisedPaise;
    position.stopLoss = p.stopLoss;
    position.takeProfit = p.takeProfit;
    position.openedAt = p.openedAt;
    position.updatedAt = context.at;
    context.emitPosition(position);
  }
  const cancelled = new Map<string, CoreOrder[]>();
  for (const o of command.orders) {
    const open = o.status === 'open' || o.status === 'partially_filled';
    const order = coreOrder(o, open, context.at);
    if (order.clientOrderId !== null) {
      context.clientOrders.set(`${order.userId}|${order.clientOrderId}`, order);
    }
    if (!open) continue;
    context.emitOrder(order);
    cancelled.set(order.userId, [...(cancelled.get(order.userId) ?? []), order]);
  }
  for (const [userId, orders] of cancelled) {
    const n = orders.length;
    context.notice(
      userId,
      'cancel',
      (orders[0] as CoreOrder).symbol,
      `Your ${n === 1 ? 'open order was' : `${n} open orders were`} cancelled by the upgrade to the exchange core; the money ${n === 1 ? 'it' : 'they'} held is back in your available balance`,
    );
  }
  for (const w of command.withdrawals) {
    context.pendingWithdrawals.set(w.ref, {
      userId: w.userId,
      amountPaise: w.amountPaise,
      requestedAt: w.requestedAt,
    });
  }
  context.nextOrderId = Math.max(context.nextOrderId, command.nextOrderId);
  return { kind: 'done', transactionId: tx.id };
}
