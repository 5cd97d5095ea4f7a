/** Path prefixes that belong to the exchange's APIs and sockets, never to the web app. */
export const API_PREFIXES = ['/api', '/market', '/funds', '/backend', '/stream'] as const;

/** Prefix of the versioned REST API (auth, KYC, trading, health). */
export const API_V1 = '/api/v1';

/** The path part of a request URL, without the query string. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** True for `/api`, `/api/...` and the like; false for `/apiary`. */
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
