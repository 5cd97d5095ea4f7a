import { fromUnits } from '../../../src/domain/instruments/order-units.ts';
import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';
import type { Db } from '../../db/index.ts';
import type { DeskMemory } from './desk-memory.ts';
import type { DeskTransactions } from './desk-transactions.ts';
import type { EngineEvent, EventLog } from './engine/event-log.ts';
import { bookFill, type OrderRow, type PositionRow, releaseHold } from './fill-ledger.ts';
import { noticeOf } from './notices.ts';
import type { OptionQuote } from './options/option-market.ts';
import { bookOptionFill } from './options/option-money.ts';
import { orderOf } from './order-views.ts';
import type { DeskOrderRow } from './order-writes.ts';
import { applyOrderTriggers, followSide } from './position-writes.ts';
import { hasPendingTriggers, syncPositionTriggers } from './risk/position-triggers.ts';

/** The market maker's owner name in the books; its money is the ledger account `market_maker`. */
export const MARKET_MAKER = 'market-maker';

export interface DeskSettlementOptions {
  /** The engine's event log, drained at each settlement. */
  log: EventLog;
  tx: DeskTransactions;
  memory: DeskMemory;
  /** The desk's books by symbol. */
  units: ReadonlyMap<string, InstrumentUnits>;
  /** An option's chain entry now. */
  optionQuote: (symbol: string) => OptionQuote | undefined;
  /** Whether the engine's events are kept for the commit's listener (the desk's `onEvents`). */
  keepEvents: boolean;
}

/**
 * Settles what the engine did in a command's transaction: its fills, cancels and the orders' new
 * status booked, then the positions they moved followed.
 */
export class DeskSettlement {
  readonly #options: DeskSettlementOptions;

  constructor(options: DeskSettlementOptions) {
    this.#options = options;
  }

  /**
   * Books the engine's events since the last call: each trader's fill (the market maker books
   * none: it is exempt from margin and pays no fee), cancels, and the orders' new status; an order
   * that ended gets the rest of its hold back. Returns the traders' orders it touched.
   */
  async settle(
    trx: Db,
    now: Date,
    alsoTouched: Set<string> = new Set(),
  ): Promise<Map<string, OrderRow>> {
    const events: EngineEvent[] = this.#options.log.drain();
    if (this.#options.keepEvents) this.#options.tx.events.push(...events);
    const touched = new Set(alsoTouched);
    const orders = new Map<string, OrderRow>();
    /** Perpetual positions moved here (in memory), and traders whose option positions moved. */
    const moved = new Set<PositionRow>();
    const optionUsers = new Set<string>();
    const ledger = this.#options.tx.ledger;
    const pending = (account: string) => ledger.pending(account);
    const load = async (id: number): Promise<OrderRow> => {
      const key = String(id);
      let row = orders.get(key);
      if (row === undefined) {
        row = await this.#options.memory.order(trx, key);
        orders.set(key, row);
      }
      touched.add(key);
      return row;
    };
    for (const event of events) {
      if (event.type === 'rejected')
        throw new Error(`engine refused a desk command: ${event.reason}`);
      if (event.type === 'fill') {
        const units = this.#options.units.get(event.symbol) as InstrumentUnits;
        for (const [id, owner, role] of [
          [event.takerOrderId, event.takerOwner, 'taker'],
          [event.makerOrderId, event.makerOwner, 'maker'],
        ] as const) {
          if (owner === MARKET_MAKER) continue;
          const order = await load(id);
          if (units.kind === 'option') {
            const quote = this.#options.optionQuote(event.symbol);
            if (quote === undefined) throw new Error(`no chain entry of ${event.symbol}`);
            // It reads the balances it moves from the database.
            await this.#options.tx.postPending(trx);
            optionUsers.add(order.user_id);
            await bookOptionFill(trx, order, units, event.qty, event.price, quote, now);
            this.#options.memory.setHold(order.id, undefined);
            this.#options.memory.setPosition(order.user_id, order.symbol, undefined);
          } else {
            const after = await bookFill(trx, ledger, order, units, event.qty, event.price, now, {
              held: await this.#options.memory.hold(trx, order.id, pending),
              position: this.#options.memory.position(order.user_id, order.symbol),
              margin: this.#options.memory.margin(order.user_id, order.symbol),
            });
            this.#options.memory.setHold(order.id, after.holdLeft);
            this.#options.memory.setPosition(
              order.user_id,
              order.symbol,
              after.position,
              after.margin,
            );
            moved.add(after.position);
          }
          const coins = fromUnits(event.qty, units.lotSize);
          const price = fromUnits(event.price, units.tickSize);
          order.filled = fromUnits(
            Math.round(order.filled / units.lotSize) + event.qty,
            units.lotSize,
          );
          order.filled_notional += coins * price;
          this.#options.tx.fills.push({
            orderId: id,
            userId: order.user_id,
            symbol: event.symbol,
            side: order.side,
            price,
            size: coins,
            role,
            at: now,
          });
          this.#options.tx.notices.push(
            noticeOf('fill', order.user_id, orderOf(order), coins, price, now, units),
          );
        }
      } else if (event.type === 'cancelled' && event.owner !== MARKET_MAKER) {
        const order = await load(event.orderId);
        order.status = 'cancelled';
        order.reason = event.reason;
        const view = orderOf(order);
        this.#options.tx.notices.push(
          noticeOf(
            'cancel',
            order.user_id,
            view,
            view.size - view.filledSize,
            view.price ?? 0,
            now,
          ),
        );
      }
    }
    const changed = new Set<string>();
    const withTriggers = new Set<string>();
    for (const id of touched) {
      let order = orders.get(id);
      if (order === undefined) {
        order = await this.#options.memory.order(trx, id);
        orders.set(id, order);
      }
      const units = this.#options.units.get(order.symbol) as InstrumentUnits;
      const done =
        Math.round(order.filled / units.lotSize) === Math.round(order.size / units.lotSize);
      if (done) order.status = 'filled';
      else if (order.status !== 'cancelled') {
        order.status = order.filled > 0 ? 'partially_filled' : 'open';
      }
      const ended = order.status === 'filled' || order.status === 'cancelled';
      if (ended) releaseHold(ledger, order, now, await this.#options.memory.hold(trx, id, pending));
      if (order.filled > 0 || ended) ledger.endFee(order);
      order.updated_at = now;
      this.#options.tx.orders.changed(order);
      this.#options.memory.remember(order);
      changed.add(order.user_id);
      if (order.filled > 0 && hasPendingTriggers(order)) withTriggers.add(id);
    }
    await this.#followPositions(trx, now, moved, optionUsers, withTriggers, orders);
    for (const user of changed) this.#options.tx.changed.add(user);
    return orders;
  }

  /**
   * After a command's fills: each moved position's side and triggers (position-writes.ts), and
   * the triggers of each filled order not yet applied. Perpetual positions are followed in memory
   * and written at the transaction's end; option positions (and an order whose position is not
   * in memory) by the database's trigger sync, after what is pending is written.
   */
  async #followPositions(
    trx: Db,
    now: Date,
    moved: Set<PositionRow>,
    optionUsers: Set<string>,
    withTriggers: ReadonlySet<string>,
    orders: ReadonlyMap<string, OrderRow>,
  ): Promise<void> {
    for (const position of moved) followSide(position, now);
    const inDatabase = new Set<string>();
    for (const id of withTriggers) {
      const order = orders.get(id) as DeskOrderRow;
      const position = this.#options.memory.position(order.user_id, order.symbol);
      if (this.#options.units.get(order.symbol)?.kind === 'option' || position === undefined) {
        inDatabase.add(id);
        optionUsers.add(order.user_id);
      } else if (applyOrderTriggers(position, order)) {
        moved.add(position);
      }
    }
    for (const position of moved) this.#options.tx.positions.changed(position);
    if (optionUsers.size === 0) return;
    // It reads the orders' triggers and the positions from their rows.
    await this.#options.tx.postPending(trx);
    await this.#options.tx.orders.flush(trx);
    for (const id of await syncPositionTriggers(trx, optionUsers, inDatabase, now)) {
      (orders.get(id) as DeskOrderRow).triggers_applied = true;
    }
  }
}
