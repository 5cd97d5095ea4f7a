import { BookSide, OrderNode, type PriceLevel } from './book-side.ts';
import { CANCEL, type CancelReason, type PlaceCommand, type Side } from './commands.ts';
import { IntKeyTable } from './int-key-table.ts';
import type { EngineSink } from './sink.ts';

export interface RestingOrderView {
  orderId: number;
  owner: string;
  remaining: number;
}
export interface LevelView {
  price: number;
  total: number;
  orders: RestingOrderView[];
}
export interface BookView {
  symbol: string;
  /** Best first. */
  bids: LevelView[];
  asks: LevelView[];
}
export interface DepthLevel {
  price: number;
  size: number;
}

/**
 * The central limit order book of one instrument: price-time priority, FIFO within a level, fills at
 * the resting order's price. Self-trade prevention cancels the resting order (the taker goes on to
 * the next one), as Binance's EXPIRE_MAKER and Deribit's "cancel maker" do. Synchronous and
 * deterministic: the same commands in the same order give the same book and the same events.
 */
export class OrderBook {
  readonly symbol: string;
  readonly bids = new BookSide('BUY');
  readonly asks = new BookSide('SELL');
  readonly #orders = new IntKeyTable<OrderNode>();
  readonly #free: OrderNode[] = [];

  constructor(symbol: string) {
    this.symbol = symbol;
  }

  get orderCount(): number {
    return this.#orders.size;
  }

  has(orderId: number): boolean {
    return this.#orders.has(orderId);
  }

  ownerOf(orderId: number): string | undefined {
    return this.#orders.get(orderId)?.owner;
  }

  bestBid(): number | undefined {
    return this.bids.best()?.price;
  }

  bestAsk(): number | undefined {
    return this.asks.best()?.price;
  }

  /** Would a limit order at `price` trade at once? */
  crosses(side: Side, price: number): boolean {
    const best = side === 'BUY' ? this.asks.best() : this.bids.best();
    return best !== undefined && (side === 'BUY' ? price >= best.price : price <= best.price);
  }

  /** Matches a validated order, then rests (GTC limit) or cancels (IOC, market) what is left. */
  place(order: PlaceCommand, sink: EngineSink): void {
    const { symbol } = this;
    const { side, orderId, owner } = order;
    const isMarket = order.orderType === 'market';
    const limit = order.price;
    const isBuy = side === 'BUY';
    const opposite = isBuy ? this.asks : this.bids;
    const oppositeSide: Side = isBuy ? 'SELL' : 'BUY';
    let remaining = order.qty;

    while (remaining > 0) {
      const level = opposite.best();
      if (level === undefined) break;
      if (!isMarket && (isBuy ? limit < level.price : limit > level.price)) break;
      let maker = level.head;
      while (maker !== null && remaining > 0) {
        const next: OrderNode | null = maker.next;
        if (maker.owner === owner) {
          this.#remove(maker, opposite, symbol, CANCEL.selfTrade, sink);
        } else {
          const qty = remaining < maker.remaining ? remaining : maker.remaining;
          remaining -= qty;
          maker.remaining -= qty;
          level.total -= qty;
          sink.fill(
            symbol,
            orderId,
            owner,
            side,
            maker.id,
            maker.owner,
            level.price,
            qty,
            remaining,
            maker.remaining,
          );
          if (maker.remaining === 0) {
            opposite.unlink(maker);
            this.#orders.delete(maker.id);
            this.#free.push(maker);
          }
        }
        maker = next;
      }
      sink.level(symbol, oppositeSide, level.price, level.total);
      opposite.dropIfEmpty(level);
    }

    if (remaining === 0) return;
    if (isMarket) {
      sink.cancelled(symbol, orderId, owner, side, remaining, CANCEL.noLiquidity);
    } else if (order.timeInForce === 'IOC') {
      sink.cancelled(symbol, orderId, owner, side, remaining, CANCEL.immediateOrCancel);
    } else {
      const node = this.#free.pop() ?? new OrderNode();
      node.id = orderId;
      node.owner = owner;
      node.side = side;
      node.price = limit;
      node.remaining = remaining;
      const own = isBuy ? this.bids : this.asks;
      const level = own.append(node);
      this.#orders.set(orderId, node);
      sink.level(symbol, side, limit, level.total);
    }
  }

  /** The resting order with this id, to read (its owner) and hand back to `cancelResting`. */
  resting(orderId: number): Readonly<OrderNode> | undefined {
    return this.#orders.get(orderId);
  }

  /** Cancels one resting order; false when there is none with that id. */
  cancel(orderId: number, reason: CancelReason, sink: EngineSink): boolean {
    const node = this.#orders.get(orderId);
    if (node === undefined) return false;
    this.cancelResting(node, reason, sink);
    return true;
  }

  /** Cancels an order that `resting` found in this book, without looking it up again. */
  cancelResting(order: Readonly<OrderNode>, reason: CancelReason, sink: EngineSink): void {
    const node = order as OrderNode;
    const sideName = node.side;
    const side = sideName === 'BUY' ? this.bids : this.asks;
    const level = node.level as PriceLevel;
    this.#remove(node, side, this.symbol, reason, sink);
    sink.level(this.symbol, sideName, level.price, level.total);
    side.dropIfEmpty(level);
  }

  /** Cancels the resting orders of one owner (all owners when undefined), oldest id first. */
  cancelWhere(owner: string | undefined, reason: CancelReason, sink: EngineSink): number {
    const ids: number[] = [];
    for (const node of this.#orders.values()) {
      if (owner === undefined || node.owner === owner) ids.push(node.id);
    }
    ids.sort((a, b) => a - b);
    for (const id of ids) this.cancel(id, reason, sink);
    return ids.length;
  }

  /** Aggregated depth, best first, at most `levels` a side. */
  depth(levels: number): { bids: DepthLevel[]; asks: DepthLevel[] } {
    const take = (side: BookSide): DepthLevel[] => {
      const out: DepthLevel[] = [];
      for (const level of side.bestFirst()) {
        if (out.length >= levels) break;
        out.push({ price: level.price, size: level.total });
      }
      return out;
    };
    return { bids: take(this.bids), asks: take(this.asks) };
  }

  /** Every resting order, level by level, best first, in queue order. */
  view(): BookView {
    const levels = (side: BookSide): LevelView[] => {
      const out: LevelView[] = [];
      for (const level of side.bestFirst()) {
        const orders: RestingOrderView[] = [];
        for (let node = level.head; node !== null; node = node.next) {
          orders.push({ orderId: node.id, owner: node.owner, remaining: node.remaining });
        }
        out.push({ price: level.price, total: level.total, orders });
      }
      return out;
    };
    return { symbol: this.symbol, bids: levels(this.bids), asks: levels(this.asks) };
  }

  /** Takes a resting order out of its level (the level stays until the caller drops it). */
  #remove(
    node: OrderNode,
    side: BookSide,
    symbol: string,
    reason: CancelReason,
    sink: EngineSink,
  ): void {
    side.unlink(node);
    this.#orders.delete(node.id);
    sink.cancelled(symbol, node.id, node.owner, node.side, node.remaining, reason);
    this.#free.push(node);
  }
}
