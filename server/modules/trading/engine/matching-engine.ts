import {
  CANCEL,
  type CancelCommand,
  type EngineCommand,
  type PlaceCommand,
  REJECT,
  type RejectReason,
} from './commands.ts';
import type { Journal, JournalEntry } from './journal.ts';
import { OrderBook } from './order-book.ts';
import type { EngineSink } from './sink.ts';

const isCount = (value: number): boolean => Number.isSafeInteger(value) && value > 0;

function checkPlace(book: OrderBook, order: PlaceCommand): RejectReason | undefined {
  if (!isCount(order.orderId)) return REJECT.orderId;
  if (!isCount(order.qty)) return REJECT.size;
  if (book.has(order.orderId)) return REJECT.duplicateOrderId;
  if (order.orderType === 'market') return undefined;
  if (!isCount(order.price)) return REJECT.price;
  if (order.timeInForce === 'POST_ONLY' && book.crosses(order.side, order.price)) {
    return REJECT.postOnlyWouldTake;
  }
  return undefined;
}

/**
 * Command in, events out, for a set of books: the single writer of each of its instruments. Every
 * command is checked against the current state first; a refused one is answered with `rejected` and
 * leaves no trace. An accepted one is appended to the journal, and only then applied and its events
 * emitted. Everything runs synchronously, so one engine (one process, later one behind a message
 * bus) is the only writer of its books and the journal order is the order of effects.
 */
export class MatchingEngine {
  readonly #books = new Map<string, OrderBook>();
  readonly #journal: Journal;
  readonly #sink: EngineSink;

  constructor(journal: Journal, sink: EngineSink) {
    this.#journal = journal;
    this.#sink = sink;
  }

  book(symbol: string): OrderBook | undefined {
    return this.#books.get(symbol);
  }

  symbols(): IterableIterator<string> {
    return this.#books.keys();
  }

  /** Checks, journals and applies a command; true when it was accepted. */
  execute(command: EngineCommand): boolean {
    if (command.type === 'place') return this.#place(command);
    if (command.type === 'cancel') return this.#cancel(command);
    const refusal = this.#check(command);
    if (refusal !== undefined) {
      this.#sink.rejected(command, refusal);
      return false;
    }
    const seq = this.#journal.append(command);
    this.#apply(seq, command);
    return true;
  }

  /**
   * Applies journaled commands to this engine (a fresh one, or one restored up to them), without
   * journaling them again. A journaled command that this engine would refuse means the journal and
   * the engine disagree, which must never pass silently.
   */
  replay(entries: Iterable<JournalEntry>): void {
    for (const { seq, command } of entries) {
      const refusal = this.#check(command);
      if (refusal !== undefined) {
        throw new Error(`journal entry ${seq} is refused on replay: ${refusal}`);
      }
      this.#apply(seq, command);
    }
  }

  /** The hot path: one book lookup, the checks, the journal, the match. */
  #place(order: PlaceCommand): boolean {
    const book = this.#books.get(order.symbol);
    const refusal = book === undefined ? REJECT.unknownInstrument : checkPlace(book, order);
    if (refusal !== undefined) {
      this.#sink.rejected(order, refusal);
      return false;
    }
    const sink = this.#sink;
    sink.command(this.#journal.append(order), order);
    sink.accepted(order);
    (book as OrderBook).place(order, sink);
    return true;
  }

  /** The other hot path: one book lookup and one order lookup for the check and the cancel. */
  #cancel(command: CancelCommand): boolean {
    const book = this.#books.get(command.symbol);
    const order = book?.resting(command.orderId);
    if (order === undefined || order.owner !== command.owner) {
      const reason = book === undefined ? REJECT.unknownInstrument : REJECT.unknownOrder;
      this.#sink.rejected(command, reason);
      return false;
    }
    const sink = this.#sink;
    sink.command(this.#journal.append(command), command);
    (book as OrderBook).cancelResting(order, CANCEL.byTrader, sink);
    return true;
  }

  #check(command: EngineCommand): RejectReason | undefined {
    switch (command.type) {
      case 'place': {
        const book = this.#books.get(command.symbol);
        return book === undefined ? REJECT.unknownInstrument : checkPlace(book, command);
      }
      case 'cancel': {
        const book = this.#books.get(command.symbol);
        if (book === undefined) return REJECT.unknownInstrument;
        return book.ownerOf(command.orderId) === command.owner ? undefined : REJECT.unknownOrder;
      }
      case 'cancelAll':
        return command.symbol === undefined || this.#books.has(command.symbol)
          ? undefined
          : REJECT.unknownInstrument;
      case 'list':
        return this.#books.has(command.symbol) ? REJECT.alreadyListed : undefined;
      case 'delist':
        return this.#books.has(command.symbol) ? undefined : REJECT.unknownInstrument;
    }
  }

  #apply(seq: number, command: EngineCommand): void {
    const sink = this.#sink;
    sink.command(seq, command);
    switch (command.type) {
      case 'place': {
        const book = this.#books.get(command.symbol) as OrderBook;
        sink.accepted(command);
        book.place(command, sink);
        return;
      }
      case 'cancel':
        (this.#books.get(command.symbol) as OrderBook).cancel(
          command.orderId,
          CANCEL.byTrader,
          sink,
        );
        return;
      case 'cancelAll': {
        if (command.symbol !== undefined) {
          this.#books.get(command.symbol)?.cancelWhere(command.owner, CANCEL.byTrader, sink);
          return;
        }
        for (const book of this.#books.values()) {
          book.cancelWhere(command.owner, CANCEL.byTrader, sink);
        }
        return;
      }
      case 'list':
        this.#books.set(command.symbol, new OrderBook(command.symbol));
        return;
      case 'delist': {
        const book = this.#books.get(command.symbol) as OrderBook;
        book.cancelWhere(undefined, CANCEL.delisted, sink);
        this.#books.delete(command.symbol);
        return;
      }
    }
  }
}
