import type { JournalSource } from './journal-follower.ts';

/** What the snapshot worker is started with (workerData). */
export interface SnapshotWorkerData {
  /** A module URL (or absolute path) that exports the core's factory. */
  readonly factoryModule: string;
  /** The factory's export name in that module. */
  readonly factoryExport: string;
  readonly journal: JournalSource;
  readonly snapshotDir: string;
  /** Write a snapshot once this many commands were applied since the last one… */
  readonly everyCommands: number;
  /** …or once this much time passed with at least one new command. */
  readonly everyMs: number;
  readonly pollMs: number;
  /** One BigInt64 slot: the last durable seq, written by the sequencer's thread. */
  readonly durableSeq: SharedArrayBuffer;
}

export type ToWorker =
  /** Write a snapshot once the worker's core has reached `seq` (the durable seq when asked). */
  | { readonly type: 'snapshot-now'; readonly id: number; readonly seq: number }
  | { readonly type: 'stop' };

export type FromWorker =
  | { readonly type: 'ready'; readonly seq: number; readonly recoveryMs: number }
  | {
      readonly type: 'snapshot';
      readonly seq: number;
      readonly bytes: number;
      readonly ms: number;
      /** Set when written because of a `snapshot-now` request. */
      readonly id?: number;
    }
  | { readonly type: 'error'; readonly message: string }
  | { readonly type: 'stopped' };
