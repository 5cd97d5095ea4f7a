/**
 * What the sequencer, the input journal, snapshots and recovery need of a core, whatever it
 * computes. A core is pure and synchronous: it is changed only by `apply`, in journal order, and
 * its time comes in the entry (`at`), never from a clock of its own, so that replaying the same
 * entries into a core restored from any snapshot gives the same state and the same results.
 */

/** A command with its place in the journal and its time (epoch ms), assigned by the sequencer. */
export interface Sequenced<C> {
  readonly seq: number;
  readonly at: number;
  readonly command: C;
}

export interface DeterministicCore<C, R, S> {
  /** The sequence of the last entry applied (0 for a new core). */
  readonly seq: number;
  /** Applies the next entry (`entry.seq === seq + 1`) and returns what it did. */
  apply(entry: Sequenced<C>): R;
  /** A deep copy of the whole state, safe to serialise as JSON (no bigint, Map or class). */
  snapshot(): S;
}

export interface CoreFactory<C, R, S> {
  create(): DeterministicCore<C, R, S>;
  /** A core in the state of the snapshot, at its `seq`. */
  restore(snapshot: S): DeterministicCore<C, R, S>;
}
