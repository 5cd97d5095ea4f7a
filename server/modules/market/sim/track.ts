import { type Bar, BarRing, emptyExtremes } from './bar-ring.ts';
import { accumulateHistory, MINUTE_MS, type MinuteHistory } from './history.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export interface Stats24h {
  open: number;
  high: number;
  low: number;
  /** USD notional over the last 24 h. */
  volume: number;
}

export interface TrackOptions {
  startMs: number;
  startPrice: number;
  /** The last 24 h of history before startMs (see generateHistory). */
  tail: MinuteHistory;
  /** Multiplies the tail's prices (a perpetual's premium over its index). */
  tailScale: number;
  /** Multiplies the tail's volumes (spot trades a fifth of the perpetual's volume). */
  tailVolumeScale: number;
  /** How many live minute bars to keep (older minutes remain as hour bars). */
  minuteCapacity: number;
  hourCapacity: number;
}

/**
 * The live life of one listed symbol: its price, its minute and hour bars since the simulation
 * started, and rolling 24 h statistics (recomputed at each new minute, extended by each tick).
 */
export class PriceTrack {
  readonly minutes: BarRing;
  readonly hours: BarRing;
  readonly #tail: MinuteHistory;
  readonly #tailScale: number;
  readonly #tailVolumeScale: number;
  #price: number;
  #lastUpdated: number;
  #stats: Stats24h;
  #statsMinute: number;

  constructor(options: TrackOptions) {
    this.minutes = new BarRing(options.minuteCapacity, MINUTE_MS);
    this.hours = new BarRing(options.hourCapacity, HOUR_MS);
    this.#tail = options.tail;
    this.#tailScale = options.tailScale;
    this.#tailVolumeScale = options.tailVolumeScale;
    this.#price = options.startPrice;
    this.#lastUpdated = options.startMs;
    this.minutes.update(options.startMs, options.startPrice, 0);
    this.hours.update(options.startMs, options.startPrice, 0);
    this.#statsMinute = Math.floor(options.startMs / MINUTE_MS);
    this.#stats = this.#computeStats(options.startMs);
  }

  get price(): number {
    return this.#price;
  }

  get lastUpdated(): number {
    return this.#lastUpdated;
  }

  get stats(): Stats24h {
    return this.#stats;
  }

  tick(nowMs: number, price: number, volume: number): void {
    this.#price = price;
    this.#lastUpdated = nowMs;
    this.minutes.update(nowMs, price, volume);
    this.hours.update(nowMs, price, volume);
    const minute = Math.floor(nowMs / MINUTE_MS);
    if (minute !== this.#statsMinute) {
      this.#statsMinute = minute;
      this.#stats = this.#computeStats(nowMs);
      return;
    }
    this.#stats.high = Math.max(this.#stats.high, price);
    this.#stats.low = Math.min(this.#stats.low, price);
    this.#stats.volume += volume;
  }

  /** Live minute bars in [fromMs, toMs]; before the ring's first bar there are none. */
  liveMinutes(fromMs: number, toMs: number): Iterable<Bar> {
    return this.minutes.range(fromMs, toMs);
  }

  /** Live hour bars in [fromMs, toMs]. */
  liveHours(fromMs: number, toMs: number): Iterable<Bar> {
    return this.hours.range(fromMs, toMs);
  }

  #computeStats(nowMs: number): Stats24h {
    const from = Math.floor((nowMs - DAY_MS) / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
    const stats = emptyExtremes();
    accumulateHistory(this.#tail, from, nowMs, this.#tailScale, this.#tailVolumeScale, stats);
    this.minutes.accumulate(from, nowMs, stats);
    if (Number.isNaN(stats.open)) {
      return { open: this.#price, high: this.#price, low: this.#price, volume: 0 };
    }
    return stats;
  }
}
