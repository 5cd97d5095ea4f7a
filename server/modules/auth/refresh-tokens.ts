import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Clock } from '../../clock.ts';
import { timings } from '../../core/timings.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import { securityEvent } from '../../security/security-events.ts';
import { hmac, randomToken, sha256 } from './crypto.ts';
import { LiveSessionCache } from './live-session-cache.ts';
import { authMessages } from './messages.ts';

/**
 * Refresh tokens: stored as SHA-256, one family per login. Every use retires the token and
 * issues the next one of its family; presenting a retired token again means it was stolen (or
 * replayed), so the whole family is revoked and every holder has to log in again. Two tabs that
 * refresh at the same moment are not a replay: within a short grace period the retired token
 * answers the same successor (derived from it with a server key, so nothing secret is stored).
 * A family ends, however often refreshed, at its absolute lifetime from the login.
 */
export interface RefreshTokens {
  /** Starts a family for a fresh login; returns the raw token for the cookie and the family. */
  start(userId: string): Promise<{ token: string; familyId: string }>;
  /** Swaps a valid token for the next one of its family; throws 401 otherwise. */
  rotate(raw: string): Promise<Rotated>;
  /** Revokes the family of `raw` (logout); unknown tokens are ignored. */
  revokeFamilyOf(raw: string): Promise<void>;
  /** Revokes every family of the user (after a password reset). */
  revokeAllOf(userId: string): Promise<void>;
  /** Revokes one live family of the user; false when the user has no such session. */
  revokeSession(userId: string, familyId: string): Promise<boolean>;
  /** Revokes every live family of the user but `keepFamilyId`; answers how many ended. */
  revokeOthersOf(userId: string, keepFamilyId: string): Promise<number>;
  /**
   * Whether a login session is still on: some token of its family is not revoked. Logout, a
   * reused token and a password reset revoke the family, and with it every access token it
   * issued. Answers come from a one-second memory (live-session-cache.ts).
   */
  isLive(familyId: string): Promise<boolean>;
  /** Forgets the sessions remembered live, after rows went another way (pruning). */
  forgetLive(): void;
}

/** Which of these login sessions are live: one read for any number of them. */
async function liveFamilies(db: Db, familyIds: string[]): Promise<ReadonlySet<string>> {
  const began = timings === undefined ? 0 : performance.now();
  const rows = await db
    .selectFrom('refresh_token')
    .select('family_id')
    .distinct()
    // One array parameter: the same statement for any number of sessions.
    .where(sql<boolean>`family_id = any(${familyIds}::uuid[])`)
    .where('revoked_at', 'is', null)
    .execute();
  timings?.record('auth.sessionRead', performance.now() - began);
  timings?.record('auth.sessionsPerRead', familyIds.length);
  return new Set(rows.map((row) => row.family_id));
}

export interface Rotated {
  userId: string;
  token: string;
  familyId: string;
  /** Seconds the new token lives: its TTL, cut short by the session's absolute lifetime. */
  maxAgeS: number;
}

type Outcome =
  | ({ kind: 'rotated' } & Rotated)
  | { kind: 'reused'; userId: string; familyId: string }
  | { kind: 'tooOld'; userId: string; familyId: string }
  | { kind: 'invalid' };

export interface RefreshSettings {
  /** Lifetime of one token. */
  ttlS: number;
  /** Absolute lifetime of a login session. */
  sessionMaxAgeS: number;
  /** How long a used token still answers its successor. */
  graceS: number;
  /** Key that derives a token's successor from it. */
  successorKey: Uint8Array;
}

interface Family {
  userId: string;
  familyId: string;
  startedAt: Date;
}

export function refreshTokens(
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
  settings: RefreshSettings,
): RefreshTokens {
  const { ttlS, sessionMaxAgeS, graceS, successorKey } = settings;
  const live = new LiveSessionCache();
  const endOf = (family: Family) => family.startedAt.getTime() + sessionMaxAgeS * 1000;
  const successorOf = (raw: string) =>
    Buffer.from(hmac(successorKey, `refresh-successor:${raw}`), 'hex').toString('base64url');

  const insert = async (trx: Db, family: Family, token: string, now: number) => {
    const expiresAt = Math.min(now + ttlS * 1000, endOf(family));
    await trx
      .insertInto('refresh_token')
      .values({
        id: randomUUID(),
        family_id: family.familyId,
        user_id: family.userId,
        token_hash: sha256(token),
        created_at: new Date(now),
        expires_at: new Date(expiresAt),
        session_started_at: family.startedAt,
      })
      .execute();
    return { token, maxAgeS: Math.max(1, Math.floor((expiresAt - now) / 1000)) };
  };

  /** The successor of a token used within the grace period, when it is still unused. */
  const graceSuccessor = async (trx: Db, raw: string, usedAt: Date, now: number) => {
    if (now - usedAt.getTime() >= graceS * 1000) return undefined;
    const token = successorOf(raw);
    const next = await trx
      .selectFrom('refresh_token')
      .select(['expires_at'])
      .where('token_hash', '=', sha256(token))
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (next === undefined || next.expires_at.getTime() <= now) return undefined;
    return { token, maxAgeS: Math.max(1, Math.floor((next.expires_at.getTime() - now) / 1000)) };
  };

  /** Revokes the user's live tokens whose family is (`=`) or is not (`!=`) the one named; their families. */
  const revokeLiveTokensOf = async (userId: string, match: '=' | '!=', familyId: string) => {
    const revoked = await db
      .updateTable('refresh_token')
      .set({ revoked_at: new Date(clock.now()) })
      .where('user_id', '=', userId)
      .where('family_id', match, familyId)
      .where('revoked_at', 'is', null)
      .returning('family_id')
      .execute();
    live.forget();
    return revoked.map((row) => row.family_id);
  };

  const revokeFamily = async (trx: Db, familyId: string, now: number) => {
    await trx
      .updateTable('refresh_token')
      .set({ revoked_at: new Date(now) })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
    live.forget();
  };

  return {
    async start(userId) {
      const now = clock.now();
      const family = { userId, familyId: randomUUID(), startedAt: new Date(now) };
      const { token } = await insert(db, family, randomToken(32), now);
      return { token, familyId: family.familyId };
    },

    async rotate(raw) {
      const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
        const now = clock.now();
        const row = await trx
          .selectFrom('refresh_token')
          .selectAll()
          .where('token_hash', '=', sha256(raw))
          .forUpdate()
          .executeTakeFirst();
        if (row === undefined || row.revoked_at !== null) return { kind: 'invalid' };
        const family = {
          userId: row.user_id,
          familyId: row.family_id,
          startedAt: row.session_started_at,
        };
        if (row.used_at !== null) {
          const same = await graceSuccessor(trx, raw, row.used_at, now);
          if (same !== undefined) return { kind: 'rotated', ...family, ...same };
          await revokeFamily(trx, row.family_id, now);
          return { kind: 'reused', ...family };
        }
        if (endOf(family) <= now) {
          await revokeFamily(trx, row.family_id, now);
          return { kind: 'tooOld', ...family };
        }
        if (row.expires_at.getTime() <= now) return { kind: 'invalid' };
        await trx
          .updateTable('refresh_token')
          .set({ used_at: new Date(now) })
          .where('id', '=', row.id)
          .execute();
        const next = await insert(trx, family, successorOf(raw), now);
        return { kind: 'rotated', ...family, ...next };
      });
      if (outcome.kind === 'reused' || outcome.kind === 'tooOld') live.forget();
      switch (outcome.kind) {
        case 'rotated': {
          const { userId, token, familyId, maxAgeS } = outcome;
          return { userId, token, familyId, maxAgeS };
        }
        case 'reused':
          securityEvent(log, 'refresh.reused', {
            userId: outcome.userId,
            sessionId: outcome.familyId,
          });
          throw new HttpError(401, authMessages.refreshReused);
        case 'tooOld':
          securityEvent(log, 'session.expired', {
            userId: outcome.userId,
            sessionId: outcome.familyId,
          });
          throw new HttpError(401, authMessages.sessionTooOld);
        case 'invalid':
          throw new HttpError(401, authMessages.refreshMissing);
      }
    },

    async revokeFamilyOf(raw) {
      const row = await db
        .selectFrom('refresh_token')
        .select('family_id')
        .where('token_hash', '=', sha256(raw))
        .executeTakeFirst();
      if (row !== undefined) await revokeFamily(db, row.family_id, clock.now());
    },

    async revokeAllOf(userId) {
      await db
        .updateTable('refresh_token')
        .set({ revoked_at: new Date(clock.now()) })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
      live.forget();
    },

    async revokeSession(userId, familyId) {
      return (await revokeLiveTokensOf(userId, '=', familyId)).length > 0;
    },

    async revokeOthersOf(userId, keepFamilyId) {
      return new Set(await revokeLiveTokensOf(userId, '!=', keepFamilyId)).size;
    },

    async isLive(familyId) {
      return live.isLive(familyId, (familyIds) => liveFamilies(db, familyIds));
    },

    forgetLive: () => live.forget(),
  };
}
