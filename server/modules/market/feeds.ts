/**
 * Market socket categories that other modules feed (the trading desk: `orderbook`, `trades`). A
 * feed knows its symbols, can bring a symbol up to date before its first frame, and gives its
 * current data; it publishes its updates to the hub itself, on channels `${category}|${symbol}`.
 */
export interface MarketFeed {
  /** Whether the symbol is listed for this category. */
  knows(symbol: string): boolean;
  /** A symbol to show in the words of a refusal (`BTCUSDT-PERP`). */
  readonly example: string;
  /** Brings the symbols up to date before their initial-data (e.g. requotes a book). */
  prepare?(symbols: readonly string[]): Promise<void>;
  /** The symbol's data now: its initial-data. */
  snapshot(symbol: string): unknown;
}

export class MarketFeeds {
  readonly #feeds = new Map<string, MarketFeed>();

  register(category: string, feed: MarketFeed): void {
    if (this.#feeds.has(category)) throw new Error(`Market feed ${category} exists already`);
    this.#feeds.set(category, feed);
  }

  get(category: string): MarketFeed | undefined {
    return this.#feeds.get(category);
  }
}
