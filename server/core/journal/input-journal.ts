import type { Sequenced } from '../deterministic-core.ts';

/**
 * The input journal: every command the core applies, in order, written before it is applied.
 * Replaying it into a new core (or one restored from a snapshot) gives the live core's state.
 */
export interface InputJournal<C> {
  /**
   * Writes one batch (contiguous seqs, following `lastSeq()`); resolves only once the batch is
   * durable, and rejects with nothing of the batch visible to a later `read`.
   */
  append(batch: readonly Sequenced<C>[]): Promise<void>;
  /** Every entry with `seq > afterSeq`, in order. */
  read(afterSeq: number): AsyncIterable<Sequenced<C>>;
  /** The seq of the last durable entry (0 for an empty journal). */
  lastSeq(): Promise<number>;
  close(): Promise<void>;
}

/** A journal whose oldest entries may be dropped once a snapshot covers them. */
export interface PrunableJournal<C> extends InputJournal<C> {
  /** Removes stored entries up to `seq` where the storage allows it (whole segments only). */
  dropThrough(seq: number): Promise<number>;
}

export function isPrunable<C>(journal: InputJournal<C>): journal is PrunableJournal<C> {
  return typeof (journal as Partial<PrunableJournal<C>>).dropThrough === 'function';
}

/** A batch that was not made durable: none of its commands was applied. */
export class JournalWriteError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'JournalWriteError';
  }
}

/** The journal's contents break the order recovery relies on (a gap, an overlap, a bad record). */
export class JournalCorruptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JournalCorruptError';
  }
}

/** Throws unless `batch` is non-empty and its seqs run on from `lastSeq` without a gap. */
export function checkBatchFollows<C>(batch: readonly Sequenced<C>[], lastSeq: number): void {
  if (batch.length === 0) throw new JournalWriteError('An empty batch cannot be journaled.');
  for (let i = 0; i < batch.length; i += 1) {
    const entry = batch[i] as Sequenced<C>;
    if (entry.seq !== lastSeq + 1 + i) {
      throw new JournalWriteError(
        `Batch entry ${i} has seq ${entry.seq}; the journal expects ${lastSeq + 1 + i}.`,
      );
    }
  }
}
