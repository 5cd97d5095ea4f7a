import type {
  CoreFactory,
  DeterministicCore,
  Sequenced,
} from '../../../server/core/deterministic-core.ts';

/**
 * A tiny deterministic core for the sequencer, journal and recovery tests: named counters, and a
 * running hash of every entry applied (seq, time and command), so two cores agree only if they
 * applied the same entries in the same order.
 */
export type ToyCommand =
  | { readonly op: 'add'; readonly key: string; readonly amount: number }
  | { readonly op: 'reset'; readonly key: string }
  /** Makes `apply` throw: a core bug, for the sequencer's fail-stop. */
  | { readonly op: 'explode' };

export interface ToyResult {
  readonly seq: number;
  readonly key: string;
  readonly value: number;
}

export interface ToyState {
  seq: number;
  lastAt: number;
  hash: number;
  counters: Record<string, number>;
}

function fnv1a(hash: number, text: string): number {
  let h = hash;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

class ToyCore implements DeterministicCore<ToyCommand, ToyResult, ToyState> {
  constructor(private readonly state: ToyState) {}

  get seq(): number {
    return this.state.seq;
  }

  apply(entry: Sequenced<ToyCommand>): ToyResult {
    if (entry.seq !== this.state.seq + 1) {
      throw new Error(`Toy core at seq ${this.state.seq} was given seq ${entry.seq}.`);
    }
    const { command } = entry;
    if (command.op === 'explode') throw new Error('The toy core exploded, as asked.');
    const value =
      command.op === 'add' ? (this.state.counters[command.key] ?? 0) + command.amount : 0;
    this.state.counters[command.key] = value;
    this.state.seq = entry.seq;
    this.state.lastAt = entry.at;
    this.state.hash = fnv1a(this.state.hash, `${entry.seq}|${entry.at}|${JSON.stringify(command)}`);
    return { seq: entry.seq, key: command.key, value };
  }

  snapshot(): ToyState {
    return { ...this.state, counters: { ...this.state.counters } };
  }
}

export const toyCoreFactory: CoreFactory<ToyCommand, ToyResult, ToyState> = {
  create: () => new ToyCore({ seq: 0, lastAt: 0, hash: 0x811c9dc5, counters: {} }),
  restore: (snapshot) => new ToyCore({ ...snapshot, counters: { ...snapshot.counters } }),
};
