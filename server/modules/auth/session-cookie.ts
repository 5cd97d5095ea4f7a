import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { API_V1 } from '../../http/prefixes.ts';
import { authMessages } from './messages.ts';

/** The refresh cookie's name over plain HTTP (development and tests). */
export const REFRESH_COOKIE = 'derivo_refresh';

/**
 * A cookie's name: with the `__Secure-` prefix whenever it is Secure, so browsers refuse to let a
 * plain-HTTP page or a sibling subdomain set one in its place.
 */
export function cookieName(base: string, secure: boolean): string {
  return secure ? `__Secure-${base}` : base;
}
/**
 * The cookie goes back only to the auth calls: the refresh call reads it and rotates it, and
 * logout reads it to revoke its family (a path of just the refresh call would hide it there).
 */
export const REFRESH_COOKIE_PATH = `${API_V1}/auth`;

interface CookieSettings {
  secure: boolean;
  maxAgeS: number;
}

export function attributes({ secure }: Pick<CookieSettings, 'secure'>) {
  return { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure } as const;
}

export function setRefreshCookie(reply: FastifyReply, token: string, settings: CookieSettings) {
  reply.setCookie(cookieName(REFRESH_COOKIE, settings.secure), token, {
    ...attributes(settings),
    maxAge: settings.maxAgeS,
  });
}

export function clearRefreshCookie(reply: FastifyReply, settings: Pick<CookieSettings, 'secure'>) {
  reply.clearCookie(cookieName(REFRESH_COOKIE, settings.secure), attributes(settings));
}

/** The refresh cookie of a request from this site (refuseCrossSite), or undefined when none. */
export function sameSiteRefreshCookie(
  request: FastifyRequest,
  settings: Pick<CookieSettings, 'secure'>,
): string | undefined {
  refuseCrossSite(request);
  const value = request.cookies[cookieName(REFRESH_COOKIE, settings.secure)];
  return value === undefined || value === '' ? undefined : value;
}

/**
 * Refuses a request a browser sent from another site: Sec-Fetch-Site says cross-site, or the
 * Origin is not the origin the request was addressed to. Clients that send neither header
 * (curl, server-to-server) are let through; they cannot ride a victim's cookie anyway.
 */
export function refuseCrossSite(request: FastifyRequest): void {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') throw new HttpError(403, authMessages.crossSite);
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let originHost: string | undefined;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = undefined;
  }
  if (originHost === undefined || originHost === '' || originHost !== request.host) {
    throw new HttpError(403, authMessages.crossSite);
  }
}
