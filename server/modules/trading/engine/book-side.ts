import type { Side } from './commands.ts';
import { IntKeyTable } from './int-key-table.ts';

/** A resting order: a node of its price level's FIFO doubly linked list. Nodes are reused. */
export class OrderNode {
  id = 0;
  owner = '';
  side: Side = 'BUY';
  price = 0;
  remaining = 0;
  prev: OrderNode | null = null;
  next: OrderNode | null = null;
  level: PriceLevel | null = null;
}

/** The orders resting at one price, oldest first. */
export class PriceLevel {
  price = 0;
  total = 0;
  count = 0;
  head: OrderNode | null = null;
  tail: OrderNode | null = null;
}

/**
 * One side of a book: price levels in an array sorted worst to best (the best is last, so taking
 * out the best level is a pop), with a hash table from price to level for O(1) joins. A new level
 * is put in place, and an emptied one taken out, in one pass from the best end that shifts the
 * levels better than it: orders come and go near the best price, so that pass is short, and it is
 * linear only in the levels in front of it. Empty levels are kept in a free list and reused.
 */
export class BookSide {
  readonly side: Side;
  readonly #levels: PriceLevel[] = [];
  readonly #byPrice = new IntKeyTable<PriceLevel>();
  readonly #free: PriceLevel[] = [];
  readonly #isBid: boolean;

  constructor(side: Side) {
    this.side = side;
    this.#isBid = side === 'BUY';
  }

  get levelCount(): number {
    return this.#levels.length;
  }

  best(): PriceLevel | undefined {
    return this.#levels[this.#levels.length - 1];
  }

  /** Levels best first (for snapshots and depth, not for the hot loop). */
  *bestFirst(): IterableIterator<PriceLevel> {
    for (let i = this.#levels.length - 1; i >= 0; i--) yield this.#levels[i] as PriceLevel;
  }

  /** Appends a node (already filled in) at the tail of its price's level. */
  append(node: OrderNode): PriceLevel {
    let level = this.#byPrice.get(node.price);
    if (level === undefined) level = this.#openLevel(node.price);
    node.level = level;
    node.prev = level.tail;
    node.next = null;
    if (level.tail === null) level.head = node;
    else level.tail.next = node;
    level.tail = node;
    level.total += node.remaining;
    level.count += 1;
    return level;
  }

  /** Unlinks a node from its level; the caller removes an emptied level with `dropIfEmpty`. */
  unlink(node: OrderNode): void {
    const level = node.level as PriceLevel;
    if (node.prev === null) level.head = node.next;
    else node.prev.next = node.next;
    if (node.next === null) level.tail = node.prev;
    else node.next.prev = node.prev;
    level.total -= node.remaining;
    level.count -= 1;
    node.prev = null;
    node.next = null;
    node.level = null;
  }

  dropIfEmpty(level: PriceLevel): void {
    if (level.count !== 0) return;
    const levels = this.#levels;
    let carry = levels.pop() as PriceLevel;
    for (let i = levels.length - 1; carry !== level; i--) {
      if (i < 0) throw new Error(`no level at ${level.price} on the ${this.side} side`);
      const here = levels[i] as PriceLevel;
      levels[i] = carry;
      carry = here;
    }
    this.#byPrice.delete(level.price);
    level.head = null;
    level.tail = null;
    level.total = 0;
    this.#free.push(level);
  }

  #openLevel(price: number): PriceLevel {
    const level = this.#free.pop() ?? new PriceLevel();
    level.price = price;
    level.total = 0;
    level.count = 0;
    const levels = this.#levels;
    let i = levels.length;
    levels.push(level);
    if (this.#isBid) {
      for (; i > 0 && (levels[i - 1] as PriceLevel).price > price; i--) {
        levels[i] = levels[i - 1] as PriceLevel;
      }
    } else {
      for (; i > 0 && (levels[i - 1] as PriceLevel).price < price; i--) {
        levels[i] = levels[i - 1] as PriceLevel;
      }
    }
    levels[i] = level;
    this.#byPrice.set(price, level);
    return level;
  }
}
