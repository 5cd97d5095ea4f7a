/** One OHLCV bar; `time` is the start of its period in epoch ms. */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** Open of the first bar folded in, extremes and volume of all (NaN open when none yet). */
export interface Extremes {
  open: number;
  high: number;
  low: number;
  volume: number;
}

export const emptyExtremes = (): Extremes => ({
  open: Number.NaN,
  high: Number.NEGATIVE_INFINITY,
  low: Number.POSITIVE_INFINITY,
  volume: 0,
});

/** Folds one OHLCV record stored at `o` in a flat array. */
export function addBar(into: Extremes, ohlcv: Float64Array, o: number): void {
  if (Number.isNaN(into.open)) into.open = ohlcv[o] ?? Number.NaN;
  into.high = Math.max(into.high, ohlcv[o + 1] ?? into.high);
  into.low = Math.min(into.low, ohlcv[o + 2] ?? into.low);
  into.volume += ohlcv[o + 4] ?? 0;
}

/**
 * The live bars of one symbol at one period (a minute, an hour): a fixed-capacity ring, so a
 * long-running server keeps a bounded amount of data. Ticks update the last bar; a tick in a
 * later period opens a new bar at the previous close, filling skipped periods with flat bars.
 */
export class BarRing {
  readonly #period: number;
  readonly #capacity: number;
  #time: Float64Array;
  #ohlcv: Float64Array;
  #head = 0;
  #count = 0;

  constructor(capacity: number, periodMs: number) {
    this.#capacity = capacity;
    this.#period = periodMs;
    const initial = Math.min(capacity, 64);
    this.#time = new Float64Array(initial);
    this.#ohlcv = new Float64Array(initial * 5);
  }

  get length(): number {
    return this.#count;
  }

  /** Records a trade (or a price tick) at `timeMs`. */
  update(timeMs: number, price: number, volume: number): void {
    const start = Math.floor(timeMs / this.#period) * this.#period;
    const last = this.#lastSlot();
    if (last !== undefined && this.#time[last] === start) {
      const o = last * 5;
      this.#ohlcv[o + 1] = Math.max(this.#ohlcv[o + 1] ?? price, price);
      this.#ohlcv[o + 2] = Math.min(this.#ohlcv[o + 2] ?? price, price);
      this.#ohlcv[o + 3] = price;
      this.#ohlcv[o + 4] = (this.#ohlcv[o + 4] ?? 0) + volume;
      return;
    }
    if (last !== undefined) {
      const lastTime = this.#time[last] ?? start;
      if (start < lastTime) return;
      const previousClose = this.#ohlcv[last * 5 + 3] ?? price;
      const gaps = Math.min((start - lastTime) / this.#period - 1, this.#capacity);
      for (let i = gaps; i >= 1; i--) this.#push(start - i * this.#period, previousClose, 0);
      this.#push(start, previousClose, 0);
      this.update(timeMs, price, volume);
      return;
    }
    this.#push(start, price, volume);
  }

  /** Bars whose start lies in [fromMs, toMs], oldest first. */
  *range(fromMs: number, toMs: number): Generator<Bar> {
    for (let k = 0; k < this.#count; k++) {
      const slot = (this.#head + k) % this.#time.length;
      const time = this.#time[slot] ?? 0;
      if (time < fromMs) continue;
      if (time > toMs) return;
      yield this.#bar(slot);
    }
  }

  /** Folds the bars whose start lies in [fromMs, toMs] into 24 h-style statistics, in place. */
  accumulate(fromMs: number, toMs: number, into: Extremes): void {
    const size = this.#time.length;
    for (let k = 0; k < this.#count; k++) {
      const slot = (this.#head + k) % size;
      const time = this.#time[slot] ?? 0;
      if (time < fromMs) continue;
      if (time > toMs) return;
      addBar(into, this.#ohlcv, slot * 5);
    }
  }

  /** The newest bar, if any. */
  last(): Bar | undefined {
    const slot = this.#lastSlot();
    return slot === undefined ? undefined : this.#bar(slot);
  }

  /** Start time of the oldest bar kept, or undefined when empty. */
  firstTime(): number | undefined {
    return this.#count === 0 ? undefined : this.#time[this.#head];
  }

  #lastSlot(): number | undefined {
    return this.#count === 0 ? undefined : (this.#head + this.#count - 1) % this.#time.length;
  }

  /** Doubles the storage (up to the capacity); only happens before the ring first wraps. */
  #grow(): void {
    const size = Math.min(this.#capacity, this.#time.length * 2);
    const time = new Float64Array(size);
    const ohlcv = new Float64Array(size * 5);
    time.set(this.#time);
    ohlcv.set(this.#ohlcv);
    this.#time = time;
    this.#ohlcv = ohlcv;
  }

  #bar(slot: number): Bar {
    const o = slot * 5;
    const a = this.#ohlcv;
    return {
      time: this.#time[slot] ?? 0,
      open: a[o] ?? 0,
      high: a[o + 1] ?? 0,
      low: a[o + 2] ?? 0,
      close: a[o + 3] ?? 0,
      volume: a[o + 4] ?? 0,
    };
  }

  #push(time: number, price: number, volume: number): void {
    if (this.#count === this.#time.length && this.#count < this.#capacity) this.#grow();
    let slot: number;
    if (this.#count < this.#time.length) {
      slot = (this.#head + this.#count) % this.#time.length;
      this.#count++;
    } else {
      slot = this.#head;
      this.#head = (this.#head + 1) % this.#time.length;
    }
    this.#time[slot] = time;
    this.#ohlcv.set([price, price, price, price, volume], slot * 5);
  }
}
