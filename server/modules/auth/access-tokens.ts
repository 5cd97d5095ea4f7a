import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock.ts';
import type { RefreshTokens } from './refresh-tokens.ts';

export const TOKEN_ISSUER = 'derivo';
export const TOKEN_AUDIENCE = 'derivo-api';

/** Who a valid access token speaks for: the user, and the login session (refresh family) it is from. */
export interface AccessClaims {
  readonly userId: string;
  readonly sessionId: string;
}

export interface AccessTokens {
  /** A signed HS256 JWT: sub = user id, sid = session, expiring `ttlS` seconds from now. */
  issue(claims: AccessClaims): Promise<string>;
  /** The claims of a valid token; undefined for a missing, expired, forged or tampered one. */
  verify(token: string): Promise<AccessClaims | undefined>;
}

/** How many verified tokens `verify` remembers; when full it starts again empty. */
const MAX_VERIFIED = 10_000;

export function accessTokens(key: Uint8Array, ttlS: number, clock: Clock): AccessTokens {
  /**
   * Tokens whose signature and claims were checked, with their expiry in seconds: a trader sends
   * the same token with every call for its lifetime, and checking an HS256 signature through Web
   * Crypto (a key import and a thread-pool job) was about a tenth of the server's CPU under load.
   */
  const verified = new Map<string, { claims: AccessClaims; expS: number }>();
  const nowS = () => Math.floor(clock.now() / 1000);
  return {
    async issue({ userId, sessionId }) {
      const now = nowS();
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlS)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known !== undefined) {
        if (nowS() < known.expS) return known.claims;
        verified.delete(token);
        return undefined;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat', 'sid'],
          currentDate: new Date(clock.now()),
        });
        const { sub, sid, exp } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string') return undefined;
        const claims = { userId: sub, sessionId: sid };
        if (verified.size >= MAX_VERIFIED) verified.clear();
        // requiredClaims makes jose check that exp is there and a number.
        verified.set(token, { claims, expS: exp as number });
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}

/**
 * The user a presented access token signs in: valid, and from a login session that is still on,
 * so a token stops working at logout instead of living out its 15 minutes.
 */
export async function signedInUser(
  access: AccessTokens,
  sessions: Pick<RefreshTokens, 'isLive'>,
  token: string,
): Promise<string | undefined> {
  const claims = await access.verify(token);
  if (claims === undefined) return undefined;
  return (await sessions.isLive(claims.sessionId)) ? claims.userId : undefined;
}
