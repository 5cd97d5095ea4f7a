import type { FastifyReply, FastifyRequest } from 'fastify';
import { hmac, randomToken, sameDigest } from './crypto.ts';
import { DEVICE_COOKIE_MAX_AGE_S } from './limits.ts';
import { attributes, cookieName } from './session-cookie.ts';

export const DEVICE_COOKIE = 'derivo_device';

/**
 * OWASP's device cookie: a browser that proved it is the owner's (a successful login, or a
 * password reset with an emailed code) gets a cookie signed for that account. Its failed logins
 * are counted for it alone, so an attacker's failures elsewhere never lock it out. The value is
 * `<nonce>.<HMAC(account, nonce)>`: unforgeable, and useless for any other account.
 */
export interface DeviceCookies {
  /** Marks this browser as a known device of the account. */
  grant(reply: FastifyReply, userId: string): void;
  /** The device id of the request's cookie when it was granted for `userId`; else undefined. */
  deviceOf(request: FastifyRequest, userId: string | undefined): string | undefined;
}

export function deviceCookies(key: Uint8Array, secure: boolean): DeviceCookies {
  const name = cookieName(DEVICE_COOKIE, secure);
  const sign = (userId: string, nonce: string) => hmac(key, `device:${userId}:${nonce}`);
  return {
    grant(reply, userId) {
      const nonce = randomToken(18);
      reply.setCookie(name, `${nonce}.${sign(userId, nonce)}`, {
        ...attributes({ secure }),
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
    },
    deviceOf(request, userId) {
      const [nonce, signature, extra] = (request.cookies[name] ?? '').split('.');
      if (userId === undefined || nonce === undefined || signature === undefined) return undefined;
      if (extra !== undefined || !/^[0-9a-f]{64}$/.test(signature)) return undefined;
      return sameDigest(signature, sign(userId, nonce)) ? nonce : undefined;
    },
  };
}
