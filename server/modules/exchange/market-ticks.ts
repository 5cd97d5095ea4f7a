import type { Quote } from '../../core/core-commands.ts';
import type { ExchangeCore } from '../../core/exchange-core.ts';
import type { MarketService } from '../market/service.ts';
import { listingOf } from '../market/sim/catalogue.ts';

/** Binary drift of a price already on the grid is not a tick. */
const EPSILON = 1e-7;

/**
 * A perpetual's quote from the simulator, in the core's ticks: the mark is the simulator's price,
 * the index its coin's spot (index) price, and the bid and ask its book's, on the grid.
 */
export function perpetualQuote(
  market: MarketService,
  core: ExchangeCore,
  symbol: string,
): Quote | undefined {
  const units = core.units(symbol);
  const entry = market.entry(symbol);
  const listing = listingOf(symbol);
  if (units === undefined || entry === undefined || listing === undefined) return undefined;
  const tick = units.tickSize;
  const index = market.sim.indexPrice(listing.underlying.coin.base) ?? entry.price;
  const quote: Quote = {
    symbol,
    mark: Math.round(entry.price / tick),
    index: Math.round(index / tick),
    bid: Math.floor(entry.bid / tick + EPSILON),
    ask: Math.ceil(entry.ask / tick - EPSILON),
  };
  return quote.mark > 0 && quote.bid > 0 && quote.ask > 0 && quote.index > 0 ? quote : undefined;
}

/**
 * The market's moves as journaled `tick` commands: every move of the simulator becomes one command
 * with the new quotes of the perpetuals that moved, so margin, triggers, liquidations and funding
 * act in journal order and a replay is exact. While one tick waits for its batch, later moves are
 * merged into the next (the newest quote of each symbol), so a slow journal never builds a queue.
 */
export class MarketTicks {
  readonly #pending = new Map<string, Quote>();
  #inFlight = false;

  constructor(
    private readonly market: MarketService,
    private readonly core: () => ExchangeCore,
    private readonly submit: (quotes: Quote[]) => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
    /** The option books on the moved perpetuals' coins to quote too (`all`: none held back). */
    private readonly options: (perpetuals: readonly string[], all: boolean) => Quote[] = () => [],
  ) {}

  /** Quotes these symbols now (the simulator moved them). */
  moved(symbols: Iterable<string>): void {
    const perpetuals = [...symbols];
    for (const symbol of perpetuals) {
      const quote = perpetualQuote(this.market, this.core(), symbol);
      if (quote !== undefined) this.#pending.set(symbol, quote);
    }
    for (const quote of this.options(perpetuals, false)) {
      this.#pending.set(quote.symbol, quote);
    }
    this.#flush();
  }

  /** Quotes these symbols at once, in a tick of their own, resolved once it is applied. */
  async now(symbols: Iterable<string>): Promise<void> {
    const quotes: Quote[] = [];
    const perpetuals = [...symbols];
    for (const symbol of perpetuals) {
      const quote = perpetualQuote(this.market, this.core(), symbol);
      if (quote !== undefined) quotes.push(quote);
      this.#pending.delete(symbol);
    }
    for (const quote of this.options(perpetuals, true)) {
      quotes.push(quote);
      this.#pending.delete(quote.symbol);
    }
    if (quotes.length > 0) await this.submit(quotes);
  }

  #flush(): void {
    if (this.#inFlight || this.#pending.size === 0) return;
    const quotes = [...this.#pending.values()];
    this.#pending.clear();
    this.#inFlight = true;
    this.submit(quotes)
      .catch(this.onError)
      .finally(() => {
        this.#inFlight = false;
        this.#flush();
      });
  }
}
