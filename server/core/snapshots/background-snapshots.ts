import { Worker } from 'node:worker_threads';
import { type InputJournal, isPrunable } from '../journal/input-journal.ts';
import type { JournalSource } from './journal-follower.ts';
import type { FromWorker, SnapshotWorkerData, ToWorker } from './snapshot-protocol.ts';
import { SnapshotStore } from './snapshot-store.ts';

export interface BackgroundSnapshotOptions<C> {
  /** The module (URL or absolute path) exporting the core's factory, and the export's name. */
  readonly factoryModule: string;
  readonly factoryExport: string;
  /** How the worker reads the journal; `journal` below is the writer it may prune. */
  readonly source: JournalSource;
  readonly journal: InputJournal<C>;
  readonly snapshotDir: string;
  /** Default 20,000 commands (about 1 s of replay for the exchange core on this machine). */
  readonly everyCommands?: number;
  /** Default 30 s. */
  readonly everyMs?: number;
  /** How often an idle worker looks for new journal entries (default 100 ms). */
  readonly pollMs?: number;
  /** Called for each snapshot written (seq, size, time the worker spent writing it). */
  readonly onSnapshot?: (snapshot: { seq: number; bytes: number; ms: number }) => void;
  readonly onError?: (error: Error) => void;
  /** Drop journal segments the snapshots cover (default true; a benchmark keeps them). */
  readonly pruneJournal?: boolean;
}

const workerModule = new URL('./snapshot-worker.ts', import.meta.url).href;
const tsxApi = import.meta.resolve('tsx/esm/api');

/**
 * Runs the snapshot worker (snapshot-worker.ts) beside the live core. Tell it each durable seq
 * (`noteDurable`, e.g. from the sequencer's onApplied): it reads the journal only up to there.
 * After each snapshot, journal segments wholly before the OLDER kept snapshot are dropped (file
 * journal only), so a damaged newest snapshot can still fall back to the one before it.
 */
export class BackgroundSnapshots<C> {
  private readonly worker: Worker;
  private readonly durable: BigInt64Array;
  private readonly store: SnapshotStore;
  private readonly waiting = new Map<number, (seq: number) => void>();
  private nextRequest = 1;
  private readonly ready: Promise<number>;
  private readonly exited: Promise<void>;
  private failure: Error | undefined;

  constructor(
    private readonly options: BackgroundSnapshotOptions<C>,
    durableSeq: number,
  ) {
    const shared = new SharedArrayBuffer(8);
    this.durable = new BigInt64Array(shared);
    Atomics.store(this.durable, 0, BigInt(durableSeq));
    this.store = new SnapshotStore(options.snapshotDir);
    const data: SnapshotWorkerData = {
      factoryModule: options.factoryModule,
      factoryExport: options.factoryExport,
      journal: options.source,
      snapshotDir: options.snapshotDir,
      everyCommands: options.everyCommands ?? 20_000,
      everyMs: options.everyMs ?? 30_000,
      pollMs: options.pollMs ?? 100,
      durableSeq: shared,
    };
    // The worker loads TypeScript like the server does: tsx first, then the worker module.
    const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(workerModule)}); });`;
    this.worker = new Worker(bootstrap, { eval: true, workerData: data });
    let markReady: (seq: number) => void = () => undefined;
    let markFailed: (error: Error) => void = () => undefined;
    this.ready = new Promise<number>((resolve, reject) => {
      markReady = resolve;
      markFailed = reject;
    });
    this.ready.catch(() => undefined);
    this.worker.on('message', (message: FromWorker) => {
      if (message.type === 'ready') markReady(message.seq);
      else if (message.type === 'snapshot') void this.snapshotWritten(message);
      else if (message.type === 'error') {
        this.fail(new Error(`The snapshot worker failed: ${message.message}`));
        markFailed(this.failure as Error);
      }
    });
    this.worker.on('error', (error) => {
      this.fail(error);
      markFailed(error);
    });
    this.exited = new Promise((resolve) => this.worker.once('exit', () => resolve()));
  }

  /** The worker's core seq once it has caught up from the snapshot and the journal at start. */
  whenReady(): Promise<number> {
    return this.ready;
  }

  /** The sequencer made every entry up to `seq` durable. */
  noteDurable(seq: number): void {
    Atomics.store(this.durable, 0, BigInt(seq));
  }

  /** Writes a snapshot as soon as the worker has caught up with the durable seq; resolves its seq. */
  snapshotNow(): Promise<number> {
    if (this.failure !== undefined) return Promise.reject(this.failure);
    const id = this.nextRequest;
    this.nextRequest += 1;
    return new Promise<number>((resolve) => {
      this.waiting.set(id, resolve);
      const seq = Number(Atomics.load(this.durable, 0));
      this.worker.postMessage({ type: 'snapshot-now', id, seq } satisfies ToWorker);
    });
  }

  private async snapshotWritten(message: Extract<FromWorker, { type: 'snapshot' }>): Promise<void> {
    try {
      if (this.options.pruneJournal !== false && isPrunable(this.options.journal)) {
        await this.options.journal.dropThrough(await this.store.oldestKept());
      }
      this.options.onSnapshot?.({ seq: message.seq, bytes: message.bytes, ms: message.ms });
    } catch (error) {
      this.fail(error as Error);
    }
    if (message.id !== undefined) {
      this.waiting.get(message.id)?.(message.seq);
      this.waiting.delete(message.id);
    }
  }

  private fail(error: Error): void {
    this.failure ??= error;
    if (this.options.onError !== undefined) this.options.onError(error);
    else process.emitWarning(error.message);
  }

  /** Stops the worker after the snapshot it may be writing. */
  async stop(): Promise<void> {
    this.worker.postMessage({ type: 'stop' } satisfies ToWorker);
    const timer = setTimeout(() => void this.worker.terminate(), 10_000);
    await this.exited;
    clearTimeout(timer);
  }
}
