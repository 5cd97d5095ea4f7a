import type { Bar } from './bar-ring.ts';

/** The candle resolutions served, with their length in seconds. */
export const RESOLUTION_SECONDS = {
  '1m': 60,
  '5m': 300,
  '15m': 900,
  '1h': 3_600,
  '4h': 14_400,
  '1d': 86_400,
} as const;
export type Resolution = keyof typeof RESOLUTION_SECONDS;
export const RESOLUTIONS = Object.keys(RESOLUTION_SECONDS) as Resolution[];

export const isResolution = (value: string): value is Resolution =>
  Object.hasOwn(RESOLUTION_SECONDS, value);

/**
 * Merges time-ordered bars into UTC-aligned buckets of `periodMs` (days start at 00:00 UTC):
 * open of the first, close of the last, extremes and summed volume.
 */
export function aggregateBars(bars: Iterable<Bar>, periodMs: number): Bar[] {
  const out: Bar[] = [];
  let current: Bar | undefined;
  for (const bar of bars) {
    const time = Math.floor(bar.time / periodMs) * periodMs;
    if (current !== undefined && current.time === time) {
      current.high = Math.max(current.high, bar.high);
      current.low = Math.min(current.low, bar.low);
      current.close = bar.close;
      current.volume += bar.volume;
      continue;
    }
    current = { ...bar, time };
    out.push(current);
  }
  return out;
}

/** Yields the bars of several time-ordered sources one after the other. */
export function* concatBars(...sources: Iterable<Bar>[]): Generator<Bar> {
  for (const source of sources) yield* source;
}
