import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';
import type { FlushReport, ProjectedResult } from './core-projector.ts';

/** What the projection thread is started with (its `workerData`). */
export interface ProjectionWorkerData {
  /** The database to write: PostgreSQL's URL, or the PGlite thread's wire URL. */
  readonly url: string;
  readonly name: string;
  readonly maxEntries?: number;
  readonly openingBalances: readonly (readonly [string, number])[];
}

/** From the server's thread to the projection thread. */
export type ToProjection =
  | { readonly type: 'start' }
  /**
   * A durable batch: its entries' seqs and times, the events of the core's results that write
   * rows (projectedEvents), and the units of any instrument the thread has not been told yet
   * (units never change once listed).
   */
  | {
      readonly type: 'batch';
      readonly seqs: readonly number[];
      readonly ats: readonly number[];
      readonly results: readonly ProjectedResult[];
      readonly units: readonly InstrumentUnits[];
    }
  | { readonly type: 'stop' };

/** From the projection thread back. */
export type FromProjection =
  | { readonly type: 'started'; readonly seq: number }
  | { readonly type: 'projected'; readonly seq: number }
  | { readonly type: 'flushed'; readonly flush: FlushReport }
  | { readonly type: 'error'; readonly message: string; readonly attempt: number }
  | { readonly type: 'start-failed'; readonly message: string }
  | { readonly type: 'stopped'; readonly seq: number };
