import type { Clock } from '../clock.ts';
import type { DeterministicCore, Sequenced } from './deterministic-core.ts';
import { type InputJournal, JournalWriteError } from './journal/input-journal.ts';
import { timings } from './timings.ts';

export type AppliedListener<C, R> = (
  entries: readonly Sequenced<C>[],
  results: readonly R[],
) => void;

export interface SequencerOptions<C, R, S> {
  readonly core: DeterministicCore<C, R, S>;
  readonly journal: InputJournal<C>;
  readonly clock: Clock;
  /** The most commands in one journal write (default 1,024); the rest wait for the next. */
  readonly maxBatch?: number;
}

/** The sequencer was stopped, or stopped itself because the core threw. */
export class SequencerStoppedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SequencerStoppedError';
  }
}

/**
 * Puts commands in one order, journals them and only then applies them (natural group commit).
 * While one batch is being made durable, new commands queue; when it is durable its commands
 * are applied to the core in order, each `submit` is answered with the core's result, and the
 * batch goes to the `onApplied` listeners. Then everything that queued (up to `maxBatch`) is the
 * next batch. Nothing of a batch leaves before it is durable.
 *
 * A journal write that fails rejects that batch's commands with a JournalWriteError and applies
 * none of them: the core stays as it was and the next batch is tried (no automatic retry, since a
 * command may not be safe to repeat; the client decides). If the journal cannot even restore its
 * last durable state it refuses every later batch the same way, and a restart recovers.
 * A core that throws from `apply` is a bug that leaves its state unknown: the sequencer stops and
 * rejects everything after it (fail-stop); recovery from the journal replays up to that command.
 */
export class Sequencer<C, R, S> {
  private readonly core: DeterministicCore<C, R, S>;
  private readonly journal: InputJournal<C>;
  private readonly clock: Clock;
  private readonly maxBatch: number;
  private readonly listeners: AppliedListener<C, R>[] = [];
  // Parallel arrays instead of one object per queued command: this is the hot path.
  private commands: C[] = [];
  private resolvers: ((result: R) => void)[] = [];
  private rejecters: ((error: Error) => void)[] = [];
  /** When each queued command came (only with CORE_TIMINGS). */
  private queuedAt: number[] = [];
  private running = false;
  private scheduled = false;
  private lastAt = 0;
  private stopping: Promise<void> | undefined;
  private failure: Error | undefined;
  private drained: (() => void) | undefined;

  constructor(options: SequencerOptions<C, R, S>) {
    this.core = options.core;
    this.journal = options.journal;
    this.clock = options.clock;
    this.maxBatch = options.maxBatch ?? 1024;
    if (!Number.isInteger(this.maxBatch) || this.maxBatch < 1) {
      throw new RangeError('maxBatch must be a whole number of at least 1.');
    }
  }

  /** The seq of the last command applied. */
  get seq(): number {
    return this.core.seq;
  }

  /** Queues a command; resolves with the core's result once its batch is durable and applied. */
  submit(command: C): Promise<R> {
    if (this.failure !== undefined) return Promise.reject(this.failure);
    if (this.stopping !== undefined) {
      return Promise.reject(new SequencerStoppedError('The sequencer is stopping.'));
    }
    return new Promise<R>((resolve, reject) => {
      this.commands.push(command);
      this.resolvers.push(resolve);
      this.rejecters.push(reject);
      if (timings !== undefined) this.queuedAt.push(performance.now());
      if (!this.running && !this.scheduled) {
        // Commands submitted in the same turn of the event loop (one read of many sockets) share
        // the first batch; after that, a batch is whatever queued while the last one was written.
        this.scheduled = true;
        setImmediate(this.kick);
      }
    });
  }

  /** Calls `listener` after each durable batch is applied, before the next batch is written. */
  onApplied(listener: AppliedListener<C, R>): () => void {
    this.listeners.push(listener);
    return () => {
      const index = this.listeners.indexOf(listener);
      if (index >= 0) this.listeners.splice(index, 1);
    };
  }

  /** Refuses new commands, then resolves once every queued one is journaled and answered. */
  stop(): Promise<void> {
    this.stopping ??= new Promise<void>((resolve) => {
      if (!this.running && !this.scheduled && this.commands.length === 0) resolve();
      else this.drained = resolve;
    });
    return this.stopping;
  }

  private readonly kick = (): void => {
    this.scheduled = false;
    if (this.running) return;
    this.running = true;
    void this.run();
  };

  private async run(): Promise<void> {
    while (this.commands.length > 0) {
      let commands = this.commands;
      let resolvers = this.resolvers;
      let rejecters = this.rejecters;
      if (commands.length <= this.maxBatch) {
        this.commands = [];
        this.resolvers = [];
        this.rejecters = [];
      } else {
        commands = commands.splice(0, this.maxBatch);
        resolvers = resolvers.splice(0, this.maxBatch);
        rejecters = rejecters.splice(0, this.maxBatch);
      }
      const entries = this.stamp(commands);
      const began = timings === undefined ? 0 : this.noteQueueWait(commands.length);
      try {
        await this.journal.append(entries);
      } catch (error) {
        const failed =
          error instanceof JournalWriteError
            ? error
            : new JournalWriteError(`The batch was not journaled: ${(error as Error).message}`, {
                cause: error,
              });
        for (const reject of rejecters) reject(failed);
        continue;
      }
      if (timings !== undefined) timings.record('batch.journal', performance.now() - began);
      if (!this.applyBatch(entries, resolvers, rejecters)) break;
    }
    this.running = false;
    if (this.commands.length === 0) {
      this.drained?.();
      this.drained = undefined;
    }
  }

  /** Records how long each of the batch's commands queued; returns the batch's start. */
  private noteQueueWait(count: number): number {
    const now = performance.now();
    const queuedAt = this.queuedAt.splice(0, count);
    for (const at of queuedAt) timings?.record('command.queued', now - at);
    timings?.record('batch.size', count);
    return now;
  }

  private stamp(commands: C[]): Sequenced<C>[] {
    // One time per batch, never earlier than the last: a core may rely on time not going back.
    const now = this.clock.now();
    const at = now > this.lastAt ? now : this.lastAt;
    this.lastAt = at;
    const first = this.core.seq + 1;
    const entries = new Array<Sequenced<C>>(commands.length);
    for (let i = 0; i < commands.length; i += 1) {
      entries[i] = { seq: first + i, at, command: commands[i] as C };
    }
    return entries;
  }

  /** Applies a durable batch and answers it; false if the core threw and the sequencer stopped. */
  private applyBatch(
    entries: Sequenced<C>[],
    resolvers: ((result: R) => void)[],
    rejecters: ((error: Error) => void)[],
  ): boolean {
    const results = new Array<R>(entries.length);
    const began = timings === undefined ? 0 : performance.now();
    let applied = 0;
    let failure: unknown;
    for (; applied < entries.length; applied += 1) {
      try {
        results[applied] = this.core.apply(entries[applied] as Sequenced<C>);
      } catch (error) {
        failure = error;
        break;
      }
    }
    const complete = applied === entries.length;
    const done = complete ? entries : entries.slice(0, applied);
    const answers = complete ? results : results.slice(0, applied);
    const answered = timings === undefined ? 0 : performance.now();
    for (let i = 0; i < applied; i += 1) (resolvers[i] as (result: R) => void)(answers[i] as R);
    if (applied > 0) this.tell(done, answers);
    if (timings !== undefined) {
      timings.record('batch.apply', answered - began);
      timings.record('batch.listeners', performance.now() - answered);
    }
    if (complete) return true;
    this.failStop(failure, (entries[applied] as Sequenced<C>).seq, rejecters.slice(applied));
    return false;
  }

  private tell(entries: readonly Sequenced<C>[], results: readonly R[]): void {
    for (const listener of this.listeners) {
      try {
        listener(entries, results);
      } catch (error) {
        // A listener (a projection, a stream) must not stop the exchange; it reports its own trouble.
        process.emitWarning(`An onApplied listener threw: ${(error as Error).message}`);
      }
    }
  }

  private failStop(error: unknown, seq: number, rejecters: ((error: Error) => void)[]): void {
    this.failure = new SequencerStoppedError(
      `The core failed on seq ${seq} (${(error as Error).message}); the exchange stopped taking commands.`,
      { cause: error },
    );
    for (const reject of rejecters) reject(this.failure);
    for (const reject of this.rejecters) reject(this.failure);
    this.commands = [];
    this.resolvers = [];
    this.rejecters = [];
    this.queuedAt = [];
  }
}
