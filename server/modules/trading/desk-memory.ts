import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { readOrder, readPositionLots } from './desk-reads.ts';
import { balanceOf, holdAccount, type OrderRow, type PositionRow } from './fill-ledger.ts';

const lotsKey = (userId: string, symbol: string): string => `${userId}\u0000${symbol}`;

/** Past this many (trader, instrument) pairs known, the positions are forgotten (read on use). */
const MAX_POSITIONS = 50_000;

/**
 * What the desk's checks read, kept in memory because only the desk writes it: the open orders
 * (the desk creates and ends every order row), what each order's hold account holds, and the
 * traders' positions (size, entry, leverage, realised P&L). Changed inside a command's
 * transaction, so a rolled-back transaction leaves it wrong: the desk then calls `reload` (as it
 * rebuilds the engine from the journal). A value not known here is read from the database.
 */
export class DeskMemory {
  readonly #maxPositions: number;
  readonly #open = new Map<string, OrderRow>();
  readonly #holds = new Map<string, bigint>();
  readonly #lots = new Map<string, number>();
  readonly #positions = new Map<string, PositionRow>();
  readonly #margins = new Map<string, bigint>();

  constructor(maxPositions = MAX_POSITIONS) {
    this.#maxPositions = maxPositions;
  }

  /**
   * Keeps the memory bounded, however many traders the desk has seen: past the limit the
   * positions are forgotten and read again on use (open orders and their holds end with the
   * orders). Call it only with nothing left to write, after a commit: a position a transaction
   * moved is on its row only once its writes are in.
   */
  trim(): void {
    if (this.#lots.size > this.#maxPositions) this.forgetPositions();
  }

  /** Forgets everything and loads the open orders again (at start and after a rollback). */
  async reload(db: Db): Promise<void> {
    this.#open.clear();
    this.#holds.clear();
    this.#lots.clear();
    this.#positions.clear();
    this.#margins.clear();
    const { rows } = await sql<OrderRow>`select * from trading_order
      where status in ('open', 'partially_filled')`.execute(db);
    for (const row of rows) this.remember(normalised(row));
  }

  /** An open order of the desk's (undefined when no order of that id is open). */
  openOrder(id: string): OrderRow | undefined {
    return this.#open.get(id);
  }

  /** A trader's order the engine touched: open ones from memory, any other from the database. */
  async order(trx: Db, id: string): Promise<OrderRow> {
    const known = this.#open.get(id);
    if (known !== undefined) return known;
    const row = await readOrder(trx, id, true);
    if (row === undefined) throw new Error(`order ${id} has no row`);
    return row;
  }

  /** Keeps an order while it is open; forgets it (and its hold) once it ended. */
  remember(order: OrderRow): void {
    if (order.status === 'open' || order.status === 'partially_filled') {
      this.#open.set(String(order.id), order);
    } else {
      this.#open.delete(String(order.id));
      this.#holds.delete(String(order.id));
    }
  }

  /**
   * What the order's hold account holds now (`pending`: what journals not yet posted move on it,
   * added to the database's balance when it is read).
   */
  async hold(trx: Db, orderId: string, pending: (account: string) => bigint): Promise<bigint> {
    const known = this.#holds.get(orderId);
    if (known !== undefined) return known;
    const account = holdAccount(orderId);
    const held = (await balanceOf(trx, account)) + pending(account);
    this.#holds.set(orderId, held);
    return held;
  }

  /** Sets what the hold holds (undefined: not known, read it from the database next time). */
  setHold(orderId: string, paise: bigint | undefined): void {
    if (paise === undefined) this.#holds.delete(orderId);
    else this.#holds.set(orderId, paise);
  }

  /** A trader's position in an instrument, in signed lots (0 when flat). */
  async lots(db: Db, userId: string, symbol: string): Promise<number> {
    const key = lotsKey(userId, symbol);
    const known = this.#lots.get(key);
    if (known !== undefined) return known;
    const lots = await readPositionLots(db, userId, symbol);
    this.#lots.set(key, lots);
    return lots;
  }

  /** A position's row as the last fill left it, when known. */
  position(userId: string, symbol: string): PositionRow | undefined {
    return this.#positions.get(lotsKey(userId, symbol));
  }

  /** What a position's margin account holds, when known. */
  margin(userId: string, symbol: string): bigint | undefined {
    return this.#margins.get(lotsKey(userId, symbol));
  }

  /**
   * Keeps a position's row and margin after a fill (undefined: not known, read it next time; a
   * risk close or an option fill moves them outside what the desk follows here).
   */
  setPosition(
    userId: string,
    symbol: string,
    row: PositionRow | undefined,
    margin?: bigint | undefined,
  ): void {
    const key = lotsKey(userId, symbol);
    if (row === undefined) {
      this.#lots.delete(key);
      this.#positions.delete(key);
    } else {
      this.#lots.set(key, row.size_lots);
      this.#positions.set(key, row);
    }
    if (row === undefined || margin === undefined) this.#margins.delete(key);
    else this.#margins.set(key, margin);
  }

  /** Forgets every position (an option settlement moved positions outside the fills). */
  forgetPositions(): void {
    this.#lots.clear();
    this.#positions.clear();
    this.#margins.clear();
  }
}

/** An order row with its amounts as numbers (the database hands numeric columns as strings). */
export const normalised = (row: OrderRow): OrderRow => ({
  ...row,
  id: String(row.id),
  filled: Number(row.filled),
  filled_notional: Number(row.filled_notional),
});
