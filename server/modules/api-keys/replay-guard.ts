/**
 * The signatures seen in the last window (plus a margin), so none is accepted twice. A signature
 * older than that is refused by its timestamp anyway. Memory is bounded: past `capacity` live
 * entries new signatures are refused (the caller answers 429) rather than older ones forgotten.
 */
export class ReplayGuard {
  readonly #seen = new Map<string, number>();

  constructor(
    private readonly keepMs: number,
    private readonly capacity: number,
  ) {}

  /** 'fresh' (and now remembered), 'replayed', or 'full'. */
  admit(signature: string, now: number): 'fresh' | 'replayed' | 'full' {
    this.#forgetBefore(now);
    if (this.#seen.has(signature)) return 'replayed';
    if (this.#seen.size >= this.capacity) return 'full';
    this.#seen.set(signature, now + this.keepMs);
    return 'fresh';
  }

  /** Entries are kept in the order they were admitted, so the expired ones are at the front. */
  #forgetBefore(now: number): void {
    for (const [signature, until] of this.#seen) {
      if (until > now) return;
      this.#seen.delete(signature);
    }
  }
}
