import type { EngineCommand } from './commands.ts';

/**
 * Where accepted commands go before the engine acts on them. `append` returns the command's
 * sequence number (1, 2, …). A persistent journal (next: a table written in the same transaction
 * as the command's effects, or a group-committed log) must not let the caller acknowledge a command
 * before its entry is durable.
 */
export interface Journal {
  append(command: EngineCommand): number;
}

export interface JournalEntry {
  seq: number;
  command: EngineCommand;
}

/** The in-memory journal: an array of the very command objects, in order. */
export class MemoryJournal implements Journal {
  readonly #commands: EngineCommand[] = [];

  append(command: EngineCommand): number {
    this.#commands.push(command);
    return this.#commands.length;
  }

  get length(): number {
    return this.#commands.length;
  }

  /** Entries with seq > `after`, oldest first. */
  *entries(after = 0): IterableIterator<JournalEntry> {
    for (let i = after; i < this.#commands.length; i++) {
      yield { seq: i + 1, command: this.#commands[i] as EngineCommand };
    }
  }
}
