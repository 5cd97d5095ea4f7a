import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

/** One measured quantity over a window: count, sum and percentiles, ms (or a count). */
export interface TimingSummary {
  n: number;
  sum: number;
  p50: number;
  p99: number;
  max: number;
}

const MAX_SAMPLES = 400_000;

/**
 * Timing counters of the exchange core's host, for `bench:orders` (off unless CORE_TIMINGS
 * names a file): where an order's answer spends its time, apart (queue wait, journal write, the
 * core's apply, the batch's listeners, the projection's flushes and lag, the session check's
 * database reads, the event loop's delay). `SIGUSR2` writes the window so far to that file and
 * starts a new one. Recording is a push onto an array; with timings off it is one branch.
 */
export class Timings {
  #samples = new Map<string, number[]>();
  #loop = monitorEventLoopDelay({ resolution: 1 });

  constructor() {
    this.#loop.enable();
  }

  record(name: string, value: number): void {
    let samples = this.#samples.get(name);
    if (samples === undefined) {
      samples = [];
      this.#samples.set(name, samples);
    }
    if (samples.length < MAX_SAMPLES) samples.push(value);
  }

  /** The window so far, and a fresh one from now. */
  take(): Record<string, TimingSummary> {
    const out: Record<string, TimingSummary> = {};
    for (const [name, samples] of this.#samples) out[name] = summarise(samples);
    const loop = this.#loop;
    out['loop.delay'] = {
      n: loop.count,
      sum: Number.NaN,
      p50: loop.percentile(50) / 1e6,
      p99: loop.percentile(99) / 1e6,
      max: loop.max / 1e6,
    };
    this.#samples = new Map();
    loop.reset();
    return out;
  }
}

function summarise(samples: number[]): TimingSummary {
  const sorted = Float64Array.from(samples).sort();
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
  let sum = 0;
  for (const x of samples) sum += x;
  return { n: samples.length, sum, p50: at(0.5), p99: at(0.99), max: at(1) };
}

const file = process.env.CORE_TIMINGS;

/**
 * The process's counters, or undefined when CORE_TIMINGS is not set (the normal case). Only the
 * main thread keeps them (signals reach no worker): a worker's figures travel to it in messages.
 */
export const timings: Timings | undefined = file && isMainThread ? new Timings() : undefined;

if (timings !== undefined && file) {
  process.on('SIGUSR2', () => {
    writeFileSync(file, JSON.stringify(timings.take()));
  });
}
