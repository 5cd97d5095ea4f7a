const LIVE_FOR_MS = 1_000;
/**
 * A session still in use is read again once its answer is this old, in the background, so a
 * busy trader's calls never wait for the database (whose one PGlite session may be busy with a
 * projection's flush for a while) and the answer they rely on is never older than LIVE_FOR_MS.
 */
const REFRESH_AFTER_MS = 250;
const MAX_ENTRIES = 50_000;

/** Which of these sessions the database holds live (one read for all of them). */
export type ReadLive = (familyIds: string[]) => Promise<ReadonlySet<string>>;

interface Asker {
  readonly resolve: (live: boolean) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * A short memory of login sessions found live, so that a burst of calls (and of stream pushes)
 * with one session's token asks the database about once a second rather than once a call. Only
 * "live" is remembered, for one second; sessions in use are read again in the background after a
 * quarter of that, and one found revoked there is forgotten. Reads are grouped like a journal's
 * commits: one at a time, each asking about every session that came up while the last one ran,
 * so a thousand busy traders cost a few reads a second, and a call that must wait joins a read
 * that starts after it came. Every revocation in the process (logout, reuse, reset, sign out
 * others, pruning) forgets everything at once: a read that began before a revocation never
 * stores its answer after it. The server is the only writer of refresh tokens. One memory per
 * server (its refresh tokens own it), so two servers in one process never share what they found.
 */
export class LiveSessionCache {
  readonly #liveUntil = new Map<string, number>();
  /** The next read's sessions, with the calls waiting for each (none for a refresh). */
  #next = new Map<string, Asker[]>();
  #reading = false;
  #generation = 0;

  /** Whether this session was found live less than a second ago (and nothing was revoked since). */
  knownLive(familyId: string): boolean {
    return (this.#liveUntil.get(familyId) ?? 0) > performance.now();
  }

  /**
   * Whether the session is live: at once from memory (and, past REFRESH_AFTER_MS, read again in
   * the background), or from the next read.
   */
  isLive(familyId: string, read: ReadLive): boolean | Promise<boolean> {
    const until = this.#liveUntil.get(familyId) ?? 0;
    const left = until - performance.now();
    if (left > 0) {
      if (left <= LIVE_FOR_MS - REFRESH_AFTER_MS && !this.#next.has(familyId)) {
        this.#next.set(familyId, []);
        this.#kick(read);
      }
      return true;
    }
    return new Promise<boolean>((resolve, reject) => {
      const askers = this.#next.get(familyId);
      if (askers === undefined) this.#next.set(familyId, [{ resolve, reject }]);
      else askers.push({ resolve, reject });
      this.#kick(read);
    });
  }

  /** Called after any refresh token is revoked or deleted. */
  forget(): void {
    this.#generation += 1;
    this.#liveUntil.clear();
  }

  #kick(read: ReadLive): void {
    if (!this.#reading) void this.#run(read);
  }

  async #run(read: ReadLive): Promise<void> {
    this.#reading = true;
    try {
      while (this.#next.size > 0) {
        const batch = this.#next;
        this.#next = new Map();
        const started = this.#generation;
        let live: ReadonlySet<string>;
        try {
          live = await read([...batch.keys()]);
        } catch (error) {
          // Callers that waited are refused; a background refresh just lets its answer run out.
          for (const askers of batch.values()) for (const asker of askers) asker.reject(error);
          continue;
        }
        for (const [familyId, askers] of batch) {
          const isLive = live.has(familyId);
          if (isLive) this.#remember(familyId, started);
          else this.#liveUntil.delete(familyId);
          for (const asker of askers) asker.resolve(isLive);
        }
      }
    } finally {
      this.#reading = false;
    }
  }

  #remember(familyId: string, started: number): void {
    if (started !== this.#generation) return;
    if (this.#liveUntil.size >= MAX_ENTRIES) this.#liveUntil.clear();
    this.#liveUntil.set(familyId, performance.now() + LIVE_FOR_MS);
  }
}
