import type { FastifyRequest } from 'fastify';

/** Query parameters whose values never reach a log line (socket access tokens ride in `token`). */
const SECRET_PARAMS = ['token', 'accessToken'];

/** `url` with the values of secret query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  let changed = false;
  for (const name of SECRET_PARAMS) {
    if (params.has(name)) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryAt)}?${params.toString()}` : url;
}

/** Fastify's request log fields, with tokens in the query string redacted. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
