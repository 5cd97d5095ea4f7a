import type { Db } from '../../db/index.ts';
import type { CoreCommand } from '../core-commands.ts';
import type { CoreResult } from '../core-events.ts';
import type { Sequenced } from '../deterministic-core.ts';
import { timings } from '../timings.ts';
import {
  advanceCheckpoint,
  createCheckpoint,
  lockCheckpoint,
  readCheckpoint,
} from './checkpoint.ts';
import { writeLedger } from './ledger-writes.ts';
import { ProjectionProgress } from './projection-progress.ts';
import { RowBuilder, type UnitsOf } from './projection-rows.ts';
import { planEachLookup, TableStatistics } from './table-statistics.ts';
import { writeTrading } from './trading-writes.ts';

export interface ProjectorOptions {
  readonly db: Db;
  /** The core's units of an instrument (`core.units`): ticks and lots become USD and coins. */
  readonly units: UnitsOf;
  /** The checkpoint row's name (default `core`). */
  readonly name?: string;
  /**
   * The most journal entries one flush writes (default 128, about 1,200 events: measured the
   * fastest on both databases, and a PGlite flush holds the server's one thread ~0.1 s, not 2 s
   * as 2,048 did); the rest wait for the next.
   */
  readonly maxEntries?: number;
  /** Balances a new core starts with, before its first entry (see createCheckpoint). */
  readonly openingBalances?: readonly (readonly [string, number])[];
  /** Epoch ms now (default Date.now): for the lag. */
  readonly now?: () => number;
  /** Backoff of a failed flush: the first wait and the longest (default 20 ms and 2 s). */
  readonly retryMs?: { readonly first: number; readonly max: number };
  /** Told each failed flush (default: a process warning); the flush is retried. */
  readonly onError?: (error: Error, attempt: number) => void;
  /** Told each committed flush: how many entries and events, its lag and how long it took. */
  readonly onFlushed?: (flush: FlushReport) => void;
  /** Told each time the projected seq moves (a flush, or a start at a later checkpoint). */
  readonly onProjected?: (seq: number) => void;
}

/** What a projection needs of a journal entry: its place and time (not its command). */
export type ProjectedEntry = Pick<Sequenced<CoreCommand>, 'seq' | 'at'>;

/** What a projection needs of the core's result: its events (not the caller's answer). */
export type ProjectedResult = Pick<CoreResult, 'events'>;

export interface FlushReport {
  readonly entries: number;
  readonly events: number;
  readonly lastSeq: number;
  /** From the earliest entry's `at` to the commit, ms. */
  readonly lagMs: number;
  readonly durationMs: number;
}

interface Pending {
  readonly entry: ProjectedEntry;
  readonly result: ProjectedResult;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Writes the core's events into the read tables (orders, fills, positions, the ledger, the
 * wallet's transactions, the order stream's notices). `enqueue` only buffers, so the sequencer's
 * `onApplied` costs nothing on the answer's path; flushes run one at a time, each taking whatever
 * queued while the last one ran (natural batching, capped), in ONE database transaction that also
 * advances the checkpoint row, skipping entries at or below it: an entry fed twice (a replay after
 * a crash) takes effect once. A flush that fails rolls back whole and is retried with backoff,
 * its entries kept in order. `waitFor(seq)` gives read-your-writes.
 */
export class CoreProjector extends ProjectionProgress {
  readonly #db: Db;
  readonly #units: UnitsOf;
  readonly #name: string;
  readonly #maxEntries: number;
  readonly #opening: readonly (readonly [string, number])[];
  readonly #now: () => number;
  readonly #retry: { readonly first: number; readonly max: number };
  readonly #onError: (error: Error, attempt: number) => void;
  readonly #onFlushed: ((flush: FlushReport) => void) | undefined;
  readonly #onProjected: ((seq: number) => void) | undefined;
  #queue: Pending[] = [];
  #started = false;
  #stopped = false;
  #pumping: Promise<void> | undefined;
  readonly #statistics = new TableStatistics();

  constructor(options: ProjectorOptions) {
    super();
    this.#db = options.db;
    this.#units = options.units;
    this.#name = options.name ?? 'core';
    this.#maxEntries = options.maxEntries ?? 128;
    this.#opening = options.openingBalances ?? [];
    this.#now = options.now ?? Date.now;
    this.#retry = options.retryMs ?? { first: 20, max: 2000 };
    this.#onError =
      options.onError ??
      ((error, attempt) =>
        process.emitWarning(`Projection ${this.#name}: flush ${attempt} failed: ${error.message}`));
    this.#onFlushed = options.onFlushed;
    this.#onProjected = options.onProjected;
    if (!Number.isInteger(this.#maxEntries) || this.#maxEntries < 1) {
      throw new RangeError('maxEntries must be a whole number of at least 1.');
    }
  }

  /**
   * Reads the checkpoint (creating it, with the opening balances, the first time), then flushes
   * what is queued. Returns the checkpoint: recovery replays the journal after it into `enqueue`.
   */
  async start(): Promise<number> {
    if (this.#started) return this.projectedSeq;
    let seq = await readCheckpoint(this.#db, this.#name);
    if (seq === undefined) {
      await createCheckpoint(this.#db, this.#name, this.#opening, new Date(this.#now()));
      seq = (await readCheckpoint(this.#db, this.#name)) ?? 0;
    }
    this.begin(seq);
    this.#started = true;
    this.#settleWaiters(seq);
    this.#kick();
    return seq;
  }

  /** Buffers a durable batch's entries and results (the sequencer's onApplied); never waits. */
  enqueue(entries: readonly ProjectedEntry[], results: readonly ProjectedResult[]): void {
    if (this.#stopped) throw new Error(`Projection ${this.#name} is stopped.`);
    for (let i = 0; i < entries.length; i += 1) {
      const entry = entries[i] as ProjectedEntry;
      // Already written (a replay from before the checkpoint): nothing to do.
      if (!this.feed(entry.seq)) continue;
      this.#queue.push({ entry, result: results[i] as ProjectedResult });
    }
    this.#kick();
  }

  /** Resolves once the read tables hold every event up to `seq` (read-your-writes). */
  waitFor(seq: number): Promise<void> {
    return this.waitUntil(seq, () =>
      this.#stopped && this.#pumping === undefined
        ? new Error(`Projection ${this.#name} stopped before seq ${seq}.`)
        : undefined,
    );
  }

  /** Takes no more entries and resolves once every queued one is written. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#started) this.#kick();
    while (this.#pumping !== undefined) await this.#pumping;
    this.rejectWaiters((seq) => new Error(`Projection ${this.#name} stopped before seq ${seq}.`));
  }

  #kick(): void {
    if (!this.#started || this.#pumping !== undefined || this.#queue.length === 0) return;
    this.#pumping = this.#pump().finally(() => {
      this.#pumping = undefined;
      // Entries that arrived as the last flush ended.
      this.#kick();
    });
  }

  async #pump(): Promise<void> {
    let attempt = 0;
    while (this.#queue.length > 0) {
      const batch =
        this.#queue.length <= this.#maxEntries
          ? this.#queue
          : this.#queue.slice(0, this.#maxEntries);
      this.#queue = this.#queue.length <= this.#maxEntries ? [] : this.#queue.slice(batch.length);
      try {
        await this.#flush(batch);
        attempt = 0;
      } catch (error) {
        attempt += 1;
        // Back to the front, in order: the next try writes the same entries (and what came since).
        this.#queue = batch.concat(this.#queue);
        this.#onError(error as Error, attempt);
        await sleep(Math.min(this.#retry.max, this.#retry.first * 2 ** (attempt - 1)));
      }
    }
  }

  async #flush(batch: readonly Pending[]): Promise<void> {
    const started = this.#now();
    const name = this.#name;
    const outcome = await this.#db.transaction().execute(async (trx) => {
      const checkpoint = await lockCheckpoint(trx, name);
      const builder = new RowBuilder(this.#units);
      let last = checkpoint;
      let earliest = Number.POSITIVE_INFINITY;
      let entries = 0;
      for (const { entry, result } of batch) {
        if (entry.seq <= last) continue;
        // The rows are built from the events alone.
        builder.add(result as CoreResult);
        last = entry.seq;
        entries += 1;
        if (entry.at < earliest) earliest = entry.at;
      }
      if (entries === 0) return { last: checkpoint, entries, events: 0, earliest };
      const rows = builder.finish();
      if (this.#statistics.outgrows(rows.events)) await planEachLookup(trx);
      await writeLedger(trx, rows);
      await writeTrading(trx, rows);
      await advanceCheckpoint(trx, name, last);
      return { last, entries, events: rows.events, earliest };
    });
    const committed = this.#now();
    if (timings !== undefined && outcome.entries > 0) {
      timings.record('projection.flush', committed - started);
      timings.record('projection.entries', outcome.entries);
      for (const { entry } of batch) timings.record('projection.lag', committed - entry.at);
    }
    if (outcome.entries > 0) {
      this.lagMs = Math.max(0, committed - outcome.earliest);
      this.#onFlushed?.({
        entries: outcome.entries,
        events: outcome.events,
        lastSeq: outcome.last,
        lagMs: this.lagMs,
        durationMs: committed - started,
      });
    }
    this.#settleWaiters(outcome.last);
    if (this.#statistics.note(outcome.events)) {
      // Outside the flush's transaction and after its readers are told: a failure costs a warning.
      await this.#statistics.analyze(this.#db).catch((error: Error) => this.#onError(error, 0));
    }
  }

  #settleWaiters(seq: number): void {
    this.committed(seq);
    this.#onProjected?.(this.projectedSeq);
  }
}
