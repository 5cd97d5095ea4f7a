import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import { randomToken, sha256 } from '../auth/crypto.ts';
import { kycMessages } from './messages.ts';

/** A KYC session lasts 15 minutes: long enough to fetch documents, short if the token leaks. */
export const KYC_SESSION_TTL_S = 15 * 60;

export interface KycSessions {
  /** A new accessToken bound to `userId`. */
  open(userId: string): Promise<string>;
  /** Refuses a token that is unknown, expired or of another user (403, never 401: not the login). */
  require(token: string, userId: string): Promise<void>;
}

export function kycSessions(db: Db, clock: Clock): KycSessions {
  return {
    async open(userId) {
      const token = randomToken(32);
      const now = clock.now();
      await db
        .deleteFrom('kyc_session')
        .where('user_id', '=', userId)
        .where('expires_at', '<=', new Date(now))
        .execute();
      await db
        .insertInto('kyc_session')
        .values({
          token_hash: sha256(token),
          user_id: userId,
          created_at: new Date(now),
          expires_at: new Date(now + KYC_SESSION_TTL_S * 1000),
        })
        .execute();
      return token;
    },

    async require(token, userId) {
      const row = await db
        .selectFrom('kyc_session')
        .select(['user_id', 'expires_at'])
        .where('token_hash', '=', sha256(token))
        .executeTakeFirst();
      if (row === undefined || row.expires_at.getTime() <= clock.now()) {
        throw new HttpError(403, kycMessages.sessionMissing);
      }
      if (row.user_id !== userId) throw new HttpError(403, kycMessages.sessionOfAnotherUser);
    },
  };
}
