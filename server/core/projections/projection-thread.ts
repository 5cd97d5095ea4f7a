import { Worker } from 'node:worker_threads';
import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';
import { isHouse } from '../accounts.ts';
import type { CoreEvent, CoreResult } from '../core-events.ts';
import { timings } from '../timings.ts';
import type { FlushReport, ProjectedEntry, ProjectedResult } from './core-projector.ts';
import type { FromProjection, ProjectionWorkerData, ToProjection } from './projection-protocol.ts';
import type { UnitsOf } from './projection-rows.ts';

const workerModule = new URL('./projection-worker.ts', import.meta.url).href;
const tsxApi = import.meta.resolve('tsx/esm/api');

export interface ProjectionThreadOptions {
  /** The database the thread writes: PostgreSQL's URL, or the PGlite thread's wire URL. */
  readonly url: string;
  /** The core's units of an instrument (`core.units`), sent to the thread with its first batch. */
  readonly units: UnitsOf;
  readonly name?: string;
  readonly maxEntries?: number;
  readonly openingBalances?: readonly (readonly [string, number])[];
  readonly onError?: (error: Error, attempt: number) => void;
  readonly onFlushed?: (flush: FlushReport) => void;
}

/**
 * The events of a result that write rows (RowBuilder): every ledger transaction, and the orders,
 * fills, positions and notices of traders. The house's own orders, fills and positions (the
 * market maker requotes on every tick), book levels, trades and the answer are left out: copying
 * them to the thread was most of what posting a batch cost.
 */
function projectedEvents(result: CoreResult): CoreEvent[] {
  const out: CoreEvent[] = [];
  for (const event of result.events) {
    switch (event.type) {
      case 'transaction':
        out.push(event);
        break;
      case 'order':
        if (!isHouse(event.order.userId)) out.push(event);
        break;
      case 'fill':
        if (!isHouse(event.fill.userId)) out.push(event);
        break;
      case 'position':
        if (!isHouse(event.position.userId)) out.push(event);
        break;
      case 'notice':
        if (!isHouse(event.notice.userId)) out.push(event);
        break;
      default:
        break;
    }
  }
  return out;
}

interface Waiter {
  readonly seq: number;
  readonly resolve: () => void;
  readonly reject: (error: Error) => void;
}

/**
 * The exchange core's projection (CoreProjector) run on a worker thread with its own database
 * connection: the sequencer's `onApplied` only posts the batch's results, and the rows, SQL,
 * protocol and answers of every flush cost the thread that answers traders nothing. Same
 * contract as CoreProjector: `start` gives the checkpoint, `enqueue` never waits, `waitFor(seq)`
 * resolves once the read tables hold `seq` (the thread says so after each commit), `stop`
 * resolves once every queued entry is written.
 */
export class ProjectionThread {
  readonly #worker: Worker;
  readonly #units: UnitsOf;
  readonly #name: string;
  readonly #onError: (error: Error, attempt: number) => void;
  readonly #onFlushed: ((flush: FlushReport) => void) | undefined;
  readonly #sentUnits = new Set<string>();
  #waiters: Waiter[] = [];
  #projected = 0;
  #enqueued = 0;
  #lag = 0;
  #started: Promise<number> | undefined;
  #stopping: Promise<void> | undefined;
  #failure: Error | undefined;
  #onStarted: ((seq: number) => void) | undefined;
  #onStartFailed: ((error: Error) => void) | undefined;
  #onStopped: (() => void) | undefined;
  /** Set once the thread is told to end: its exit is then no failure. */
  #ending = false;
  #stopped = false;
  /** With CORE_TIMINGS: each sent entry's seq and time, for its lag once projected. */
  #sent: ProjectedEntry[] = [];

  constructor(options: ProjectionThreadOptions) {
    this.#units = options.units;
    this.#name = options.name ?? 'core';
    this.#onError =
      options.onError ??
      ((error, attempt) =>
        process.emitWarning(`Projection ${this.#name}: flush ${attempt} failed: ${error.message}`));
    this.#onFlushed = options.onFlushed;
    const data: ProjectionWorkerData = {
      url: options.url,
      name: this.#name,
      openingBalances: options.openingBalances ?? [],
      ...(options.maxEntries === undefined ? {} : { maxEntries: options.maxEntries }),
    };
    // The worker loads TypeScript like the server does: tsx first, then the worker module.
    const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(workerModule)}); });`;
    this.#worker = new Worker(bootstrap, { eval: true, workerData: data });
    this.#worker.on('message', (message: FromProjection) => this.#receive(message));
    this.#worker.on('error', (error) => this.#fail(error));
    this.#worker.on('exit', (code) => {
      if (!this.#ending) this.#fail(new Error(`The projection thread exited with ${code}`));
      this.#onStopped?.();
    });
  }

  get projectedSeq(): number {
    return this.#projected;
  }

  get enqueuedSeq(): number {
    return this.#enqueued;
  }

  get lagMs(): number {
    return this.#lag;
  }

  start(): Promise<number> {
    this.#started ??= new Promise<number>((resolve, reject) => {
      if (this.#failure !== undefined) return reject(this.#failure);
      this.#onStarted = (seq) => {
        this.#projected = Math.max(this.#projected, seq);
        this.#enqueued = Math.max(this.#enqueued, seq);
        resolve(seq);
      };
      this.#onStartFailed = reject;
      this.#post({ type: 'start' });
    });
    return this.#started;
  }

  enqueue(entries: readonly ProjectedEntry[], results: readonly CoreResult[]): void {
    if (this.#stopping !== undefined) throw new Error(`Projection ${this.#name} is stopped.`);
    const seqs: number[] = [];
    const ats: number[] = [];
    const kept: ProjectedResult[] = [];
    for (let i = 0; i < entries.length; i += 1) {
      const entry = entries[i] as ProjectedEntry;
      if (entry.seq <= this.#projected) continue;
      seqs.push(entry.seq);
      ats.push(entry.at);
      kept.push({ events: projectedEvents(results[i] as CoreResult) });
      if (entry.seq > this.#enqueued) this.#enqueued = entry.seq;
      if (timings !== undefined) this.#sent.push(entry);
    }
    if (seqs.length === 0) return;
    this.#post({ type: 'batch', seqs, ats, results: kept, units: this.#newUnits(kept) });
  }

  waitFor(seq: number): Promise<void> {
    if (seq <= this.#projected) return Promise.resolve();
    if (this.#failure !== undefined) return Promise.reject(this.#failure);
    if (this.#stopped) {
      return Promise.reject(new Error(`Projection ${this.#name} stopped before seq ${seq}.`));
    }
    return new Promise<void>((resolve, reject) => {
      this.#waiters.push({ seq, resolve, reject });
    });
  }

  stop(): Promise<void> {
    this.#stopping ??= new Promise<void>((resolve) => {
      this.#onStopped = () => {
        this.#stopped = true;
        this.#rejectWaiters(new Error(`Projection ${this.#name} stopped.`));
        resolve();
      };
      if (this.#failure !== undefined) {
        this.#ending = true;
        void this.#worker.terminate();
        return;
      }
      this.#post({ type: 'stop' });
    });
    return this.#stopping;
  }

  /** The units of the instruments these results name that the thread has not been told yet. */
  #newUnits(results: readonly ProjectedResult[]): InstrumentUnits[] {
    const out: InstrumentUnits[] = [];
    for (const result of results) {
      for (const event of result.events) {
        const symbol =
          event.type === 'order'
            ? event.order.symbol
            : event.type === 'fill'
              ? event.fill.symbol
              : event.type === 'notice'
                ? event.notice.symbol
                : undefined;
        if (symbol === undefined || this.#sentUnits.has(symbol)) continue;
        const units = this.#units(symbol);
        if (units === undefined) continue;
        this.#sentUnits.add(symbol);
        out.push(units);
      }
    }
    return out;
  }

  #receive(message: FromProjection): void {
    switch (message.type) {
      case 'started':
        this.#onStarted?.(message.seq);
        break;
      case 'start-failed':
        this.#onStartFailed?.(new Error(message.message));
        break;
      case 'projected':
        this.#projected = Math.max(this.#projected, message.seq);
        this.#settle();
        break;
      case 'flushed':
        this.#lag = message.flush.lagMs;
        if (timings !== undefined) {
          timings.record('projection.flush', message.flush.durationMs);
          timings.record('projection.entries', message.flush.entries);
        }
        this.#onFlushed?.(message.flush);
        break;
      case 'error':
        this.#onError(new Error(message.message), message.attempt);
        break;
      case 'stopped':
        this.#projected = Math.max(this.#projected, message.seq);
        this.#settle();
        this.#ending = true;
        void this.#worker.terminate();
        break;
    }
  }

  #settle(): void {
    if (timings !== undefined && this.#sent.length > 0) {
      const now = Date.now();
      let done = 0;
      while (
        done < this.#sent.length &&
        (this.#sent[done] as ProjectedEntry).seq <= this.#projected
      ) {
        timings.record('projection.lag', now - (this.#sent[done] as ProjectedEntry).at);
        done += 1;
      }
      this.#sent = this.#sent.slice(done);
    }
    if (this.#waiters.length === 0) return;
    const still: Waiter[] = [];
    for (const waiter of this.#waiters) {
      if (waiter.seq <= this.#projected) waiter.resolve();
      else still.push(waiter);
    }
    this.#waiters = still;
  }

  #post(message: ToProjection): void {
    this.#worker.postMessage(message);
  }

  #fail(error: Error): void {
    if (this.#failure !== undefined) return;
    this.#failure = error;
    this.#onStartFailed?.(error);
    this.#onError(error, 0);
    this.#rejectWaiters(error);
  }

  #rejectWaiters(error: Error): void {
    for (const waiter of this.#waiters) waiter.reject(error);
    this.#waiters = [];
  }
}
