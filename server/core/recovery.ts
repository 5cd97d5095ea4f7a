import type { CoreFactory, DeterministicCore, Sequenced } from './deterministic-core.ts';
import { type InputJournal, JournalCorruptError } from './journal/input-journal.ts';
import type { SnapshotStore } from './snapshots/snapshot-store.ts';

export interface RecoveryReport {
  /** The seq of the snapshot the core started from (0: a full replay from an empty core). */
  readonly snapshotSeq: number;
  /** Snapshots passed over, newest first, with why. */
  readonly skippedSnapshots: readonly { seq: number; reason: string }[];
  readonly replayedCommands: number;
  readonly seq: number;
  readonly snapshotMs: number;
  readonly replayMs: number;
  readonly totalMs: number;
}

/** The journal and the snapshots cannot be made into one history. */
export class RecoveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecoveryError';
  }
}

export interface RecoveryOptions<C, R> {
  /** Snapshots after this seq are passed over (e.g. a projection that must see the entries after its checkpoint). */
  readonly maxSnapshotSeq?: number;
  /** Called with each replayed entry and what the core answered, in order (e.g. to feed projections). */
  readonly onReplayed?: (entry: Sequenced<C>, result: R) => void;
}

/**
 * The core as it was after the last durable command: the newest snapshot that loads and checks
 * out (a damaged one falls back to the one before it, then to an empty core), plus every journal
 * entry after it, each checked to follow the one before without a gap. Throws RecoveryError if the
 * journal does not continue from the snapshot or ends before it.
 */
export async function recover<C, R, S>(
  factory: CoreFactory<C, R, S>,
  journal: InputJournal<C>,
  snapshots: SnapshotStore | undefined,
  options: RecoveryOptions<C, R> = {},
): Promise<{ core: DeterministicCore<C, R, S>; report: RecoveryReport }> {
  const started = performance.now();
  const skipped: { seq: number; reason: string }[] = [];
  const lastSeq = await journal.lastSeq();
  let core: DeterministicCore<C, R, S> | undefined;
  for (const seq of (await snapshots?.list()) ?? []) {
    if (seq > lastSeq) {
      skipped.push({ seq, reason: `it is ahead of the journal, which ends at seq ${lastSeq}` });
      continue;
    }
    if (options.maxSnapshotSeq !== undefined && seq > options.maxSnapshotSeq) {
      skipped.push({
        seq,
        reason: `it is after seq ${options.maxSnapshotSeq}, the latest allowed`,
      });
      continue;
    }
    try {
      const restored = factory.restore(await (snapshots as SnapshotStore).read<S>(seq));
      if (restored.seq !== seq) throw new Error(`the restored core is at seq ${restored.seq}`);
      core = restored;
      break;
    } catch (error) {
      skipped.push({ seq, reason: (error as Error).message });
    }
  }
  core ??= factory.create();
  const snapshotSeq = core.seq;
  const restoredAt = performance.now();
  let replayed = 0;
  try {
    for await (const entry of journal.read(core.seq)) {
      if (entry.seq !== core.seq + 1) {
        throw new RecoveryError(
          `The journal jumps from seq ${core.seq} to ${entry.seq}` +
            (snapshotSeq === core.seq
              ? ' (the start of the kept journal is after the snapshot).'
              : '.'),
        );
      }
      const result = core.apply(entry);
      options.onReplayed?.(entry, result);
      replayed += 1;
    }
  } catch (error) {
    if (error instanceof JournalCorruptError) throw new RecoveryError(error.message);
    throw error;
  }
  if (core.seq !== lastSeq) {
    throw new RecoveryError(
      `The journal ends at seq ${lastSeq} but replay stopped at ${core.seq}.`,
    );
  }
  const done = performance.now();
  return {
    core,
    report: {
      snapshotSeq,
      skippedSnapshots: skipped,
      replayedCommands: replayed,
      seq: core.seq,
      snapshotMs: restoredAt - started,
      replayMs: done - restoredAt,
      totalMs: done - started,
    },
  };
}
