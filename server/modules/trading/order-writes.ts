import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { unnestRows } from '../../db/unnest.ts';
import type { OrderRow } from './fill-ledger.ts';
import { writeTogether } from './write-together.ts';

/** An order row as the desk keeps it, with the trigger columns `select *` also returns. */
export type DeskOrderRow = OrderRow & {
  stop_loss: number | null;
  take_profit: number | null;
  triggers_applied: boolean;
};

/**
 * The order rows a transaction created or changed, written when it ends (or when a statement
 * must read them first): the new ones in their final state with one multi-row insert, the
 * changed ones with one multi-row update, instead of a statement per order and change.
 */
export class PendingOrderWrites {
  readonly #created = new Map<string, DeskOrderRow>();
  readonly #changed = new Map<string, OrderRow>();

  created(row: DeskOrderRow): void {
    this.#created.set(row.id, row);
  }

  changed(row: OrderRow): void {
    if (!this.#created.has(row.id)) this.#changed.set(row.id, row);
  }

  /** A trader's order of this `clientOrderId` created in this transaction and not yet written. */
  byClientOrderId(userId: string, clientOrderId: string): OrderRow | undefined {
    for (const row of this.#created.values()) {
      if (row.user_id === userId && row.client_order_id === clientOrderId) return row;
    }
    return undefined;
  }

  clear(): void {
    this.#created.clear();
    this.#changed.clear();
  }

  async flush(trx: Db): Promise<void> {
    await writeTogether(trx, this.writes());
  }

  /** The statements that write the created orders and the changes of the others. */
  writes(): RawBuilder<unknown>[] {
    const created = [...this.#created.values()];
    const changed = [...this.#changed.values()];
    this.clear();
    const writes: RawBuilder<unknown>[] = [];
    if (created.length > 0) {
      const rows = unnestRows(created, {
        id: ['bigint', (o) => o.id],
        user_id: ['uuid', (o) => o.user_id],
        client_order_id: ['text', (o) => o.client_order_id],
        symbol: ['text', (o) => o.symbol],
        side: ['text', (o) => o.side],
        type: ['text', (o) => o.type],
        time_in_force: ['text', (o) => o.time_in_force],
        price: ['double precision', (o) => o.price],
        size: ['double precision', (o) => o.size],
        filled: ['double precision', (o) => o.filled],
        filled_notional: ['double precision', (o) => o.filled_notional],
        leverage: ['integer', (o) => o.leverage],
        reduce_only: ['boolean', (o) => o.reduce_only],
        status: ['text', (o) => o.status],
        reason: ['text', (o) => o.reason],
        transaction_id: ['uuid', (o) => o.transaction_id],
        stop_loss: ['double precision', (o) => o.stop_loss],
        take_profit: ['double precision', (o) => o.take_profit],
        triggers_applied: ['boolean', (o) => o.triggers_applied],
        origin: ['text', (o) => o.origin ?? 'trader'],
        created_at: ['timestamptz', (o) => o.created_at],
        updated_at: ['timestamptz', (o) => o.updated_at],
      });
      writes.push(sql`insert into trading_order (id, user_id, client_order_id, symbol, side, type,
          time_in_force, price, size, filled, filled_notional, leverage, reduce_only, status,
          reason, transaction_id, stop_loss, take_profit, triggers_applied, origin, created_at,
          updated_at)
        select * from ${rows}`);
    }
    if (changed.length > 0) {
      const rows = unnestRows(changed, {
        id: ['bigint', (o) => o.id],
        status: ['text', (o) => o.status],
        reason: ['text', (o) => o.reason],
        filled: ['double precision', (o) => o.filled],
        filled_notional: ['double precision', (o) => o.filled_notional],
        triggers_applied: ['boolean', (o) => (o as DeskOrderRow).triggers_applied === true],
        updated_at: ['timestamptz', (o) => o.updated_at],
      });
      writes.push(sql`update trading_order o set status = v.status, reason = v.reason,
          filled = v.filled, filled_notional = v.filled_notional,
          triggers_applied = v.triggers_applied, updated_at = v.updated_at
        from ${rows}
        where o.id = v.id`);
    }
    return writes;
  }
}
