import { KeyedListeners } from './keyed-listeners.ts';

/**
 * Order books and recent trades by instrument, outside React (the market socket's `orderbook` and
 * `trades` categories, CONTRACTS.md; GET /orderbook seeds a book). Listeners hear of a change at
 * most once per animation frame, like the market store's.
 */

export interface DepthLevel {
  readonly price: number;
  readonly size: number;
}

export interface DepthBook {
  readonly symbol: string;
  /** Best first. */
  readonly bids: readonly DepthLevel[];
  readonly asks: readonly DepthLevel[];
  readonly timestamp: number;
}

export interface DepthTrade {
  readonly tradeId: string;
  readonly price: number;
  readonly size: number;
  /** The taker's side. */
  readonly side: 'BUY' | 'SELL';
  readonly time: number | string;
}

/** The trades list keeps the newest this many. */
export const TRADES_KEPT = 50;

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const levels = (value: unknown): DepthLevel[] | undefined =>
  Array.isArray(value) &&
  value.every((l) => isNumber((l as DepthLevel)?.price) && isNumber((l as DepthLevel)?.size))
    ? (value as DepthLevel[]).map((l) => ({ price: l.price, size: l.size }))
    : undefined;

export function readBook(data: unknown): DepthBook | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const d = data as Record<string, unknown>;
  const bids = levels(d.bids);
  const asks = levels(d.asks);
  if (typeof d.symbol !== 'string' || !bids || !asks) return undefined;
  return { symbol: d.symbol, bids, asks, timestamp: isNumber(d.timestamp) ? d.timestamp : 0 };
}

function readTrades(data: unknown): { symbol: string; trades: DepthTrade[] } | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const d = data as Record<string, unknown>;
  if (typeof d.symbol !== 'string' || !Array.isArray(d.trades)) return undefined;
  const trades = d.trades.filter(
    (t): t is DepthTrade =>
      typeof t === 'object' &&
      t !== null &&
      isNumber((t as DepthTrade).price) &&
      isNumber((t as DepthTrade).size) &&
      ((t as DepthTrade).side === 'BUY' || (t as DepthTrade).side === 'SELL'),
  );
  return { symbol: d.symbol, trades: trades.map((t) => ({ ...t, tradeId: String(t.tradeId) })) };
}

/** New trades (newest first) in front of the kept ones, without repeats, the newest 50. */
export function mergeTrades(
  kept: readonly DepthTrade[],
  incoming: readonly DepthTrade[],
): DepthTrade[] {
  const seen = new Set<string>();
  const merged: DepthTrade[] = [];
  for (const trade of [...incoming, ...kept]) {
    if (seen.has(trade.tradeId)) continue;
    seen.add(trade.tradeId);
    merged.push(trade);
    if (merged.length === TRADES_KEPT) break;
  }
  return merged;
}

/** Each level with the running total from the best price outward (the ladder's bars). */
export function cumulative(
  side: readonly DepthLevel[],
): { price: number; size: number; total: number }[] {
  let total = 0;
  return side.map((level) => {
    total += level.size;
    return { ...level, total };
  });
}

const EMPTY_TRADES: readonly DepthTrade[] = Object.freeze([]);

export class DepthStore {
  readonly #books = new Map<string, DepthBook>();
  readonly #trades = new Map<string, readonly DepthTrade[]>();
  readonly #listeners = new KeyedListeners();
  readonly #scheduleFrame: (callback: () => void) => void;
  #dirty = new Set<string>();
  #frame = false;

  constructor(scheduleFrame: (callback: () => void) => void) {
    this.#scheduleFrame = scheduleFrame;
  }

  /** One socket message of the `orderbook` or `trades` category (initial-data or symbol-update). */
  apply(message: { type?: unknown; category?: unknown; data?: unknown }): void {
    if (message.category === 'orderbook') {
      const book = readBook(message.data);
      if (book) this.setBook(book);
      return;
    }
    if (message.category === 'trades') {
      const parsed = readTrades(message.data);
      if (!parsed) return;
      const kept = message.type === 'initial-data' ? [] : (this.#trades.get(parsed.symbol) ?? []);
      this.#trades.set(parsed.symbol, mergeTrades(kept, parsed.trades));
      this.#changed(parsed.symbol);
    }
  }

  setBook(book: DepthBook): void {
    this.#books.set(book.symbol, book);
    this.#changed(book.symbol);
  }

  book(symbol: string): DepthBook | undefined {
    return this.#books.get(symbol);
  }

  trades(symbol: string): readonly DepthTrade[] {
    return this.#trades.get(symbol) ?? EMPTY_TRADES;
  }

  listen(symbol: string, listener: () => void): () => void {
    return this.#listeners.add(symbol, listener);
  }

  #changed(symbol: string): void {
    this.#dirty.add(symbol);
    if (this.#frame) return;
    this.#frame = true;
    this.#scheduleFrame(() => {
      this.#frame = false;
      const dirty = this.#dirty;
      this.#dirty = new Set();
      for (const symbol of dirty) this.#listeners.notify(symbol);
    });
  }
}
