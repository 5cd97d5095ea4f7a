import { type Listing, listingOf, UNDERLYINGS, type Underlying } from './catalogue.ts';
import { factorShocks, generateHistory, MINUTE_MS, type MinuteHistory } from './history.ts';
import { createCryptoRng, createRng, type Rng, streamSeed } from './rng.ts';
import { PriceTrack } from './track.ts';
import { UnderlyingState } from './underlying-state.ts';

export interface MarketSimOptions {
  seed: number;
  /** When the live path starts (epoch ms); history ends at the start of this minute. */
  startMs: number;
  /** Days of minute history before the start (at least 30 for the charts). */
  historyDays: number;
  /** Live minute bars kept per symbol (older live minutes survive as hour bars). */
  liveMinuteCapacity?: number;
  /**
   * Where the live steps draw from: the seed (the default: the same seed gives the same path), or
   * node:crypto, so nobody can compute the next steps. History before the start stays seeded.
   */
  liveSteps?: 'seeded' | 'crypto';
}

export interface TickChanges {
  /** Spot symbols (dashboard) whose price moved in this step. */
  spot: string[];
  /** Perpetual symbols (futures) whose price moved in this step. */
  perp: string[];
}

interface Listed {
  state: UnderlyingState;
  spot: PriceTrack | undefined;
  perp: PriceTrack;
}

const HISTORY_CACHE_SIZE = 12;
/** Steps per price tick: the sim is stepped every tickMs / STEPS_PER_TICK. */
export const STEPS_PER_TICK = 5;
/** Spot trades a fifth of the perpetual's notional. */
export const SPOT_VOLUME_SHARE = 0.2;

/**
 * The simulated market: every underlying's price path, its spot and perpetual listings and their
 * bars. Pure, and deterministic when its live steps are seeded: the same seed, start and sequence
 * of step times give the same prices. The caller owns the clock (see runner.ts).
 */
export class MarketSim {
  readonly seed: number;
  readonly startMs: number;
  /** Start of the first live minute: the end of the generated history. */
  readonly historyEndMs: number;
  readonly historyMinutes: number;
  readonly #listed: Listed[];
  readonly #factorRng: Rng;
  readonly #historyCache = new Map<string, MinuteHistory>();
  #factor: Float64Array | undefined;
  #lastStepMs: number;
  #ticks = 0;

  constructor(options: MarketSimOptions) {
    this.seed = options.seed;
    this.startMs = options.startMs;
    this.historyEndMs = Math.floor(options.startMs / MINUTE_MS) * MINUTE_MS;
    this.historyMinutes = Math.round(options.historyDays * 1440);
    this.#lastStepMs = options.startMs;
    const unpredictable = options.liveSteps === 'crypto';
    const liveRng = (label: string): Rng =>
      unpredictable ? createCryptoRng() : createRng(streamSeed(options.seed, 'live', label));
    this.#factorRng = liveRng('factor');
    const minuteCapacity = options.liveMinuteCapacity ?? 2 * 1440;
    const hourCapacity = Math.ceil(options.historyDays * 24) + 24;
    const tailFactor = factorShocks(options.seed, 1440);
    this.#listed = UNDERLYINGS.map((underlying) => {
      const state = new UnderlyingState(options.seed, underlying, liveRng(underlying.coin.base));
      const tail = this.#generate(underlying, 1440, tailFactor);
      const track = (price: number, scale: number, volumeScale: number): PriceTrack =>
        new PriceTrack({
          startMs: options.startMs,
          startPrice: price,
          tail,
          tailScale: scale,
          tailVolumeScale: volumeScale,
          minuteCapacity,
          hourCapacity,
        });
      return {
        state,
        spot:
          underlying.spotSymbol === undefined
            ? undefined
            : track(state.index, 1, SPOT_VOLUME_SHARE),
        perp: track(state.perp, 1 + state.premiumMean, 1),
      };
    });
  }

  /** Number of steps taken so far. */
  get ticks(): number {
    return this.#ticks;
  }

  /**
   * Advances the market to `nowMs`: one step is a fifth of a price tick (STEPS_PER_TICK). Each
   * underlying moves every 5 steps (majors) or 10 (the rest), phased by its position so that the
   * updates spread evenly over time instead of arriving in one burst per tick.
   * A time at or before the previous step changes nothing.
   */
  step(nowMs: number): TickChanges {
    const changes: TickChanges = { spot: [], perp: [] };
    const dtMs = nowMs - this.#lastStepMs;
    if (!(dtMs > 0)) return changes;
    this.#lastStepMs = nowMs;
    this.#ticks++;
    const factorShock = this.#factorRng.normal();
    for (const listed of this.#listed) {
      const { state } = listed;
      state.accumulate(dtMs, factorShock);
      const period = state.underlying.cadence * STEPS_PER_TICK;
      if ((this.#ticks + state.underlying.index) % period !== 0) continue;
      const moved = state.step();
      listed.perp.tick(nowMs, moved.perp, moved.volume);
      changes.perp.push(state.underlying.perpSymbol);
      if (listed.spot !== undefined && state.underlying.spotSymbol !== undefined) {
        listed.spot.tick(nowMs, moved.index, moved.volume * SPOT_VOLUME_SHARE);
        changes.spot.push(state.underlying.spotSymbol);
      }
    }
    return changes;
  }

  /**
   * Moves an underlying's price at once by `factor` (dev market control): its index, spot and
   * perpetual prices jump now and the next steps walk on from there. Returns the changed symbols.
   */
  move(base: string, factor: number, nowMs: number): TickChanges {
    const listed = this.#listed.find((l) => l.state.underlying.coin.base === base);
    if (listed === undefined) return { spot: [], perp: [] };
    const { state } = listed;
    state.shift(factor);
    listed.perp.tick(nowMs, state.perp, 0);
    const changes: TickChanges = { spot: [], perp: [state.underlying.perpSymbol] };
    if (listed.spot !== undefined && state.underlying.spotSymbol !== undefined) {
      listed.spot.tick(nowMs, state.index, 0);
      changes.spot.push(state.underlying.spotSymbol);
    }
    return changes;
  }

  /** The live track of a spot or perpetual symbol. */
  track(symbol: string): { listing: Listing; track: PriceTrack } | undefined {
    const listing = listingOf(symbol);
    if (listing === undefined) return undefined;
    const listed = this.#listed[listing.underlying.index];
    const track = listing.kind === 'spot' ? listed?.spot : listed?.perp;
    return track === undefined ? undefined : { listing, track };
  }

  /** The index (spot) price of a base coin, e.g. 'BTC'. */
  indexPrice(base: string): number | undefined {
    return this.#listed.find((l) => l.state.underlying.coin.base === base)?.state.index;
  }

  /** The full minute history of an underlying (cached for a few symbols at a time). */
  history(underlying: Underlying): { history: MinuteHistory; perpScale: number } {
    const key = underlying.coin.base;
    let history = this.#historyCache.get(key);
    if (history === undefined) {
      this.#factor ??= factorShocks(this.seed, this.historyMinutes);
      history = this.#generate(underlying, this.historyMinutes, this.#factor);
      if (this.#historyCache.size >= HISTORY_CACHE_SIZE) {
        const oldest = this.#historyCache.keys().next().value;
        if (oldest !== undefined) this.#historyCache.delete(oldest);
      }
    } else {
      this.#historyCache.delete(key);
    }
    this.#historyCache.set(key, history);
    const state = this.#listed[underlying.index]?.state;
    return { history, perpScale: 1 + (state?.premiumMean ?? 0) };
  }

  #generate(underlying: Underlying, minutes: number, factor: Float64Array): MinuteHistory {
    const { coin } = underlying;
    return generateHistory({
      seed: this.seed,
      key: coin.base,
      vol: coin.vol,
      rho: coin.rho,
      endPrice: coin.price,
      endMs: this.historyEndMs,
      minutes,
      volumePerMinute: coin.volume / 1440,
      factor,
    });
  }
}
