import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_KEY_HEADER,
  API_SIGNATURE_HEADER,
  API_TIMESTAMP_HEADER,
  apiKeyPaths,
} from '../../../src/contracts/api-keys-paths.ts';
import { fundsPaths } from '../../../src/contracts/funds-paths.ts';
import { HttpError } from '../../http/errors.ts';
import { API_V1 } from '../../http/prefixes.ts';
import { securityEvent } from '../../security/security-events.ts';
import type { ApiKeyCaller, SignatureCheck } from './check.ts';
import { apiKeyTexts } from './texts.ts';

/** Routes no key may call, whatever its scopes: money out, and the keys themselves (and below, the account). */
const REFUSED_ROUTES: Readonly<Record<string, string>> = {
  [fundsPaths.withdrawal]: apiKeyTexts.noMoneyOut,
  [fundsPaths.confirmWithdrawal]: apiKeyTexts.noMoneyOut,
  [`${API_V1}${apiKeyPaths.keys}`]: apiKeyTexts.noKeyManagement,
  [`${API_V1}${apiKeyPaths.key}`]: apiKeyTexts.noKeyManagement,
};

/** Account, identity (KYC) and payout-account routes: for the signed-in trader alone. */
const ACCOUNT_ROUTES = [`${API_V1}/auth/`, `${API_V1}/profile`];

const READS = new Set(['GET', 'HEAD']);

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** The request body as sent, up to `limit` bytes (413 beyond, as the body parser would). */
async function rawBody(payload: NodeJS.ReadableStream, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += bytes.length;
    if (size > limit) throw new HttpError(413, 'Request body is too large');
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/** 403 when the key's scopes do not open this route. */
function refuseOutOfScope(request: FastifyRequest, caller: ApiKeyCaller): void {
  const route = request.routeOptions.url ?? '';
  const refused =
    REFUSED_ROUTES[route] ??
    (ACCOUNT_ROUTES.some((prefix) => route.startsWith(prefix)) ? apiKeyTexts.noAccount : undefined);
  const words =
    refused ??
    (READS.has(request.method) || caller.scopes.includes('trade')
      ? undefined
      : apiKeyTexts.readOnly);
  if (words === undefined) return;
  securityEvent(request.log, 'apikey.refused', {
    keyId: caller.keyId,
    userId: caller.userId,
    reason: 'scope',
    path: route,
    ip: request.ip,
  });
  throw new HttpError(403, words);
}

/**
 * Signed requests, beside the bearer token: a request with X-Derivo-Key is checked before its
 * body is parsed (the signature covers the body as sent), and once it passes,
 * `request.apiKey` names the key and its trader (authenticateOptional answers that trader).
 * Then each key's requests are counted against its own rate limit. Root hooks: they cover every
 * module's routes.
 */
export function signedRequests(
  app: FastifyInstance,
  check: SignatureCheck,
  limit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
): void {
  app.decorateRequest('apiKey', null);
  app.addHook('preParsing', async (request, _reply, payload) => {
    const keyId = header(request, API_KEY_HEADER);
    if (keyId === undefined) return payload;
    const timestamp = header(request, API_TIMESTAMP_HEADER);
    const signature = header(request, API_SIGNATURE_HEADER);
    if (timestamp === undefined || signature === undefined) {
      securityEvent(request.log, 'apikey.refused', { keyId, reason: 'headers', ip: request.ip });
      throw new HttpError(401, apiKeyTexts.missingHeaders);
    }
    const body = await rawBody(payload, app.initialConfig.bodyLimit ?? 1024 * 1024);
    const caller = await check(
      {
        keyId,
        timestamp,
        signature,
        method: request.method,
        url: request.url,
        body: body.toString('utf8'),
        ip: request.ip,
      },
      request.log,
    );
    refuseOutOfScope(request, caller);
    request.apiKey = caller;
    return Readable.from([body], { objectMode: false });
  });
  app.addHook('preHandler', async (request, reply) => {
    if (request.apiKey !== null) await limit(request, reply);
  });
}
