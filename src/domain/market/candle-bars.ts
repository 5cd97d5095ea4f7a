import type { Candle } from '../../contracts/market.ts';

/** The candle resolutions of the market service, with their length in ms. */
export const RESOLUTIONS = [
  { id: '1m', label: '1m', ms: 60_000 },
  { id: '5m', label: '5m', ms: 300_000 },
  { id: '15m', label: '15m', ms: 900_000 },
  { id: '1h', label: '1h', ms: 3_600_000 },
  { id: '4h', label: '4h', ms: 14_400_000 },
  { id: '1d', label: '1D', ms: 86_400_000 },
] as const;
export type ResolutionId = (typeof RESOLUTIONS)[number]['id'];

/** Bars shown per resolution: enough history to read the trend. */
export const HISTORY_BARS = 300;

export interface Bar {
  /** Bar start in epoch seconds (the chart's UTCTimestamp). */
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
}

/** Candles (epoch ms or s) to chart bars in epoch seconds, ascending, one per time. */
export function toBars(candles: readonly Candle[]): Bar[] {
  const bars = new Map<number, Bar>();
  for (const c of candles) {
    const time = c.time > 1e11 ? Math.floor(c.time / 1000) : c.time;
    bars.set(time, { time, open: c.open, high: c.high, low: c.low, close: c.close });
  }
  return [...bars.values()].sort((a, b) => a.time - b.time);
}

/**
 * A live price applied to the last bar: within its period it moves close, high and low; past it, a
 * new bar opens at the previous close.
 */
export function applyTick(
  last: Bar | undefined,
  price: number,
  nowMs: number,
  periodMs: number,
): Bar {
  const start = Math.floor(nowMs / periodMs) * (periodMs / 1000);
  if (!last || start > last.time) {
    const open = last?.close ?? price;
    return {
      time: start,
      open,
      high: Math.max(open, price),
      low: Math.min(open, price),
      close: price,
    };
  }
  return {
    time: last.time,
    open: last.open,
    high: Math.max(last.high, price),
    low: Math.min(last.low, price),
    close: price,
  };
}

/** The bars with a live price applied: the last one moved, or a new one opened after it. */
export function withTick(
  bars: readonly Bar[],
  price: number,
  nowMs: number,
  periodMs: number,
): readonly Bar[] {
  const next = applyTick(bars.at(-1), price, nowMs, periodMs);
  return bars.at(-1)?.time === next.time ? [...bars.slice(0, -1), next] : [...bars, next];
}
