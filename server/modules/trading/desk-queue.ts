/** A command waiting in the desk's queue: `batchable` ones may share a transaction. */
export interface DeskJob {
  readonly batchable: boolean;
  /** The trader whose available balance the command may hold from (locked for its batch). */
  readonly userId: string | undefined;
  /** Runs the command's work (inside a batch's transaction when it is in one). */
  readonly run: () => Promise<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * The desk's single queue, with group commit: the batchable commands that are waiting when the
 * desk gets free are handed to `runBatch` together (at most `maxBatch`, in arrival order); any
 * other command runs on its own, in its place in the order. `runBatch` answers every job.
 */
export class DeskQueue {
  readonly #jobs: DeskJob[] = [];
  readonly #runBatch: (jobs: DeskJob[]) => Promise<void>;
  readonly #maxBatch: number;
  #draining = false;

  constructor(runBatch: (jobs: DeskJob[]) => Promise<void>, maxBatch: number) {
    this.#runBatch = runBatch;
    this.#maxBatch = maxBatch;
  }

  push<T>(run: () => Promise<T>, batchable: boolean, userId?: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const settle = resolve as (value: unknown) => void;
      this.#jobs.push({ batchable, userId, run, resolve: settle, reject });
      if (!this.#draining) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#draining = true;
    try {
      while (this.#jobs.length > 0) {
        const head = this.#jobs[0] as DeskJob;
        let count = 1;
        if (head.batchable) {
          while (
            count < this.#jobs.length &&
            count < this.#maxBatch &&
            (this.#jobs[count] as DeskJob).batchable
          )
            count += 1;
        }
        const batch = this.#jobs.splice(0, count);
        if (head.batchable) {
          await this.#runBatch(batch).catch((error: unknown) => {
            for (const job of batch) job.reject(error);
          });
        } else {
          await head.run().then(head.resolve, head.reject);
        }
      }
    } finally {
      this.#draining = false;
    }
  }
}
