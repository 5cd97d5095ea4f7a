import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import { randomToken, sha256 } from './crypto.ts';
import { authMessages } from './messages.ts';

/**
 * Refresh tokens: random, stored as SHA-256, one family per login. Every use retires the token
 * and issues the next one of its family; presenting a retired token again means it was stolen
 * (or replayed), so the whole family is revoked and every holder has to log in again.
 */
export interface RefreshTokens {
  /** Starts a family for a fresh login; returns the raw token for the cookie and the family. */
  start(userId: string): Promise<{ token: string; familyId: string }>;
  /** Swaps a valid token for the next one of its family; throws 401 otherwise. */
  rotate(raw: string): Promise<{ userId: string; token: string; familyId: string }>;
  /** Revokes the family of `raw` (logout); unknown tokens are ignored. */
  revokeFamilyOf(raw: string): Promise<void>;
  /** Revokes every family of the user (after a password reset). */
  revokeAllOf(userId: string): Promise<void>;
}

/**
 * Whether a login session is still on: some token of its family is not revoked. Logout, a reused
 * token and a password reset revoke the family, and with it every access token it issued.
 */
export async function sessionIsLive(db: Db, familyId: string): Promise<boolean> {
  const live = await db
    .selectFrom('refresh_token')
    .select('id')
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return live !== undefined;
}

type Outcome =
  | { kind: 'rotated'; userId: string; token: string; familyId: string }
  | { kind: 'reused' }
  | { kind: 'invalid' };

export function refreshTokens(db: Db, clock: Clock, ttlS: number): RefreshTokens {
  const insert = async (trx: Db, userId: string, familyId: string, now: number) => {
    const token = randomToken(32);
    await trx
      .insertInto('refresh_token')
      .values({
        id: randomUUID(),
        family_id: familyId,
        user_id: userId,
        token_hash: sha256(token),
        created_at: new Date(now),
        expires_at: new Date(now + ttlS * 1000),
      })
      .execute();
    return token;
  };

  const revokeFamily = async (trx: Db, familyId: string, now: number) => {
    await trx
      .updateTable('refresh_token')
      .set({ revoked_at: new Date(now) })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  };

  return {
    async start(userId) {
      const familyId = randomUUID();
      return { token: await insert(db, userId, familyId, clock.now()), familyId };
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
        if (row.used_at !== null) {
          await revokeFamily(trx, row.family_id, now);
          return { kind: 'reused' };
        }
        if (row.expires_at.getTime() <= now) return { kind: 'invalid' };
        await trx
          .updateTable('refresh_token')
          .set({ used_at: new Date(now) })
          .where('id', '=', row.id)
          .execute();
        const token = await insert(trx, row.user_id, row.family_id, now);
        return { kind: 'rotated', userId: row.user_id, token, familyId: row.family_id };
      });
      if (outcome.kind === 'reused') throw new HttpError(401, authMessages.refreshReused);
      if (outcome.kind === 'invalid') throw new HttpError(401, authMessages.refreshMissing);
      return { userId: outcome.userId, token: outcome.token, familyId: outcome.familyId };
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
    },
  };
}
