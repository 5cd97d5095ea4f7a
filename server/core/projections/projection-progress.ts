interface Waiter {
  readonly seq: number;
  readonly resolve: () => void;
  readonly reject: (error: Error) => void;
}

/**
 * How far a projection has committed and been fed, and who waits for a sequence to be committed:
 * the part CoreProjector and ProjectionThread (the same projection on a worker thread) share.
 */
export class ProjectionProgress {
  #projected = 0;
  #enqueued = 0;
  #lag = 0;
  #waiters: Waiter[] = [];

  /** The last journal sequence whose events are committed in the read tables. */
  get projectedSeq(): number {
    return this.#projected;
  }

  /** The last sequence handed to `enqueue`. */
  get enqueuedSeq(): number {
    return this.#enqueued;
  }

  /** The last flush's lag: from its earliest entry's time to its commit, ms. */
  get lagMs(): number {
    return this.#lag;
  }

  protected set lagMs(ms: number) {
    this.#lag = ms;
  }

  /** The checkpoint a start read: everything up to it is written and needs no feeding. */
  protected begin(seq: number): void {
    this.#projected = Math.max(this.#projected, seq);
    this.#enqueued = Math.max(this.#enqueued, seq);
  }

  /** False for an entry already written (a replay from before the checkpoint); else counts it fed. */
  protected feed(seq: number): boolean {
    if (seq <= this.#projected) return false;
    if (seq > this.#enqueued) this.#enqueued = seq;
    return true;
  }

  /** The read tables hold every event up to `seq` now: its waiters are answered. */
  protected committed(seq: number): void {
    this.#projected = Math.max(this.#projected, seq);
    if (this.#waiters.length === 0) return;
    const still: Waiter[] = [];
    for (const waiter of this.#waiters) {
      if (waiter.seq <= this.#projected) waiter.resolve();
      else still.push(waiter);
    }
    this.#waiters = still;
  }

  /** Resolves once `seq` is committed; `refusal` says why it never will be, if it is known now. */
  protected waitUntil(seq: number, refusal: () => Error | undefined): Promise<void> {
    if (seq <= this.#projected) return Promise.resolve();
    const error = refusal();
    if (error !== undefined) return Promise.reject(error);
    return new Promise<void>((resolve, reject) => {
      this.#waiters.push({ seq, resolve, reject });
    });
  }

  /** Fails every waiter: the projection will commit nothing more. */
  protected rejectWaiters(error: (seq: number) => Error): void {
    for (const waiter of this.#waiters) waiter.reject(error(waiter.seq));
    this.#waiters = [];
  }
}
