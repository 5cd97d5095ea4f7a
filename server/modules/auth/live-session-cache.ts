import type { Db } from '../../db/index.ts';

const LIVE_FOR_MS = 1_000;
const MAX_ENTRIES = 50_000;

/**
 * A short memory of login sessions found live, so that a burst of calls (and of stream pushes)
 * with one session's token asks the database once a second rather than once a call. Only "live"
 * is remembered, and every revocation (logout, reuse, reset, sign out others, pruning) forgets
 * everything at once: a check that began before a revocation never stores its answer after it.
 * The server is the only writer of refresh tokens. One memory per database (liveSessionsOf), so
 * two servers in one process never share what they found.
 */
export class LiveSessionCache {
  readonly #liveUntil = new Map<string, number>();
  #generation = 0;

  /** Whether this session was found live less than a second ago (and nothing was revoked since). */
  knownLive(familyId: string): boolean {
    return (this.#liveUntil.get(familyId) ?? 0) > performance.now();
  }

  /** A token for `rememberLive`: the revocations seen when a check began. */
  checkStarted(): number {
    return this.#generation;
  }

  /** Remembers a session the database found live, unless something was revoked meanwhile. */
  rememberLive(familyId: string, started: number): void {
    if (started !== this.#generation) return;
    if (this.#liveUntil.size >= MAX_ENTRIES) this.#liveUntil.clear();
    this.#liveUntil.set(familyId, performance.now() + LIVE_FOR_MS);
  }

  /** Called after any refresh token is revoked or deleted. */
  forget(): void {
    this.#generation += 1;
    this.#liveUntil.clear();
  }
}

const caches = new WeakMap<Db, LiveSessionCache>();

/** The live-session memory of the server that owns `db`. */
export function liveSessionsOf(db: Db): LiveSessionCache {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new LiveSessionCache();
    caches.set(db, cache);
  }
  return cache;
}
