import type {
  MarketEntry,
  OptionChainEntry,
  OptionCurrency,
  PerpetualFunding,
} from '../../../src/contracts/market.ts';
import { sortExpiryDates } from '../../../src/domain/expiry/expiry-date.ts';
import type { Clock } from '../../clock.ts';
import type { MarketConfig } from './config.ts';
import { MarketFeeds } from './feeds.ts';
import type { Hub } from './hub/hub.ts';
import { symbolUpdate } from './protocol.ts';
import { listingOf, roundTo, UNDERLYINGS } from './sim/catalogue.ts';
import { marketEntry } from './sim/entries.ts';
import { MarketSim, STEPS_PER_TICK, type TickChanges } from './sim/market-sim.ts';
import { OPTION_SLOTS, OptionBook, type OptionInstrument } from './sim/options/option-book.ts';

export const OPTION_CURRENCIES: readonly OptionCurrency[] = ['BTC', 'ETH'];

/**
 * The live market: the simulation, the option books and the timers that move them and publish
 * every change to the hub. Starts on first use (so an app that never serves market data pays
 * nothing) and stops when the app closes.
 */
export class MarketService {
  readonly hub: Hub;
  /** Categories other modules feed (the trading desk's order books and trades). */
  readonly feeds = new MarketFeeds();
  readonly #config: MarketConfig;
  readonly #clock: Clock;
  readonly #onError: (err: unknown) => void;
  #sim: MarketSim | undefined;
  #books: Record<OptionCurrency, OptionBook> | undefined;
  #timers: NodeJS.Timeout[] = [];
  #optionSlot = 0;
  #benchCursor = 0;
  readonly #tickListeners = new Set<(changes: TickChanges) => void>();
  /**
   * A perpetual's mark, index, funding rate and next funding time, added to its entry: set by the
   * module that runs the exchange (like the funds service's livePnl); unset, entries carry none.
   */
  perpetualFunding: ((symbol: string) => PerpetualFunding | undefined) | undefined;
  /**
   * An option's contracts traded on the exchange in the last 24 hours (its chain entry's
   * `volume`): set by the module that runs the exchange; unset, every option shows 0.
   */
  optionVolume: ((symbol: string, now: number) => number) | undefined;
  /**
   * A perpetual's open interest now (coins), added to the entries the socket's futures
   * categories send (not to `entry`, which the exchange's own ticks read many times a second):
   * set by the module that runs the exchange; unset, entries carry none.
   */
  perpetualOpenInterest: ((symbol: string) => number | undefined) | undefined;

  constructor(config: MarketConfig, clock: Clock, hub: Hub, onError: (err: unknown) => void) {
    this.#config = config;
    this.#onError = onError;
    this.#clock = clock;
    this.hub = hub;
  }

  /** Whether the simulation runs already (it starts on first use). */
  get started(): boolean {
    return this.#sim !== undefined;
  }

  get sim(): MarketSim {
    return this.#start().sim;
  }

  book(currency: OptionCurrency): OptionBook {
    return this.#start().books[currency];
  }

  stop(): void {
    for (const timer of this.#timers) clearInterval(timer);
    this.#timers = [];
  }

  now(): number {
    return this.#clock.now();
  }

  entry(symbol: string): MarketEntry | undefined {
    const entry = marketEntry(this.sim, symbol);
    if (entry?.category !== 'futures' || this.perpetualFunding === undefined) return entry;
    const funding = this.perpetualFunding(symbol);
    return funding === undefined ? entry : { ...entry, ...funding };
  }

  /** A perpetual's entry as the market socket sends it: `entry` with its open interest. */
  socketEntry(symbol: string): MarketEntry | undefined {
    const entry = this.entry(symbol);
    if (entry?.category !== 'futures') return entry;
    const openInterest = this.perpetualOpenInterest?.(symbol);
    return openInterest === undefined ? entry : { ...entry, openInterest };
  }

  optionEntry(currency: OptionCurrency, instrument: OptionInstrument): OptionChainEntry {
    const spot = this.sim.indexPrice(currency) ?? 0;
    const now = this.now();
    const entry = this.book(currency).entry(instrument, spot, now);
    return { ...entry, volume: this.optionVolume?.(instrument.name, now) ?? 0 };
  }

  /** Listed expiry texts of a currency, ascending by date. */
  dates(currency: OptionCurrency): string[] {
    this.#refreshBooks();
    return sortExpiryDates(
      this.book(currency)
        .expiries()
        .map((expiry) => expiry.text),
    );
  }

  /** One step of the price ticks: moves the prices due and publishes the changes. */
  tick(): void {
    const { sim } = this.#start();
    this.#publishChanges(sim.step(this.now()));
  }

  /** Calls `listener` with the symbols whose prices moved, after each step that moved some. */
  onTick(listener: (changes: TickChanges) => void): () => void {
    this.#tickListeners.add(listener);
    return () => this.#tickListeners.delete(listener);
  }

  /**
   * Dev market control: moves a coin's (`BTC`) or a perpetual's (`BTCUSDT-PERP`) underlying at
   * once by `percent`, publishes the new prices and tells the tick listeners. Answers the named
   * symbol's price before and after (a coin's index price), or undefined for an unknown symbol.
   */
  move(symbol: string, percent: number): { symbol: string; from: number; to: number } | undefined {
    const { sim } = this.#start();
    const listing = listingOf(symbol);
    const underlying =
      listing?.kind === 'perp'
        ? listing.underlying
        : UNDERLYINGS.find((u) => u.coin.base === symbol);
    if (underlying === undefined) return undefined;
    const base = underlying.coin.base;
    const price = () =>
      listing?.kind === 'perp'
        ? (this.entry(symbol)?.price ?? 0)
        : roundTo(sim.indexPrice(base) ?? 0, underlying.decimals);
    const from = price();
    this.#publishChanges(sim.move(base, 1 + percent / 100, this.now()));
    return { symbol, from, to: price() };
  }

  #publishChanges(changes: TickChanges): void {
    for (const symbol of changes.spot) this.#publishEntry('dashboard', symbol);
    for (const symbol of changes.perp) {
      this.#publishEntry('futures', symbol);
      this.#publishEntry('futures_symbol', symbol);
    }
    if (changes.perp.length === 0 && changes.spot.length === 0) return;
    for (const listener of this.#tickListeners) listener(changes);
  }

  /**
   * Re-marks the option instruments of one slot that someone listens to, and publishes them.
   * Each instrument is re-marked once per option tick, in its own slot of the tick.
   */
  optionTick(): void {
    const { books } = this.#start();
    const slot = this.#optionSlot++ % OPTION_SLOTS;
    if (slot === 0) this.#refreshBooks();
    for (const currency of OPTION_CURRENCIES) {
      for (const instrument of books[currency].all()) {
        if (instrument.slot !== slot) continue;
        const chainKey = `option_chain|${instrument.name}`;
        const symbolKey = `option_chain_symbol|${instrument.name}`;
        const chain = this.hub.hasListeners(chainKey);
        const single = this.hub.hasListeners(symbolKey);
        if (!chain && !single) continue;
        const entry = this.optionEntry(currency, instrument);
        if (chain) this.hub.publish(chainKey, symbolUpdate('option_chain', instrument.name, entry));
        if (single) {
          this.hub.publish(symbolKey, symbolUpdate('option_chain_symbol', instrument.name, entry));
        }
      }
    }
  }

  #publishEntry(category: 'dashboard' | 'futures' | 'futures_symbol', symbol: string): void {
    const key = `${category}|${symbol}`;
    if (!this.hub.hasListeners(key)) return;
    const entry = this.socketEntry(symbol);
    if (entry === undefined) return;
    this.hub.publish(key, symbolUpdate(category, symbol, { ...entry, category }));
  }

  /**
   * Bench-only (MARKET_BENCH_EVENTS_PER_S): `count` more market events, round-robin over the
   * channels someone listens to: an option is re-marked, a coin re-quoted at its price, each
   * stamped with the time of the event (`lastUpdated`).
   */
  benchEvents(count: number): void {
    const keys = [...this.hub.channelKeys()];
    if (keys.length === 0) return;
    const now = this.now();
    for (let i = 0; i < count; i++) {
      const key = keys[this.#benchCursor++ % keys.length] as string;
      const bar = key.indexOf('|');
      const category = key.slice(0, bar);
      const symbol = key.slice(bar + 1);
      if (category === 'option_chain' || category === 'option_chain_symbol') {
        const currency = symbol.startsWith('ETH-') ? 'ETH' : 'BTC';
        const instrument = this.book(currency).instrument(symbol);
        if (instrument === undefined) continue;
        const entry = this.optionEntry(currency, instrument);
        this.hub.publish(key, symbolUpdate(category, symbol, entry));
      } else if (
        category === 'dashboard' ||
        category === 'futures' ||
        category === 'futures_symbol'
      ) {
        const entry = this.socketEntry(symbol);
        if (entry === undefined) continue;
        this.hub.publish(
          key,
          symbolUpdate(category, symbol, { ...entry, category, lastUpdated: now }),
        );
      }
    }
  }

  #refreshBooks(): void {
    const { sim, books } = this.#start();
    for (const currency of OPTION_CURRENCIES) {
      books[currency].refresh(this.now(), sim.indexPrice(currency) ?? 0);
    }
  }

  #safely(run: () => void): void {
    try {
      run();
    } catch (err) {
      this.#onError(err);
    }
  }

  #start(): { sim: MarketSim; books: Record<OptionCurrency, OptionBook> } {
    if (this.#sim !== undefined && this.#books !== undefined) {
      return { sim: this.#sim, books: this.#books };
    }
    const { seed, seededLive, historyDays, tickMs, optionTickMs } = this.#config;
    const liveSteps = seededLive ? 'seeded' : 'crypto';
    const sim = new MarketSim({ seed, startMs: this.now(), historyDays, liveSteps });
    const books = { BTC: new OptionBook(seed, 'BTC'), ETH: new OptionBook(seed, 'ETH') };
    this.#sim = sim;
    this.#books = books;
    this.#refreshBooks();
    // One timer drives both, so a price step and an option slot that fall due together are
    // published in the same round (one write per socket instead of two).
    const stepMs = tickMs / STEPS_PER_TICK;
    const slotMs = optionTickMs / OPTION_SLOTS;
    const beatMs = Math.max(1, Math.round(Math.min(stepMs, slotMs)));
    const stepEvery = Math.max(1, Math.round(stepMs / beatMs));
    const slotEvery = Math.max(1, Math.round(slotMs / beatMs));
    let beat = 0;
    this.#timers.push(
      setInterval(() => {
        if (beat % stepEvery === 0) this.#safely(() => this.tick());
        if (beat % slotEvery === 0) this.#safely(() => this.optionTick());
        beat++;
      }, beatMs),
    );
    if (this.#config.benchEventsPerSecond > 0) this.#startBenchEvents();
    return { sim, books };
  }

  /** Spreads the bench events over 10 ms beats, carrying fractions so the rate is exact. */
  #startBenchEvents(): void {
    const rate = this.#config.benchEventsPerSecond;
    let last = performance.now();
    let owed = 0;
    this.#timers.push(
      setInterval(() => {
        const now = performance.now();
        owed += ((now - last) / 1000) * rate;
        last = now;
        const count = Math.floor(owed);
        owed -= count;
        this.#safely(() => this.benchEvents(count));
      }, 10),
    );
  }
}
