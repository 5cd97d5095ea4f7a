import type { Db } from '../../db/index.ts';

const LIVE_FOR_MS = 1_000;
/**
 * A session still in use is read again once its answer is this old, in the background, so a
 * busy trader's calls never wait for the database (whose one PGlite session may be busy with a
 * projection's flush for a while) and the answer they rely on is never older than LIVE_FOR_MS.
 */
const REFRESH_AFTER_MS = 250;
const MAX_ENTRIES = 50_000;

/**
 * A short memory of login sessions found live, so that a burst of calls (and of stream pushes)
 * with one session's token asks the database about once a second rather than once a call. Only
 * "live" is remembered, for one second; a session in use is read again in the background after a
 * quarter of that (a refresh), and one found revoked there is forgotten.
 * Every revocation in the process (logout, reuse, reset, sign out others, pruning) forgets
 * everything at once: a check that began before a revocation never stores its answer after it.
 * The server is the only writer of refresh tokens. One memory per database (liveSessionsOf), so
 * two servers in one process never share what they found.
 */
export class LiveSessionCache {
  readonly #liveUntil = new Map<string, number>();
  readonly #refreshing = new Set<string>();
  #generation = 0;

  /** Whether this session was found live less than a second ago (and nothing was revoked since). */
  knownLive(familyId: string): boolean {
    return (this.#liveUntil.get(familyId) ?? 0) > performance.now();
  }

  /**
   * Whether a known-live session's answer is old enough to be read again now; true once per
   * refresh, which ends with `rememberLive`, `notLive` or `refreshFailed`.
   */
  startRefresh(familyId: string): boolean {
    const until = this.#liveUntil.get(familyId);
    if (until === undefined || this.#refreshing.has(familyId)) return false;
    if (until - performance.now() > LIVE_FOR_MS - REFRESH_AFTER_MS) return false;
    this.#refreshing.add(familyId);
    return true;
  }

  /** A token for `rememberLive`: the revocations seen when a check began. */
  checkStarted(): number {
    return this.#generation;
  }

  /** Remembers a session the database found live, unless something was revoked meanwhile. */
  rememberLive(familyId: string, started: number): void {
    this.#refreshing.delete(familyId);
    if (started !== this.#generation) return;
    if (this.#liveUntil.size >= MAX_ENTRIES) this.#liveUntil.clear();
    this.#liveUntil.set(familyId, performance.now() + LIVE_FOR_MS);
  }

  /** The database found the session ended (another writer revoked it): forget it. */
  notLive(familyId: string): void {
    this.#refreshing.delete(familyId);
    this.#liveUntil.delete(familyId);
  }

  /** A background read failed: the next call past REFRESH_AFTER_MS tries again. */
  refreshFailed(familyId: string): void {
    this.#refreshing.delete(familyId);
  }

  /** Called after any refresh token is revoked or deleted. */
  forget(): void {
    this.#generation += 1;
    this.#liveUntil.clear();
    this.#refreshing.clear();
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
