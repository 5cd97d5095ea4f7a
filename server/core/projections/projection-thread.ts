import { Worker } from 'node:worker_threads';
import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';
import { isHouse } from '../accounts.ts';
import type { CoreEvent, CoreResult } from '../core-events.ts';
import { timings } from '../timings.ts';
import type { FlushReport, ProjectedEntry, ProjectedResult } from './core-projector.ts';
import { ProjectionProgress } from './projection-progress.ts';
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
  return result.events.filter((event) => {
    if (event.type === 'transaction') return true;
    const trader = traderOf(event);
    return trader !== undefined && !isHouse(trader);
  });
}

/** The trader an order, fill, position or notice event is about; undefined for other events. */
function traderOf(event: CoreEvent): string | undefined {
  switch (event.type) {
    case 'order':
      return event.order.userId;
    case 'fill':
      return event.fill.userId;
    case 'position':
      return event.position.userId;
    case 'notice':
      return event.notice.userId;
    default:
      return undefined;
  }
}

/**
 * The exchange core's projection (CoreProjector) run on a worker thread with its own database
 * connection: the sequencer's `onApplied` only posts the batch's results, and the rows, SQL,
 * protocol and answers of every flush cost the thread that answers traders nothing. Same
 * contract as CoreProjector: `start` gives the checkpoint, `enqueue` never waits, `waitFor(seq)`
 * resolves once the read tables hold `seq` (the thread says so after each commit), `stop`
 * resolves once every queued entry is written.
 */
export class ProjectionThread extends ProjectionProgress {
  readonly #worker: Worker;
  readonly #units: UnitsOf;
  readonly #name: string;
  readonly #onError: (error: Error, attempt: number) => void;
  readonly #onFlushed: ((flush: FlushReport) => void) | undefined;
  readonly #sentUnits = new Set<string>();
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
    super();
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

  start(): Promise<number> {
    this.#started ??= new Promise<number>((resolve, reject) => {
      if (this.#failure !== undefined) return reject(this.#failure);
      this.#onStarted = (seq) => {
        this.begin(seq);
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
      if (!this.feed(entry.seq)) continue;
      seqs.push(entry.seq);
      ats.push(entry.at);
      kept.push({ events: projectedEvents(results[i] as CoreResult) });
      if (timings !== undefined) this.#sent.push(entry);
    }
    if (seqs.length === 0) return;
    this.#post({ type: 'batch', seqs, ats, results: kept, units: this.#newUnits(kept) });
  }

  waitFor(seq: number): Promise<void> {
    return this.waitUntil(
      seq,
      () =>
        this.#failure ??
        (this.#stopped
          ? new Error(`Projection ${this.#name} stopped before seq ${seq}.`)
          : undefined),
    );
  }

  stop(): Promise<void> {
    this.#stopping ??= new Promise<void>((resolve) => {
      this.#onStopped = () => {
        this.#stopped = true;
        this.rejectWaiters(() => new Error(`Projection ${this.#name} stopped.`));
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
        this.#settle(message.seq);
        break;
      case 'flushed':
        this.lagMs = message.flush.lagMs;
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
        this.#settle(message.seq);
        this.#ending = true;
        void this.#worker.terminate();
        break;
    }
  }

  #settle(seq: number): void {
    this.committed(seq);
    if (timings !== undefined && this.#sent.length > 0) {
      const now = Date.now();
      let done = 0;
      while (
        done < this.#sent.length &&
        (this.#sent[done] as ProjectedEntry).seq <= this.projectedSeq
      ) {
        timings.record('projection.lag', now - (this.#sent[done] as ProjectedEntry).at);
        done += 1;
      }
      this.#sent = this.#sent.slice(done);
    }
  }

  #post(message: ToProjection): void {
    this.#worker.postMessage(message);
  }

  #fail(error: Error): void {
    if (this.#failure !== undefined) return;
    this.#failure = error;
    this.#onStartFailed?.(error);
    this.#onError(error, 0);
    this.rejectWaiters(() => error);
  }
}
