import type { EventLog } from './engine/event-log.ts';
import { MatchingEngine } from './engine/matching-engine.ts';
import type { DatabaseJournal } from './persistent-journal.ts';

/**
 * The desk's matching engine and the counter that numbers its orders, with one owner: placement,
 * the market maker and the option books reach the engine through it, and a rebuild replaces the
 * engine and the counter together.
 */
export class DeskEngine {
  readonly journal: DatabaseJournal;
  readonly log: EventLog;
  #engine: MatchingEngine;
  #nextOrderId = 1;

  constructor(journal: DatabaseJournal, log: EventLog) {
    this.journal = journal;
    this.log = log;
    this.#engine = new MatchingEngine(journal, log);
  }

  /** The engine in use (a rebuild replaces it). */
  get current(): MatchingEngine {
    return this.#engine;
  }

  /** Takes the next order id. */
  nextOrderId(): number {
    return this.#nextOrderId++;
  }

  /** Puts a rebuilt engine in place; its next order is numbered `nextOrderId`. */
  replace(engine: MatchingEngine, nextOrderId: number): void {
    this.#engine = engine;
    this.#nextOrderId = nextOrderId;
  }
}
