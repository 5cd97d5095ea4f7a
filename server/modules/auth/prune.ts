import type { Db } from '../../db/index.ts';
import type { RefreshTokens } from './refresh-tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long spent auth rows are kept: long past every window that reads them (a code is good for
 * 10 minutes and claimed within 30; an expired refresh token is refused whatever its row says).
 */
export const AUTH_ROW_RETENTION_MS = DAY_MS;

/** Deletes one-time codes and refresh tokens that expired over a day before `now`. */
export async function pruneAuthRows(
  db: Db,
  sessions: Pick<RefreshTokens, 'forgetLive'>,
  now: number,
): Promise<{ otps: number; refreshTokens: number }> {
  const before = new Date(now - AUTH_ROW_RETENTION_MS);
  const otps = await db.deleteFrom('email_otp').where('expires_at', '<', before).executeTakeFirst();
  const refreshTokens = await db
    .deleteFrom('refresh_token')
    .where('expires_at', '<', before)
    .executeTakeFirst();
  sessions.forgetLive();
  // A session's row goes with its last refresh token.
  await db
    .deleteFrom('login_session')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('refresh_token')
            .select('refresh_token.id')
            .whereRef('refresh_token.family_id', '=', 'login_session.family_id'),
        ),
      ),
    )
    .execute();
  return {
    otps: Number(otps.numDeletedRows),
    refreshTokens: Number(refreshTokens.numDeletedRows),
  };
}
