import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are credentials (the socket's `token`, codes, secrets). */
const SECRET_PARAM = /token|secret|password|passwd|otp|code|key|signature|session|auth/i;
const REDACTED = '[redacted]';

/** A request URL with the value of every credential query parameter replaced. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  let changed = false;
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAM.test(name)) {
      params.set(name, REDACTED);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, query)}?${params.toString()}` : url;
}

/**
 * The app's logger settings that keep credentials out of every log line: request URLs lose their
 * credential query values (browsers send a socket's access token in its query), and headers that
 * carry credentials are censored wherever a line includes them. Used by every app the server
 * builds, so every module's routes and sockets are covered.
 */
export const redactingLogger = {
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-market-socket"]',
      'res.headers["set-cookie"]',
    ],
    censor: REDACTED,
  },
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
  },
};
