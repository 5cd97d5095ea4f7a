/** Delay samples in whole milliseconds, kept as a histogram so a million samples cost nothing. */
export class DelayHistogram {
  readonly #buckets = new Uint32Array(60_001);
  #count = 0;

  add(ms: number): void {
    const bucket = Math.min(Math.max(Math.round(ms), 0), this.#buckets.length - 1);
    this.#buckets[bucket] = (this.#buckets[bucket] ?? 0) + 1;
    this.#count++;
  }

  get count(): number {
    return this.#count;
  }

  /** The smallest delay with at least `q` of the samples at or below it. */
  quantile(q: number): number {
    if (this.#count === 0) return Number.NaN;
    const target = Math.ceil(q * this.#count);
    let seen = 0;
    for (let ms = 0; ms < this.#buckets.length; ms++) {
      seen += this.#buckets[ms] ?? 0;
      if (seen >= target) return ms;
    }
    return this.#buckets.length - 1;
  }
}

/** What the client fleet measured in one window. */
export interface FleetReport {
  connected: number;
  closedEarly: number;
  delivered: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
  /** CPU time the fleet process used in the window, as a share of one core. */
  cpu: number;
}

const SENT_AT = Buffer.from('"sentAt":');

/** Reads the sentAt number of a server message without parsing the whole JSON. */
export function sentAtOf(frame: Buffer): number | undefined {
  const at = frame.lastIndexOf(SENT_AT);
  if (at === -1) return undefined;
  let value = 0;
  for (let i = at + SENT_AT.length; i < frame.length; i++) {
    const digit = (frame[i] ?? 0) - 48;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
  }
  return value;
}

/** How many messages a frame holds (a window frame is an array of them), by their sentAt. */
export function messagesIn(frame: Buffer): number {
  let count = 0;
  for (let at = frame.indexOf(SENT_AT); at !== -1; at = frame.indexOf(SENT_AT, at + 1)) count++;
  return Math.max(count, 1);
}
