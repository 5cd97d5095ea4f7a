import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock.ts';

export const TOKEN_ISSUER = 'derivo';
export const TOKEN_AUDIENCE = 'derivo-api';

export interface AccessTokens {
  /** A signed HS256 JWT: sub = user id, expiring `ttlS` seconds from now. */
  issue(userId: string): Promise<string>;
  /** The user id of a valid token; undefined for a missing, expired, forged or tampered one. */
  verify(token: string): Promise<string | undefined>;
}

export function accessTokens(key: Uint8Array, ttlS: number, clock: Clock): AccessTokens {
  return {
    async issue(userId) {
      const now = Math.floor(clock.now() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
          currentDate: new Date(clock.now()),
        });
        return typeof payload.sub === 'string' ? payload.sub : undefined;
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
