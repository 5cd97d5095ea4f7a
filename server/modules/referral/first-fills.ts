/** What the first-fill watch reads of an order-stream notice. */
export interface FillNotice {
  readonly kind: string;
  readonly userId: string;
  readonly at: Date;
}

/**
 * Tells `onFirst` the first fill of each trader this process sees, once: every later fill costs a
 * set lookup, not a database query. Whoever already traded before the process started is found by
 * the startup sweep (ReferralRewards.sweep) instead.
 */
export class FirstFills {
  readonly #seen = new Set<string>();
  readonly #onFirst: (userId: string, at: Date) => void;

  constructor(onFirst: (userId: string, at: Date) => void) {
    this.#onFirst = onFirst;
  }

  /** The next fill of `userId` counts as a first again (its recording failed). */
  forget(userId: string): void {
    this.#seen.delete(userId);
  }

  notices(notices: readonly FillNotice[]): void {
    for (const notice of notices) {
      if (notice.kind !== 'fill' || this.#seen.has(notice.userId)) continue;
      this.#seen.add(notice.userId);
      this.#onFirst(notice.userId, notice.at);
    }
  }
}
