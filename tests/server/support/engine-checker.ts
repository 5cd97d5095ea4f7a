import assert from 'node:assert/strict';
import type {
  EngineCommand,
  PlaceCommand,
  Side,
} from '../../../server/modules/trading/engine/commands.ts';
import { CANCEL } from '../../../server/modules/trading/engine/commands.ts';
import type { EngineEvent } from '../../../server/modules/trading/engine/event-log.ts';
import type { MatchingEngine } from '../../../server/modules/trading/engine/matching-engine.ts';
import type { BookView, LevelView } from '../../../server/modules/trading/engine/order-book.ts';

interface Resting {
  orderId: number;
  symbol: string;
  side: Side;
  price: number;
  remaining: number;
  owner: string;
  arrival: number;
}

interface Ledger {
  qty: number;
  filled: number;
  cancelled: number;
}

/**
 * An independent account of the books, kept only from the engine's events, that checks every event
 * against the rules (price then time priority, the maker's price, self-trade prevention) and, after
 * every command, that the engine's books equal it and are not crossed, and that no lot is lost.
 */
export class EngineChecker {
  readonly #resting = new Map<number, Resting>();
  readonly #ledger = new Map<number, Ledger>();
  #arrivals = 0;
  fills = 0;
  selfTradeCancels = 0;

  check(command: EngineCommand, events: readonly EngineEvent[], engine: MatchingEngine): void {
    let taker: (PlaceCommand & { remaining: number }) | undefined;
    const lastLevel = new Map<string, number>();
    for (const event of events) {
      switch (event.type) {
        case 'command':
          assert.equal(event.command, command);
          break;
        case 'rejected':
          assert.equal(events.length, 1);
          this.#checkRejection(command, event.reason);
          break;
        case 'accepted':
          taker = { ...event.order, remaining: event.order.qty };
          this.#ledger.set(taker.orderId, { qty: taker.qty, filled: 0, cancelled: 0 });
          break;
        case 'fill': {
          this.fills += 1;
          assert.ok(taker !== undefined);
          const t = taker as PlaceCommand & { remaining: number };
          const maker = this.#resting.get(event.makerOrderId) as Resting;
          assert.ok(maker !== undefined);
          assert.equal(maker.symbol, t.symbol);
          assert.notEqual(maker.side, t.side);
          assert.notEqual(event.makerOwner, event.takerOwner);
          assert.equal(event.price, maker.price);
          if (t.orderType === 'limit') {
            if (t.side === 'BUY') assert.ok(event.price <= t.price);
            else assert.ok(event.price >= t.price);
          }
          const first = this.#queueHead(maker.symbol, maker.side);
          assert.equal(first?.orderId, maker.orderId);
          assert.ok(event.qty > 0);
          t.remaining -= event.qty;
          maker.remaining -= event.qty;
          assert.equal(event.takerRemaining, t.remaining);
          assert.equal(event.makerRemaining, maker.remaining);
          (this.#ledger.get(t.orderId) as Ledger).filled += event.qty;
          (this.#ledger.get(maker.orderId) as Ledger).filled += event.qty;
          if (maker.remaining === 0) this.#resting.delete(maker.orderId);
          break;
        }
        case 'cancelled': {
          const resting = this.#resting.get(event.orderId);
          if (resting !== undefined && event.orderId !== taker?.orderId) {
            assert.equal(event.remaining, resting.remaining);
            if (event.reason === CANCEL.selfTrade) {
              this.selfTradeCancels += 1;
              assert.equal(event.owner, taker?.owner);
              assert.equal(this.#queueHead(resting.symbol, resting.side)?.orderId, resting.orderId);
            }
            this.#resting.delete(event.orderId);
          } else {
            const t = taker as PlaceCommand & { remaining: number };
            assert.equal(event.orderId, t.orderId);
            assert.equal(event.remaining, t.remaining);
            assert.equal(t.orderType === 'market' || t.timeInForce === 'IOC', true);
            t.remaining = 0;
          }
          (this.#ledger.get(event.orderId) as Ledger).cancelled += event.remaining;
          break;
        }
        case 'level':
          lastLevel.set(`${event.symbol}:${event.side}:${event.price}`, event.total);
          break;
      }
    }
    if (taker !== undefined && taker.remaining > 0) {
      assert.equal(taker.orderType, 'limit');
      assert.notEqual(taker.timeInForce, 'IOC');
      this.#resting.set(taker.orderId, {
        orderId: taker.orderId,
        symbol: taker.symbol,
        side: taker.side,
        price: taker.price,
        remaining: taker.remaining,
        owner: taker.owner,
        arrival: this.#arrivals++,
      });
    }
    if (command.type === 'delist') {
      assert.equal(
        [...this.#resting.values()].some((r) => r.symbol === command.symbol),
        false,
      );
    }
    for (const [key, total] of lastLevel) {
      const [symbol, side, price] = key.split(':');
      const expected = [...this.#resting.values()]
        .filter((r) => r.symbol === symbol && r.side === side && r.price === Number(price))
        .reduce((sum, r) => sum + r.remaining, 0);
      assert.equal(total, expected);
    }
    this.#checkBooks(engine);
    this.#checkConservation();
  }

  #checkRejection(command: EngineCommand, reason: string): void {
    if (command.type !== 'place') return;
    if (reason === 'Post-only order would take liquidity') {
      const head = this.#queueHead(command.symbol, command.side === 'BUY' ? 'SELL' : 'BUY');
      assert.ok(head !== undefined);
      const best = (head as Resting).price;
      assert.equal(command.side === 'BUY' ? command.price >= best : command.price <= best, true);
    }
    if (reason === 'An open order with this id already exists') {
      assert.equal(this.#resting.has(command.orderId), true);
    }
  }

  /** The order that must trade next on one side: best price, then earliest arrival. */
  #queueHead(symbol: string, side: Side): Resting | undefined {
    let head: Resting | undefined;
    for (const r of this.#resting.values()) {
      if (r.symbol !== symbol || r.side !== side) continue;
      if (
        head === undefined ||
        (side === 'BUY' ? r.price > head.price : r.price < head.price) ||
        (r.price === head.price && r.arrival < head.arrival)
      ) {
        head = r;
      }
    }
    return head;
  }

  #expectedView(symbol: string): BookView {
    const side = (s: Side): LevelView[] => {
      const orders = [...this.#resting.values()]
        .filter((r) => r.symbol === symbol && r.side === s)
        .sort((a, b) =>
          a.price === b.price
            ? a.arrival - b.arrival
            : s === 'BUY'
              ? b.price - a.price
              : a.price - b.price,
        );
      const levels: LevelView[] = [];
      for (const r of orders) {
        const last = levels[levels.length - 1];
        const order = { orderId: r.orderId, owner: r.owner, remaining: r.remaining };
        if (last?.price === r.price) {
          last.orders.push(order);
          last.total += r.remaining;
        } else {
          levels.push({ price: r.price, total: r.remaining, orders: [order] });
        }
      }
      return levels;
    };
    return { symbol, bids: side('BUY'), asks: side('SELL') };
  }

  #checkBooks(engine: MatchingEngine): void {
    const symbols = new Set(engine.symbols());
    for (const r of this.#resting.values()) assert.equal(symbols.has(r.symbol), true);
    for (const symbol of symbols) {
      const book = engine.book(symbol);
      const view = book?.view() as BookView;
      assert.deepEqual(view, this.#expectedView(symbol));
      const bid = book?.bestBid();
      const ask = book?.bestAsk();
      if (bid !== undefined && ask !== undefined) assert.ok(bid < ask);
    }
  }

  #checkConservation(): void {
    for (const [orderId, ledger] of this.#ledger) {
      const resting = this.#resting.get(orderId)?.remaining ?? 0;
      assert.equal(ledger.filled + ledger.cancelled + resting, ledger.qty);
    }
  }
}
