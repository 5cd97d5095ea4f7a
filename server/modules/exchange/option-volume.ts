/** The window an option's volume is summed over (the chain's "24 h volume"). */
export const VOLUME_WINDOW_MS = 24 * 60 * 60_000;
/** Trades are summed per minute, so a busy contract keeps at most 1,440 buckets. */
const BUCKET_MS = 60_000;

interface Bucket {
  /** Start of the bucket's minute, epoch ms. */
  readonly start: number;
  size: number;
}

/**
 * Each option's traded size (contracts, i.e. coins) over the last 24 hours, from the exchange's
 * public trades as the core's durable batches report them (each trade counted once, at its size).
 * Kept in memory: a restarted server counts from its start.
 */
export class OptionVolume {
  readonly #buckets = new Map<string, Bucket[]>();

  /** One public trade of an option. */
  record(symbol: string, size: number, at: number): void {
    if (!(size > 0)) return;
    let buckets = this.#buckets.get(symbol);
    if (buckets === undefined) {
      buckets = [];
      this.#buckets.set(symbol, buckets);
    }
    const start = Math.floor(at / BUCKET_MS) * BUCKET_MS;
    const last = buckets.at(-1);
    if (last !== undefined && last.start === start) last.size += size;
    else if (last === undefined || last.start < start) buckets.push({ start, size });
    else {
      // A trade stamped before the newest bucket (batches arrive in order; kept for safety).
      const same = buckets.find((b) => b.start === start);
      if (same !== undefined) same.size += size;
      else {
        buckets.push({ start, size });
        buckets.sort((a, b) => a.start - b.start);
      }
    }
  }

  /** The option's traded size in the 24 hours before `now`, rounded to the lot grid's 8 places. */
  of(symbol: string, now: number): number {
    const buckets = this.#buckets.get(symbol);
    if (buckets === undefined) return 0;
    const from = now - VOLUME_WINDOW_MS;
    let drop = 0;
    while (drop < buckets.length && (buckets[drop] as Bucket).start + BUCKET_MS <= from) drop++;
    if (drop > 0) buckets.splice(0, drop);
    if (buckets.length === 0) {
      this.#buckets.delete(symbol);
      return 0;
    }
    let total = 0;
    for (const bucket of buckets) total += bucket.size;
    return Math.round(total * 1e8) / 1e8;
  }
}
