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

const JOURNAL_CHUNK = 4096;

/**
 * The in-memory journal: the very command objects, in order, in fixed-size chunks, so that a long
 * journal grows by one small array at a time instead of copying (and making the collector rescan)
 * one ever larger array.
 */
export class MemoryJournal implements Journal {
  #current: EngineCommand[] = [];
  readonly #chunks: EngineCommand[][] = [this.#current];
  #length = 0;

  append(command: EngineCommand): number {
    if (this.#current.length === JOURNAL_CHUNK) {
      this.#current = [];
      this.#chunks.push(this.#current);
    }
    this.#current.push(command);
    this.#length += 1;
    return this.#length;
  }

  get length(): number {
    return this.#length;
  }

  /** Entries with seq > `after`, oldest first. */
  *entries(after = 0): IterableIterator<JournalEntry> {
    for (let i = after; i < this.#length; i++) {
      const command = (this.#chunks[Math.floor(i / JOURNAL_CHUNK)] as EngineCommand[])[
        i % JOURNAL_CHUNK
      ];
      yield { seq: i + 1, command: command as EngineCommand };
    }
  }
}
