import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ORDER_REFUSAL, type Order, type PlaceOrderBody } from '../../../src/contracts/trading.ts';
import { fromUnits } from '../../../src/domain/instruments/order-units.ts';
import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';
import { ORDER_FEE_PAISE } from '../../../src/domain/trading/fees.ts';
import { initialMarginPaise } from '../../../src/domain/trading/perp-margin.ts';
import type { Db } from '../../db/index.ts';
import { availableAccount, lockAvailable, postJournal } from '../funds/ledger.ts';
import type { DeskMemory } from './desk-memory.ts';
import type { DeskSettlement } from './desk-settlement.ts';
import type { DeskTransactions } from './desk-transactions.ts';
import { CANCEL, type PlaceCommand, REJECT } from './engine/commands.ts';
import type { MatchingEngine } from './engine/matching-engine.ts';
import type { OrderBook } from './engine/order-book.ts';
import { holdAccount, type OrderRow, openAccount, openLossPaise } from './fill-ledger.ts';
import { type DeskNotice, noticeOf } from './notices.ts';
import type { OptionQuote } from './options/option-market.ts';
import { OPTION_LEVERAGE, optionHoldOf } from './options/option-money.ts';
import { holdOrderMoney } from './order-hold.ts';
import { type IntakeResult, instrumentBand, toPlaceCommand } from './order-intake.ts';
import { leverageReason, marginToHold } from './order-margin.ts';
import { orderOf } from './order-views.ts';
import type { DeskOrderRow } from './order-writes.ts';
import type { RiskOrder } from './risk/risk-close.ts';
import { orderTriggerRefusal } from './risk/trigger-rules.ts';

/** Leverage of an order that names none. */
const DEFAULT_LEVERAGE = 10;

export interface DeskPlacementOptions {
  tx: DeskTransactions;
  memory: DeskMemory;
  settlement: DeskSettlement;
  /** The desk's engine now (a rollback replaces it). */
  engine: () => MatchingEngine;
  /** The units of a live book; undefined for an unknown or expired instrument. */
  units: (symbol: string) => InstrumentUnits | undefined;
  /** The mark price of an instrument. */
  mark: (symbol: string) => number | undefined;
  /** An option's chain entry now. */
  optionQuote: (symbol: string) => OptionQuote | undefined;
  /** The market maker's requote of a book, before an order meets it. */
  requote: (symbol: string) => void;
  /** The next order id of the desk's one sequence. */
  nextOrderId: () => number;
}

/**
 * Places orders in the desk's current transaction: the intake's and the margin's checks, the
 * trader's money held (or a risk close funded), the order written, matched and settled.
 */
export class DeskPlacement {
  readonly #options: DeskPlacementOptions;

  constructor(options: DeskPlacementOptions) {
    this.#options = options;
  }

  /**
   * Places a trader's order, or a close the desk places for risk (`risk`, funded whatever the
   * balance), in the current transaction: checked, its money held, matched and settled.
   */
  async place(userId: string, body: PlaceOrderBody, risk?: RiskOrder): Promise<Order> {
    const { tx, memory, settlement, engine } = this.#options;
    if (body.clientOrderId !== undefined) {
      const pending = tx.orders.byClientOrderId(userId, body.clientOrderId);
      if (pending !== undefined) return orderOf(pending);
      const { rows } = await sql<OrderRow>`select * from trading_order
        where user_id = ${userId} and client_order_id = ${body.clientOrderId}`.execute(tx.conn());
      if (rows[0] !== undefined) return orderOf(rows[0]);
    }
    const orderId = this.#options.nextOrderId();
    const id = String(orderId);
    const units = this.#options.units(body.symbol);
    const leverage =
      units?.kind === 'option' ? OPTION_LEVERAGE : (body.leverage ?? DEFAULT_LEVERAGE);
    const mark = units === undefined ? undefined : this.#options.mark(units.symbol);
    // No price band without a mark: nothing is placed then.
    const intake: IntakeResult =
      units !== undefined && mark === undefined
        ? { ok: false, reason: ORDER_REFUSAL.noMarkPrice }
        : toPlaceCommand(
            body,
            units,
            orderId,
            userId,
            units === undefined || mark === undefined ? undefined : instrumentBand(units, mark),
          );
    let openLossFrom: number | undefined;
    return tx.transact(async (trx, now) => {
      let reason = intake.ok
        ? (leverageReason(leverage) ?? orderTriggerRefusal(body, mark))
        : intake.reason;
      let reserve = 0n;
      if (intake.ok && reason === undefined) {
        const command = intake.command;
        this.#options.requote(command.symbol);
        await settlement.settle(trx, now);
        const book = engine().book(command.symbol);
        openLossFrom = openLossFromOf(command, units as InstrumentUnits, mark as number, book);
        const lots = await memory.lots(trx, userId, command.symbol);
        const direction = command.side === 'BUY' ? 1 : -1;
        if (
          body.reduceOnly === true &&
          (lots === 0 || Math.sign(lots) === direction || command.qty > Math.abs(lots))
        ) {
          reason = ORDER_REFUSAL.reduceOnlyWouldIncrease;
        } else if (body.reduceOnly === true && command.timeInForce !== 'IOC') {
          reason = ORDER_REFUSAL.reduceOnlyMustBeImmediate;
        } else if (
          command.timeInForce === 'POST_ONLY' &&
          book?.crosses(command.side, command.price) === true
        ) {
          reason = REJECT.postOnlyWouldTake;
        } else {
          const opposite = Math.sign(lots) === direction ? 0 : Math.abs(lots);
          // An option buy pays the premium of every lot, whether it closes a short or not.
          const closable = units?.kind === 'option' && command.side === 'BUY' ? 0 : opposite;
          const margin = marginToHold(
            book?.view(),
            command,
            closable,
            this.#holdOf(command, units as InstrumentUnits, leverage, openLossFrom),
            units as InstrumentUnits,
          );
          reserve = margin === undefined ? 0n : margin + BigInt(ORDER_FEE_PAISE);
          if (margin === undefined) reason = ORDER_REFUSAL.insufficientMargin;
        }
      }
      let transactionId = reason === undefined ? randomUUID() : null;
      // A trader's order: its fee transaction, hold and journal in one statement, where the
      // available balance covers it.
      if (transactionId !== null && risk === undefined) {
        const held = await this.#holdMoney(trx, userId, id, transactionId, reserve, now);
        if (held) {
          memory.setHold(id, reserve);
        } else {
          reason = ORDER_REFUSAL.insufficientMargin;
          transactionId = null;
        }
      }
      // A close the desk places for risk is funded whatever the balance (risk.funding).
      if (transactionId !== null && risk !== undefined) {
        await tx.postPending(trx);
        const available = await lockAvailable(trx, userId, now);
        await trx
          .insertInto('funds_transaction')
          .values({
            id: transactionId,
            user_id: userId,
            type: 'fee',
            status: 'pending',
            amount_paise: BigInt(ORDER_FEE_PAISE),
            balance_after_paise: available - reserve,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      // Written with the transaction's other orders at its end (PendingOrderWrites).
      const row: DeskOrderRow = {
        id: id,
        user_id: userId,
        client_order_id: body.clientOrderId ?? null,
        symbol: body.symbol,
        side: body.side,
        type: body.type,
        time_in_force: intake.ok ? intake.command.timeInForce : (body.timeInForce ?? null),
        price: body.price ?? null,
        size: body.size,
        filled: 0,
        filled_notional: 0,
        leverage: Number.isFinite(leverage) ? Math.round(leverage) : 0,
        reduce_only: body.reduceOnly === true,
        status: reason === undefined ? 'open' : 'rejected',
        reason: reason ?? null,
        transaction_id: transactionId,
        stop_loss: body.stopLoss ?? null,
        take_profit: body.takeProfit ?? null,
        triggers_applied: false,
        origin: risk?.origin ?? 'trader',
        created_at: now,
        updated_at: now,
        ...(openLossFrom === undefined ? {} : { open_loss_from: openLossFrom }),
      };
      tx.orders.created(row);
      if (reason !== undefined || !intake.ok) {
        const rejected = orderOf(row);
        tx.notices.push(
          noticeOf('reject', userId, rejected, rejected.size, rejected.price ?? 0, now),
        );
        return rejected;
      }
      if (risk !== undefined) {
        // Its funding may take from the position's margin.
        memory.setPosition(userId, body.symbol, undefined);
        const hold = holdAccount(id);
        await openAccount(trx, hold, userId, now);
        const entries = await risk.funding(trx, hold, reserve, now);
        // Nothing to post when neither the margin nor the insurance fund could fund the fee.
        if (entries.some((e) => e.amount !== 0n)) {
          await postJournal(trx, {
            transactionId: transactionId as string,
            memo: `order ${orderId}: margin and fee held`,
            entries,
            now,
          });
        }
        const held = entries.filter((e) => e.account === hold).reduce((t, e) => t + e.amount, 0n);
        memory.setHold(id, held);
      }
      memory.remember(row);
      if (!engine().execute(intake.command)) {
        throw new Error(`order ${orderId} was refused by the engine after its checks`);
      }
      const touched = await settlement.settle(trx, now, new Set([id]));
      const settled = touched.get(id) as OrderRow;
      if (intake.banded === true) sayTheBandStoppedIt(settled, tx.notices);
      const placed = orderOf(settled);
      if (risk !== undefined) tx.notices.push(...risk.notices(placed, now));
      return placed;
    });
  }

  /**
   * Holds an order's margin and fee from the trader's available balance where it covers them: in
   * memory when the batch locked the balance, otherwise in one statement. False when it does not.
   */
  async #holdMoney(
    trx: Db,
    userId: string,
    orderId: string,
    transactionId: string,
    reserve: bigint,
    now: Date,
  ): Promise<boolean> {
    const holds = this.#options.tx.holds;
    if (holds.knows(userId)) {
      return holds.hold({ userId, orderId, transactionId, reserve, now }) !== undefined;
    }
    const account = availableAccount(userId);
    const pending = this.#options.tx.ledger.pending(account);
    const after = await holdOrderMoney(trx, {
      userId,
      orderId,
      transactionId,
      reserve,
      pending,
      now,
    });
    // The hold's update put the pending movement on the balance.
    if (after !== undefined) this.#options.tx.ledger.take(account);
    return after !== undefined;
  }

  /**
   * What a piece of an order holds, in paise: a perpetual's initial margin; an option's premium (a
   * buy, closing or not) or short margin (a sell's opening part).
   */
  #holdOf(
    command: PlaceCommand,
    units: InstrumentUnits,
    leverage: number,
    openLossFrom: number | undefined,
  ): (coins: number, price: number) => number {
    const quote = units.kind === 'option' ? this.#options.optionQuote(units.symbol) : undefined;
    if (quote === undefined) {
      return (coins, price) =>
        initialMarginPaise(coins, price, leverage) +
        openLossPaise(command.side, coins, price, openLossFrom);
    }
    return optionHoldOf(command.side, units, quote);
  }
}

/**
 * Where a perpetual order's open loss starts (fill-ledger.ts, openLossPaise): for a buy the higher
 * of the mark and the book's best ask now (for a sell the lower of the mark and the best bid), so
 * a buy at the ask the market quotes has none and one far above it holds the difference.
 * Undefined for an option (a buyer pays the premium in full; a seller's margin is counted from
 * the option's mark).
 */
function openLossFromOf(
  command: PlaceCommand,
  units: InstrumentUnits,
  mark: number,
  book: OrderBook | undefined,
): number | undefined {
  if (units.kind === 'option') return undefined;
  const best = command.side === 'BUY' ? book?.bestAsk() : book?.bestBid();
  if (best === undefined) return mark;
  const quoted = fromUnits(best, units.tickSize);
  return command.side === 'BUY' ? Math.max(mark, quoted) : Math.min(mark, quoted);
}

/**
 * A market order made a limit at the band's edge was cancelled as an immediate-or-cancel order:
 * its row and its cancel notice say the band stopped it instead.
 */
function sayTheBandStoppedIt(order: OrderRow, notices: DeskNotice[]): void {
  if (order.status !== 'cancelled' || order.reason !== CANCEL.immediateOrCancel) return;
  order.reason = CANCEL.priceBand;
  for (const notice of notices) {
    if (notice.kind === 'cancel' && notice.orderId === String(order.id)) {
      notice.message = `Order ${order.id} cancelled: ${CANCEL.priceBand}`;
    }
  }
}
