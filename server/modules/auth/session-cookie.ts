import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { API_V1 } from '../../http/prefixes.ts';
import { authMessages } from './messages.ts';

export const REFRESH_COOKIE = 'derivo_refresh';
/**
 * The cookie goes back only to the auth calls: the refresh call reads it and rotates it, and
 * logout reads it to revoke its family (a path of just the refresh call would hide it there).
 */
export const REFRESH_COOKIE_PATH = `${API_V1}/auth`;

interface CookieSettings {
  secure: boolean;
  maxAgeS: number;
}

function attributes({ secure }: Pick<CookieSettings, 'secure'>) {
  return { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure } as const;
}

export function setRefreshCookie(reply: FastifyReply, token: string, settings: CookieSettings) {
  reply.setCookie(REFRESH_COOKIE, token, { ...attributes(settings), maxAge: settings.maxAgeS });
}

export function clearRefreshCookie(reply: FastifyReply, settings: Pick<CookieSettings, 'secure'>) {
  reply.clearCookie(REFRESH_COOKIE, attributes(settings));
}

export function refreshCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
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
