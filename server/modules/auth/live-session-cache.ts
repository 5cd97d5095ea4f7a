/**
 * A short memory of login sessions found live, so that a burst of calls (and of stream pushes)
 * with one session's token asks the database once a second rather than once a call. Only "live"
 * is remembered, and every revocation in this process (logout, reuse, reset, sign out others,
 * pruning) forgets everything at once: a check that began before a revocation never stores its
 * answer after it. The server is the only writer of refresh tokens.
 */
const LIVE_FOR_MS = 1_000;
const MAX_ENTRIES = 50_000;

const liveUntil = new Map<string, number>();
let generation = 0;

/** Whether this session was found live less than a second ago (and nothing was revoked since). */
export const knownLive = (familyId: string): boolean =>
  (liveUntil.get(familyId) ?? 0) > performance.now();

/** A token for `rememberLive`: the revocations seen when a check began. */
export const checkStarted = (): number => generation;

/** Remembers a session the database found live, unless something was revoked meanwhile. */
export function rememberLive(familyId: string, started: number): void {
  if (started !== generation) return;
  if (liveUntil.size >= MAX_ENTRIES) liveUntil.clear();
  liveUntil.set(familyId, performance.now() + LIVE_FOR_MS);
}

/** Called after any refresh token is revoked or deleted. */
export function forgetLiveSessions(): void {
  generation += 1;
  liveUntil.clear();
}
