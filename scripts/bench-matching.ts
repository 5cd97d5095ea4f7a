import os from 'node:os';
import { createRng } from '../server/modules/market/sim/rng.ts';
import type {
  EngineCommand,
  PlaceCommand,
  Side,
} from '../server/modules/trading/engine/commands.ts';
import { MemoryJournal } from '../server/modules/trading/engine/journal.ts';
import { MatchingEngine } from '../server/modules/trading/engine/matching-engine.ts';
import { type EngineSink, NullSink } from '../server/modules/trading/engine/sink.ts';
import { benchArgs } from './bench-args.ts';

/**
 * `npm run bench:matching [-- --ops 1000000 --levels 100 --runs 3 --sample 4 --seed 1]`
 *
 * One book in process. A workload of 70% limit adds (never crossing: 1 to `levels` ticks behind the
 * other side's best price), 20% cancels of live orders and 10% crossing orders (IOC limits a few
 * ticks through the best price and market orders, half each) is generated once by running it
 * through the engine, then replayed on fresh engines: `runs` times without timers for operations
 * per second (wall clock, and per second of this process's CPU time, which a busy machine does not
 * inflate), and once with every `sample`-th operation timed with process.hrtime.bigint() for the
 * latency percentiles (the cost of a timer pair, measured first, is subtracted). Every run journals
 * to the in-memory journal.
 */
const values = benchArgs({ ops: '1000000', levels: '100', runs: '3', sample: '4', seed: '1' });
const OPS = Number(values.ops);
const LEVELS = Number(values.levels);
const RUNS = Number(values.runs);
const SAMPLE = Number(values.sample);
const SYMBOL = 'BENCH-PERP';
const MID = 1_000_000;
const ORDERS_PER_LEVEL = 10;

const OWNERS = Array.from({ length: 64 }, (_, i) => `trader-${i}`);

type Kind = 0 | 1 | 2; // add, cancel, cross
const KIND_NAMES = ['limit add', 'cancel', 'crossing'] as const;

/** Live resting orders (for picking cancel targets), kept from the engine's own events. */
class LiveOrders extends NullSink {
  readonly ids: number[] = [];
  readonly owners: string[] = [];
  readonly #index = new Map<number, number>();

  add(id: number, owner: string): void {
    this.#index.set(id, this.ids.length);
    this.ids.push(id);
    this.owners.push(owner);
  }
  remove(id: number): void {
    const at = this.#index.get(id);
    if (at === undefined) return;
    const last = this.ids.length - 1;
    const lastId = this.ids[last] as number;
    this.ids[at] = lastId;
    this.owners[at] = this.owners[last] as string;
    this.#index.set(lastId, at);
    this.ids.pop();
    this.owners.pop();
    this.#index.delete(id);
  }
  override fill(
    _s: string,
    _t: number,
    _to: string,
    _ts: Side,
    makerOrderId: number,
    _mo: string,
    _p: number,
    _q: number,
    _tr: number,
    makerRemaining: number,
  ): void {
    if (makerRemaining === 0) this.remove(makerOrderId);
  }
  override cancelled(_s: string, orderId: number): void {
    this.remove(orderId);
  }
}

/** Counts what the engine reports, allocating nothing. */
class CountingSink extends NullSink {
  fills = 0;
  filledLots = 0;
  cancels = 0;
  rejects = 0;
  override rejected(): void {
    this.rejects++;
  }
  override fill(
    _s: string,
    _t: number,
    _to: string,
    _ts: Side,
    _m: number,
    _mo: string,
    _p: number,
    qty: number,
  ): void {
    this.fills++;
    this.filledLots += qty;
  }
  override cancelled(): void {
    this.cancels++;
  }
}

function generate(seed: number): {
  prefill: EngineCommand[];
  ops: EngineCommand[];
  kinds: Uint8Array;
} {
  const random = createRng(seed).uniform;
  const live = new LiveOrders();
  const engine = new MatchingEngine(new MemoryJournal(), live);
  let nextId = 1;
  const place = (owner: string, side: Side, price: number, qty: number): PlaceCommand => ({
    type: 'place',
    symbol: SYMBOL,
    orderId: nextId++,
    owner,
    side,
    orderType: 'limit',
    timeInForce: 'GTC',
    price,
    qty,
  });
  const prefill: EngineCommand[] = [{ type: 'list', symbol: SYMBOL }];
  engine.execute(prefill[0] as EngineCommand);
  for (let level = 1; level <= LEVELS; level++) {
    for (let k = 0; k < ORDERS_PER_LEVEL; k++) {
      for (const side of ['BUY', 'SELL'] as const) {
        const owner = OWNERS[Math.floor(random() * OWNERS.length)] as string;
        const command = place(
          owner,
          side,
          side === 'BUY' ? MID - level : MID + level,
          1 + Math.floor(random() * 10),
        );
        prefill.push(command);
        engine.execute(command);
        live.add(command.orderId, owner);
      }
    }
  }
  const ops: EngineCommand[] = [];
  const kinds = new Uint8Array(OPS);
  for (let i = 0; i < OPS; i++) {
    const roll = random();
    const owner = OWNERS[Math.floor(random() * OWNERS.length)] as string;
    const side: Side = random() < 0.5 ? 'BUY' : 'SELL';
    let command: EngineCommand;
    let kind: Kind;
    if (roll < 0.7 || (roll < 0.9 && live.ids.length === 0)) {
      // 1 to LEVELS ticks behind the other side's best price: it never crosses, and the book
      // keeps about LEVELS levels a side as the price wanders.
      const level = 1 + Math.floor(random() * LEVELS);
      const book = engine.book(SYMBOL);
      const price =
        side === 'BUY'
          ? (book?.bestAsk() ?? MID + 1) - level
          : (book?.bestBid() ?? MID - 1) + level;
      command = place(owner, side, price, 1 + Math.floor(random() * 10));
      kind = 0;
    } else if (roll < 0.9) {
      const at = Math.floor(random() * live.ids.length);
      command = {
        type: 'cancel',
        symbol: SYMBOL,
        orderId: live.ids[at] as number,
        owner: live.owners[at] as string,
      };
      kind = 1;
    } else {
      // Sized so that takes and cancels balance the adds: larger while the book holds more orders
      // than it started with, so its depth stays about where it began.
      const book = engine.book(SYMBOL);
      const fullness = (book?.orderCount ?? 0) / (prefill.length - 1);
      const qty = 1 + Math.floor(random() * 60 * fullness * fullness);
      const best = side === 'BUY' ? book?.bestAsk() : book?.bestBid();
      if (random() < 0.5 || best === undefined) {
        command = { ...place(owner, side, 0, qty), orderType: 'market', timeInForce: 'IOC' };
      } else {
        const through = Math.floor(random() * 5);
        command = {
          ...place(owner, side, side === 'BUY' ? best + through : best - through, qty),
          timeInForce: 'IOC',
        };
      }
      kind = 2;
    }
    ops.push(command);
    kinds[i] = kind;
    const accepted = engine.execute(command);
    if (accepted && command.type === 'place' && command.timeInForce === 'GTC') {
      live.add(command.orderId, owner);
    }
  }
  return { prefill, ops, kinds };
}

function freshEngine(prefill: readonly EngineCommand[], sink: EngineSink): MatchingEngine {
  const engine = new MatchingEngine(new MemoryJournal(), sink);
  for (const command of prefill) engine.execute(command);
  return engine;
}

function throughput(prefill: readonly EngineCommand[], ops: readonly EngineCommand[]) {
  const sink = new CountingSink();
  const engine = freshEngine(prefill, sink);
  const n = ops.length;
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) engine.execute(ops[i] as EngineCommand);
  const ns = Number(process.hrtime.bigint() - start);
  const used = process.cpuUsage(cpu);
  const cpuNs = (used.user + used.system) * 1000;
  return {
    opsPerSecond: (n / ns) * 1e9,
    opsPerCpuSecond: (n / cpuNs) * 1e9,
    sink,
    book: engine.book(SYMBOL),
  };
}

function timerCost(): number {
  const samples = new Float64Array(100_000);
  for (let i = 0; i < samples.length; i++) {
    const t0 = process.hrtime.bigint();
    samples[i] = Number(process.hrtime.bigint() - t0);
  }
  samples.sort();
  return samples[samples.length >> 1] as number;
}

function latencies(
  prefill: readonly EngineCommand[],
  ops: readonly EngineCommand[],
  kinds: Uint8Array,
) {
  const engine = freshEngine(prefill, new CountingSink());
  const n = ops.length;
  const byKind: Float64Array[] = [0, 1, 2].map(() => new Float64Array(Math.ceil(n / SAMPLE)));
  const counts = new Uint32Array(3);
  const all = new Float64Array(Math.ceil(n / SAMPLE));
  let sampled = 0;
  for (let i = 0; i < n; i++) {
    if (i % SAMPLE !== 0) {
      engine.execute(ops[i] as EngineCommand);
      continue;
    }
    const t0 = process.hrtime.bigint();
    engine.execute(ops[i] as EngineCommand);
    const ns = Number(process.hrtime.bigint() - t0);
    all[sampled++] = ns;
    const kind = kinds[i] as Kind;
    const at = counts[kind] as number;
    (byKind[kind] as Float64Array)[at] = ns;
    counts[kind] = at + 1;
  }
  return { all: all.subarray(0, sampled), byKind: byKind.map((a, k) => a.subarray(0, counts[k])) };
}

function percentiles(samples: Float64Array, overhead: number) {
  const sorted = Float64Array.from(samples).sort();
  const at = (q: number) =>
    Math.max(
      0,
      (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number) - overhead,
    );
  return { p50: at(0.5), p99: at(0.99), p999: at(0.999), n: sorted.length };
}

const us = (ns: number) => `${(ns / 1000).toFixed(2)} µs`;

const t0 = Date.now();
const { prefill, ops, kinds } = generate(Number(values.seed));
console.log(
  `bench:matching — ${OPS.toLocaleString('en')} operations on one book, ${LEVELS} levels a side, ` +
    `${prefill.length - 1} orders to start; Node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'}, ` +
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
);
console.log(
  `workload generated (and the engine warmed) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
);

const rates: number[] = [];
const cpuRates: number[] = [];
let last: ReturnType<typeof throughput> | undefined;
for (let run = 0; run < RUNS; run++) {
  last = throughput(prefill, ops);
  rates.push(last.opsPerSecond);
  cpuRates.push(last.opsPerCpuSecond);
  console.log(
    `run ${run + 1}: ${Math.round(last.opsPerSecond).toLocaleString('en')} ops/s wall clock, ` +
      `${Math.round(last.opsPerCpuSecond).toLocaleString('en')} ops per second of CPU time`,
  );
}
rates.sort((a, b) => a - b);
cpuRates.sort((a, b) => a - b);
const mix = [0, 0, 0];
for (const kind of kinds) mix[kind] = (mix[kind] as number) + 1;
console.log(
  `throughput: best ${Math.round(rates[rates.length - 1] as number).toLocaleString('en')} ops/s, ` +
    `median ${Math.round(rates[rates.length >> 1] as number).toLocaleString('en')} ops/s; ` +
    `per CPU second best ${Math.round(cpuRates[cpuRates.length - 1] as number).toLocaleString('en')} ` +
    `(mix: ${mix.map((m, k) => `${((m / OPS) * 100).toFixed(0)}% ${KIND_NAMES[k]}`).join(', ')}; ` +
    `${last?.sink.fills.toLocaleString('en')} fills; book at the end: ` +
    `${last?.book?.orderCount} orders, ${last?.book?.bids.levelCount}+${last?.book?.asks.levelCount} levels)`,
);
const overhead = timerCost();
const lat = latencies(prefill, ops, kinds);
const row = (name: string, samples: Float64Array) => {
  const p = percentiles(samples, overhead);
  console.log(
    `${name.padEnd(12)} p50 ${us(p.p50)}  p99 ${us(p.p99)}  p99.9 ${us(p.p999)}  (${p.n.toLocaleString('en')} samples)`,
  );
};
console.log(
  `latency per operation, 1 in ${SAMPLE} timed, timer pair cost ${overhead} ns subtracted:`,
);
row('all', lat.all);
for (const [k, samples] of lat.byKind.entries()) row(KIND_NAMES[k] as string, samples);
