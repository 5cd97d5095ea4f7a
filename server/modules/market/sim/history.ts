import type { Bar, Extremes } from './bar-ring.ts';
import { correlated, gbmStepBack, MS_PER_YEAR } from './gbm.ts';
import { createRng, streamSeed } from './rng.ts';

export const MINUTE_MS = 60_000;
const MINUTE_YEARS = MINUTE_MS / MS_PER_YEAR;

/** Minute bars before the simulation started, oldest first, ending where the live path begins. */
export interface MinuteHistory {
  /** Start of the first bar (epoch ms). */
  startMs: number;
  length: number;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
}

export interface HistoryParams {
  seed: number;
  /** Names the symbol's own random stream (its base ticker). */
  key: string;
  vol: number;
  rho: number;
  /** The price the live path starts from: the last bar closes here. */
  endPrice: number;
  /** Minute-aligned end (exclusive) of the history: the start of the first live minute. */
  endMs: number;
  minutes: number;
  /** Average USD notional per minute. */
  volumePerMinute: number;
  /** Market factor shocks, index 0 = the last minute before endMs. */
  factor: Float64Array;
}

/**
 * Walks a seeded GBM path backwards from the live starting price. The k-th minute back always
 * uses the k-th draws of the symbol's stream, so a shorter history is exactly the tail of a
 * longer one: the last day can be generated alone for 24 h statistics.
 */
export function generateHistory(p: HistoryParams): MinuteHistory {
  const n = p.minutes;
  const history: MinuteHistory = {
    startMs: p.endMs - n * MINUTE_MS,
    length: n,
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: new Float64Array(n),
  };
  const rng = createRng(streamSeed(p.seed, 'history', p.key));
  const minuteSigma = p.vol * Math.sqrt(MINUTE_YEARS);
  let price = p.endPrice;
  for (let k = 0; k < n; k++) {
    const i = n - 1 - k;
    const z = correlated(p.rho, p.factor[k] ?? 0, rng.normal());
    const open = gbmStepBack(price, p.vol, MINUTE_YEARS, z);
    const wickUp = Math.abs(rng.normal()) * minuteSigma * 0.5;
    const wickDown = Math.abs(rng.normal()) * minuteSigma * 0.5;
    const activity = Math.exp(0.5 * rng.normal() - 0.125) * (0.6 + 0.5 * Math.abs(z));
    history.open[i] = open;
    history.close[i] = price;
    history.high[i] = Math.max(open, price) * Math.exp(wickUp);
    history.low[i] = Math.min(open, price) * Math.exp(-wickDown);
    history.volume[i] = p.volumePerMinute * activity;
    price = open;
  }
  return history;
}

/** Folds history bars with start in [fromMs, toMs] into statistics (prices times `scale`). */
export function accumulateHistory(
  history: MinuteHistory,
  fromMs: number,
  toMs: number,
  scale: number,
  volumeScale: number,
  into: Extremes,
): void {
  const first = Math.max(0, Math.ceil((fromMs - history.startMs) / MINUTE_MS));
  const last = Math.min(history.length - 1, Math.floor((toMs - history.startMs) / MINUTE_MS));
  for (let i = first; i <= last; i++) {
    if (Number.isNaN(into.open)) into.open = (history.open[i] ?? 0) * scale;
    into.high = Math.max(into.high, (history.high[i] ?? 0) * scale);
    into.low = Math.min(into.low, (history.low[i] ?? 0) * scale);
    into.volume += (history.volume[i] ?? 0) * volumeScale;
  }
}

/** The market factor's shocks for the history, shared by every symbol (index 0 = latest). */
export function factorShocks(seed: number, minutes: number): Float64Array {
  const rng = createRng(streamSeed(seed, 'history', 'factor'));
  const shocks = new Float64Array(minutes);
  for (let k = 0; k < minutes; k++) shocks[k] = rng.normal();
  return shocks;
}

/** Bars of a history whose start lies in [fromMs, toMs], prices scaled by `scale`, volumes by `volumeScale`, oldest first. */
export function* historyBars(
  history: MinuteHistory,
  fromMs: number,
  toMs: number,
  scale = 1,
  volumeScale = 1,
): Generator<Bar> {
  const first = Math.max(0, Math.ceil((fromMs - history.startMs) / MINUTE_MS));
  const last = Math.min(history.length - 1, Math.floor((toMs - history.startMs) / MINUTE_MS));
  for (let i = first; i <= last; i++) {
    yield {
      time: history.startMs + i * MINUTE_MS,
      open: (history.open[i] ?? 0) * scale,
      high: (history.high[i] ?? 0) * scale,
      low: (history.low[i] ?? 0) * scale,
      close: (history.close[i] ?? 0) * scale,
      volume: (history.volume[i] ?? 0) * volumeScale,
    };
  }
}
