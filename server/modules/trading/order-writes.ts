import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
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
      const rows = created.map(
        (o) => sql`(${o.id}::bigint, ${o.user_id}::uuid, ${o.client_order_id}, ${o.symbol},
          ${o.side}, ${o.type}, ${o.time_in_force}, ${o.price}::double precision,
          ${o.size}::double precision, ${o.filled}::double precision,
          ${o.filled_notional}::double precision, ${o.leverage}::integer, ${o.reduce_only},
          ${o.status}, ${o.reason}, ${o.transaction_id}::uuid, ${o.stop_loss}::double precision,
          ${o.take_profit}::double precision, ${o.triggers_applied}, ${o.origin ?? 'trader'},
          ${o.created_at}::timestamptz, ${o.updated_at}::timestamptz)`,
      );
      writes.push(sql`insert into trading_order (id, user_id, client_order_id, symbol, side, type,
          time_in_force, price, size, filled, filled_notional, leverage, reduce_only, status,
          reason, transaction_id, stop_loss, take_profit, triggers_applied, origin, created_at,
          updated_at)
        values ${sql.join(rows)}`);
    }
    if (changed.length > 0) {
      const rows = changed.map(
        (o) => sql`(${o.id}::bigint, ${o.status}::text, ${o.reason}::text,
          ${o.filled}::double precision, ${o.filled_notional}::double precision,
          ${(o as DeskOrderRow).triggers_applied === true}::boolean, ${o.updated_at}::timestamptz)`,
      );
      writes.push(sql`update trading_order o set status = v.status, reason = v.reason,
          filled = v.filled, filled_notional = v.filled_notional,
          triggers_applied = v.triggers_applied, updated_at = v.updated_at
        from (values ${sql.join(rows)}) as v (id, status, reason, filled, filled_notional,
          triggers_applied, updated_at)
        where o.id = v.id`);
    }
    return writes;
  }
}
