import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { unnestRows } from '../../db/unnest.ts';
import type { PositionRow } from './fill-ledger.ts';
import type { DeskOrderRow } from './order-writes.ts';
import { writeTogether } from './write-together.ts';

const sideSign = (size: number): number => Math.sign(size);

/**
 * After a command's fills moved a position (in memory): when it went flat it loses its triggers
 * and opening time; when it opened from flat or flipped side it gets a new opening time and starts
 * without triggers (the same rule as syncPositionTriggers, which the database runs for option
 * fills).
 */
export function followSide(position: PositionRow, now: Date): void {
  const sign = sideSign(position.size_lots);
  if (position.opened_sign === sign) return;
  position.opened_sign = sign;
  position.opened_at = sign === 0 ? null : now;
  position.stop_loss = null;
  position.take_profit = null;
}

/**
 * Puts a filled order's stop-loss and take-profit on its position, once, when the position
 * stands on the order's side (the order opened, added to or flipped it). Returns whether it did.
 */
export function applyOrderTriggers(position: PositionRow, order: DeskOrderRow): boolean {
  const orderSign = order.side === 'BUY' ? 1 : -1;
  if (position.size_lots === 0 || position.opened_sign !== orderSign) return false;
  position.stop_loss = order.stop_loss ?? position.stop_loss;
  position.take_profit = order.take_profit ?? position.take_profit;
  order.triggers_applied = true;
  return true;
}

/**
 * The position rows a transaction's fills moved, written at its end with one multi-row update
 * (size, entry, leverage, realised P&L, side and triggers), instead of one update per fill and a
 * trigger sync per command. A position row always exists before its fill (lockPosition).
 */
export class PendingPositionWrites {
  readonly #rows = new Map<string, PositionRow>();

  changed(row: PositionRow): void {
    this.#rows.set(row.id, row);
  }

  clear(): void {
    this.#rows.clear();
  }

  async flush(trx: Db, now: Date): Promise<void> {
    await writeTogether(trx, this.writes(now));
  }

  /** The statement that writes the moved positions (none when none moved). */
  writes(now: Date): RawBuilder<unknown>[] {
    const rows = [...this.#rows.values()];
    this.clear();
    if (rows.length === 0) return [];
    const values = unnestRows(rows, {
      id: ['uuid', (p) => p.id],
      size_lots: ['bigint', (p) => p.size_lots],
      entry_price: ['double precision', (p) => p.entry_price],
      leverage: ['integer', (p) => p.leverage],
      realised_paise: ['bigint', (p) => p.realised_paise],
      opened_sign: ['smallint', (p) => p.opened_sign],
      opened_at: ['timestamptz', (p) => p.opened_at],
      stop_loss: ['double precision', (p) => p.stop_loss],
      take_profit: ['double precision', (p) => p.take_profit],
    });
    return [
      sql`update trading_position p set size_lots = v.size_lots, entry_price = v.entry_price,
        leverage = v.leverage, realised_paise = v.realised_paise, opened_sign = v.opened_sign,
        opened_at = v.opened_at, stop_loss = v.stop_loss, take_profit = v.take_profit,
        updated_at = ${now}
      from ${values}
      where p.id = v.id`,
    ];
  }
}
