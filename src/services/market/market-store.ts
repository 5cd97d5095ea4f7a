import type { MarketCategory, MarketEntry, OptionChainEntry } from '../../contracts/market.ts';
import { parseOptionSymbol } from '../../domain/instruments/option-symbol.ts';
import { KeyedListeners } from './keyed-listeners.ts';

/**
 * The market store: live market data outside React. Per-symbol entries and per-symbol listeners,
 * fed straight by the socket transport; listeners are notified at most once per animation frame,
 * however many ticks arrived. Views read it with `useSyncExternalStore` (see views/hooks).
 */

export type EntryKind = 'spot' | 'futures' | 'option';

export interface LiveValue<T> {
  readonly symbol: string;
  readonly data: T;
  /** When the last update arrived (the store's clock, ms). */
  readonly receivedAt: number;
  /**
   * True when the value is not live: no update for longer than its normal rate, or the
   * connection dropped since it arrived. Cleared by the next update.
   */
  readonly stale: boolean;
}

export type SpotValue = LiveValue<MarketEntry>;
export type OptionValue = LiveValue<OptionChainEntry>;

export interface StorePorts {
  readonly now: () => number;
  /** requestAnimationFrame in the browser. */
  readonly scheduleFrame: (callback: () => void) => void;
  readonly warn: (message: string, detail?: unknown) => void;
}

/** How long a value may go without an update before it shows as stale (a few normal intervals). */
export const STALE_AFTER_MS: Readonly<Record<EntryKind, number>> = {
  spot: 5_000,
  futures: 8_000,
  option: 10_000,
};

const kindOf = (category: MarketCategory): EntryKind =>
  category === 'dashboard'
    ? 'spot'
    : category === 'futures' || category === 'futures_symbol'
      ? 'futures'
      : 'option';

const keyOf = (kind: EntryKind, symbol: string) => `${kind}:${symbol}`;

/** The group an option belongs to: its chain, e.g. `BTC-27JUN25`. */
export const chainGroup = (currency: string, date: string) => `option:${currency}-${date}`;
export const spotGroup = 'spot';
export const futuresGroup = 'futures';

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function asMarketEntry(data: unknown): MarketEntry | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const d = data as Record<string, unknown>;
  return isNumber(d.price) && isNumber(d.changePercent) ? (data as MarketEntry) : undefined;
}

function asOptionEntry(data: unknown): OptionChainEntry | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const d = data as Record<string, unknown>;
  const greeks = d.greeks as Record<string, unknown> | undefined;
  return typeof d.instrument_name === 'string' &&
    isNumber(d.mark_price) &&
    isNumber(d.mark_iv) &&
    typeof greeks === 'object' &&
    greeks !== null &&
    isNumber(greeks.delta)
    ? (data as OptionChainEntry)
    : undefined;
}

/** Entries of an initial snapshot: an array, a record by symbol, or a single entry. */
function snapshotEntries(symbol: string, data: unknown): [string, unknown][] {
  if (Array.isArray(data)) {
    return data.map((item) => {
      const d = item as Record<string, unknown> | null;
      const name = d?.instrument_name ?? d?.symbol;
      return [typeof name === 'string' ? name : '', item];
    });
  }
  if (typeof data === 'object' && data !== null) {
    const d = data as Record<string, unknown>;
    if (asMarketEntry(d) || asOptionEntry(d)) return [[symbol, d]];
    const nested = d.data ?? d.entries ?? d.instruments;
    if (nested !== undefined && (Array.isArray(nested) || typeof nested === 'object')) {
      return snapshotEntries(symbol, nested);
    }
    return Object.entries(d);
  }
  return [];
}

type Listener = () => void;

/** A socket message of a routed category, as it came. */
export interface RoutedMessage {
  readonly type?: unknown;
  readonly category?: unknown;
  readonly symbol?: unknown;
  readonly data?: unknown;
}

export class MarketStore {
  readonly #ports: StorePorts;
  readonly #values = new Map<string, LiveValue<unknown>>();
  readonly #kinds = new Map<string, EntryKind>();
  readonly #listeners = new KeyedListeners();
  readonly #groups = new Map<string, readonly string[]>();
  readonly #chainOf = new Map<string, string>();
  readonly #history = new Map<
    string,
    { readonly points: readonly number[]; readonly sampledAt: number; readonly periodMs: number }
  >();
  #dirty = new Set<string>();
  #frameRequested = false;
  /** Ticks applied since the store was created (for diagnostics and the benchmark). */
  ticks = 0;

  /** Categories kept by a store of their own (order books, trades), joined when first needed. */
  readonly #routes = new Map<string, (message: RoutedMessage) => void>();

  constructor(ports: StorePorts) {
    this.#ports = ports;
  }

  /** From now on, this category's messages go to `handler` instead of this store. */
  route(category: string, handler: (message: RoutedMessage) => void): void {
    this.#routes.set(category, handler);
  }

  /** Applies one server message (initial-data or symbol-update); anything else is ignored. */
  apply(message: unknown): void {
    if (typeof message !== 'object' || message === null) return;
    const m = message as { type?: unknown; category?: unknown; symbol?: unknown; data?: unknown };
    if (m.type === 'error') {
      this.#ports.warn('Market stream error', (m as { message?: unknown }).message);
      return;
    }
    if (m.type !== 'initial-data' && m.type !== 'symbol-update') return;
    if (typeof m.category !== 'string') return;
    const routed = this.#routes.get(m.category);
    if (routed) {
      routed(m);
      return;
    }
    const kind = kindOf(m.category as MarketCategory);
    const symbol = typeof m.symbol === 'string' ? m.symbol : '';
    if (m.type === 'symbol-update' && symbol !== '' && !Array.isArray(m.data)) {
      this.#put(kind, symbol, m.data);
      return;
    }
    for (const [name, data] of snapshotEntries(symbol, m.data)) this.#put(kind, name, data);
  }

  #put(kind: EntryKind, symbol: string, raw: unknown): void {
    let data: unknown;
    let group: string | undefined;
    if (kind === 'option') {
      const entry = asOptionEntry(raw);
      const name = entry?.instrument_name ?? symbol;
      // A name is parsed once, on first sight; later ticks reuse its chain.
      group = this.#chainOf.get(name);
      if (group === undefined) {
        const parsed = parseOptionSymbol(name);
        if (parsed.ok) {
          group = chainGroup(parsed.symbol.underlying, parsed.symbol.expiryText);
          this.#chainOf.set(name, group);
        }
      }
      if (!entry || group === undefined) {
        this.#ports.warn(`Skipped invalid option chain data for "${name}"`, raw);
        return;
      }
      symbol = name;
      data = entry;
    } else {
      const entry = asMarketEntry(raw);
      if (!entry || symbol === '') {
        this.#ports.warn(`Skipped invalid market data for "${symbol}"`, raw);
        return;
      }
      data = entry;
      group = kind === 'spot' ? spotGroup : futuresGroup;
    }
    const key = keyOf(kind, symbol);
    const isNew = !this.#values.has(key);
    this.#values.set(key, { symbol, data, receivedAt: this.#ports.now(), stale: false });
    this.#kinds.set(key, kind);
    if (kind === 'spot') this.#sample(symbol, (data as MarketEntry).price);
    this.ticks += 1;
    this.#markDirty(key);
    if (isNew) {
      this.#groups.set(group, [...(this.#groups.get(group) ?? []), symbol]);
      this.#markDirty(`group:${group}`);
    }
  }

  #sample(symbol: string, price: number): void {
    const now = this.#ports.now();
    const history = this.#history.get(symbol);
    if (!history) {
      this.#history.set(symbol, { points: [price], sampledAt: now, periodMs: HISTORY_SAMPLE_MS });
    } else if (now - history.sampledAt >= history.periodMs) {
      const points = [...history.points, price].slice(-HISTORY_POINTS);
      this.#history.set(symbol, { points, sampledAt: now, periodMs: history.periodMs });
    } else {
      const points = history.points.slice();
      points[points.length - 1] = price;
      this.#history.set(symbol, { ...history, points });
    }
  }

  /** Recent prices of a spot symbol for a sparkline: seeded closes, the last point live. */
  history(symbol: string): readonly number[] {
    return this.#history.get(symbol)?.points ?? EMPTY_POINTS;
  }

  /**
   * Seeds a spot symbol's history with candle closes of `periodMs` each; live ticks then move the
   * last point and open a new one every period.
   */
  seedHistory(symbol: string, closes: readonly number[], periodMs: number): void {
    if (closes.length === 0) return;
    const live = this.#history.get(symbol)?.points.at(-1);
    const points = [...closes.slice(-(HISTORY_POINTS - 1)), live ?? (closes.at(-1) as number)];
    this.#history.set(symbol, { points, sampledAt: this.#ports.now(), periodMs });
    this.#markDirty(keyOf('spot', symbol));
  }

  #markDirty(key: string): void {
    this.#dirty.add(key);
    if (this.#frameRequested) return;
    this.#frameRequested = true;
    this.#ports.scheduleFrame(() => this.flush());
  }

  /** Notifies the listeners of everything that changed since the last frame (once each). */
  flush(): void {
    this.#frameRequested = false;
    const dirty = this.#dirty;
    this.#dirty = new Set();
    for (const key of dirty) this.#listeners.notify(key);
  }

  /** Marks values stale that went without an update for longer than their normal rate. */
  sweep(): void {
    const now = this.#ports.now();
    for (const [key, value] of this.#values) {
      if (value.stale) continue;
      const kind = this.#kinds.get(key) ?? 'spot';
      if (now - value.receivedAt > STALE_AFTER_MS[kind]) {
        this.#values.set(key, { ...value, stale: true });
        this.#markDirty(key);
      }
    }
  }

  /** The connection dropped: nothing on screen is live until its next update. */
  markAllStale(): void {
    for (const [key, value] of this.#values) {
      if (value.stale) continue;
      this.#values.set(key, { ...value, stale: true });
      this.#markDirty(key);
    }
  }

  /** Removes the options of a chain the page no longer shows (its old values must not linger). */
  dropGroup(group: string): void {
    const symbols = this.#groups.get(group);
    if (!symbols) return;
    for (const symbol of symbols) {
      const key = keyOf('option', symbol);
      this.#values.delete(key);
      this.#kinds.delete(key);
      this.#markDirty(key);
    }
    this.#groups.delete(group);
    this.#markDirty(`group:${group}`);
  }

  get(kind: EntryKind, symbol: string): LiveValue<unknown> | undefined {
    return this.#values.get(keyOf(kind, symbol));
  }

  spot(symbol: string): SpotValue | undefined {
    return this.get('spot', symbol) as SpotValue | undefined;
  }

  futures(symbol: string): SpotValue | undefined {
    return this.get('futures', symbol) as SpotValue | undefined;
  }

  option(symbol: string): OptionValue | undefined {
    return this.get('option', symbol) as OptionValue | undefined;
  }

  /** Symbols of a group (spot, futures or one option chain) in arrival order; stable between changes. */
  members(group: string): readonly string[] {
    return this.#groups.get(group) ?? EMPTY;
  }

  /** Listens to one symbol; returns the unsubscribe function (the `useSyncExternalStore` shape). */
  listen(kind: EntryKind, symbol: string, listener: Listener): () => void {
    return this.#listeners.add(keyOf(kind, symbol), listener);
  }

  /** Listens to a group's membership (a symbol joined or the group was dropped). */
  listenGroup(group: string, listener: Listener): () => void {
    return this.#listeners.add(`group:${group}`, listener);
  }
}

const EMPTY: readonly string[] = Object.freeze([]);
const EMPTY_POINTS: readonly number[] = Object.freeze([]);
const HISTORY_SAMPLE_MS = 1_000;
const HISTORY_POINTS = 60;
