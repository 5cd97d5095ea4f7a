import type { OrderBookResponse } from '../../../../src/contracts/trading.ts';
import {
  ORDERBOOK_STREAM_DEPTH,
  type PublicTrade,
  RECENT_TRADES,
  type TradesData,
} from '../../../../src/contracts/trading-streams.ts';
import type { InstrumentUnits } from '../../../../src/domain/instruments/tick-size.ts';
import { symbolUpdate } from '../../market/protocol.ts';
import type { MarketService } from '../../market/service.ts';

/** What the book feed needs of the exchange. */
export interface BookSource {
  units(symbol: string): InstrumentUnits | undefined;
  /** A book's depth from memory, current with the market; writes nothing. */
  orderbook(symbol: string, depth: number): OrderBookResponse | undefined;
}

const ORDERBOOK = 'orderbook';

/** A depth's levels as one comparable text (its timestamp left out). */
const levelsOf = (depth: OrderBookResponse): string => JSON.stringify([depth.bids, depth.asks]);
const TRADES = 'trades';

/**
 * The market socket's `orderbook` and `trades` categories, fed by the core's durable batches:
 * a book whose levels changed is published (top 20, conflated by the hub's windows), every
 * fill is a public trade. The depth of the books someone listens to is also read once per tick,
 * from memory, and published when it changed, so it follows the market between orders without
 * writing anything; books nobody watches cost nothing.
 * New trades are batched per conflation window, so a conflated socket, which only gets the newest
 * update of a channel per window, still gets every trade.
 */
export class BookFeed {
  readonly #market: MarketService;
  readonly #batchMs: number;
  #source: BookSource | undefined;
  readonly #recent = new Map<string, PublicTrade[]>();
  readonly #unsent = new Map<string, PublicTrade[]>();
  /** The levels last published per watched book, to skip a tick that changed nothing. */
  readonly #published = new Map<string, string>();
  #batchTimer: NodeJS.Timeout | undefined;

  constructor(market: MarketService, batchMs: number) {
    this.#market = market;
    this.#batchMs = batchMs;
  }

  /** The exchange, once it has started: registers the categories. */
  attach(source: BookSource): void {
    this.#source = source;
    const knows = (symbol: string) => source.units(symbol) !== undefined;
    this.#market.feeds.register(ORDERBOOK, {
      knows,
      example: 'BTCUSDT-PERP',
      snapshot: (symbol) => {
        const depth = source.orderbook(symbol, ORDERBOOK_STREAM_DEPTH);
        // The first listener's start: later ticks publish only what differs from it.
        if (depth !== undefined && !this.#published.has(symbol)) {
          this.#published.set(symbol, levelsOf(depth));
        }
        return depth;
      },
    });
    this.#market.feeds.register(TRADES, {
      knows,
      example: 'BTCUSDT-PERP',
      snapshot: (symbol): TradesData => ({ symbol, trades: this.#recent.get(symbol) ?? [] }),
    });
  }

  stop(): void {
    clearTimeout(this.#batchTimer);
  }

  /** A durable batch's changed books and public trades. */
  changed(books: ReadonlySet<string>, trades: readonly { symbol: string; trade: PublicTrade }[]) {
    const source = this.#source;
    if (source === undefined) return;
    for (const { symbol, trade } of trades) this.#trade(symbol, trade);
    for (const symbol of books) this.#publishBook(source, symbol);
  }

  /** Publishes a watched book's depth when it differs from the depth last published. */
  #publishBook(source: BookSource, symbol: string): void {
    const key = `${ORDERBOOK}|${symbol}`;
    if (!this.#market.hub.hasListeners(key)) {
      this.#published.delete(symbol);
      return;
    }
    const depth = source.orderbook(symbol, ORDERBOOK_STREAM_DEPTH);
    if (depth === undefined) return;
    const levels = levelsOf(depth);
    if (this.#published.get(symbol) === levels) return;
    this.#published.set(symbol, levels);
    this.#market.hub.publish(key, symbolUpdate(ORDERBOOK, symbol, depth));
  }

  #trade(symbol: string, trade: PublicTrade): void {
    let recent = this.#recent.get(symbol);
    if (recent === undefined) {
      recent = [];
      this.#recent.set(symbol, recent);
    }
    recent.unshift(trade);
    if (recent.length > RECENT_TRADES) recent.length = RECENT_TRADES;
    if (!this.#market.hub.hasListeners(`${TRADES}|${symbol}`)) return;
    let unsent = this.#unsent.get(symbol);
    if (unsent === undefined) {
      unsent = [];
      this.#unsent.set(symbol, unsent);
    }
    unsent.unshift(trade);
    this.#batchTimer ??= setTimeout(() => this.#sendTrades(), this.#batchMs);
  }

  /** One update per symbol with the trades since the last one, newest first. */
  #sendTrades(): void {
    this.#batchTimer = undefined;
    for (const [symbol, trades] of this.#unsent) {
      const data: TradesData = { symbol, trades };
      this.#market.hub.publish(`${TRADES}|${symbol}`, symbolUpdate(TRADES, symbol, data));
    }
    this.#unsent.clear();
  }

  /** Publishes the books someone watches whose depth moved with the market (once per tick). */
  async publishWatched(): Promise<void> {
    const source = this.#source;
    if (source === undefined) return;
    const prefix = `${ORDERBOOK}|`;
    for (const key of this.#market.hub.channelKeys()) {
      if (key.startsWith(prefix)) this.#publishBook(source, key.slice(prefix.length));
    }
  }
}
