import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { apiKeyTexts } from './texts.ts';

/** Requests one key may make a minute. */
export const API_KEY_REQUESTS_PER_MINUTE = 600;

type Limit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The per-key limit as a hook handler: @fastify/rate-limit in a scope of its own (so it adds no
 * limit to any route by itself), counting by key id and answering the IETF draft's RateLimit-*
 * headers; past the limit, 429 in words with Retry-After.
 */
export async function perKeyRateLimit(app: FastifyInstance): Promise<Limit> {
  let limit: Limit | undefined;
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      enableDraftSpec: true,
      max: API_KEY_REQUESTS_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (request) => request.apiKey?.keyId ?? '',
      errorResponseBuilder: (_request, context) =>
        new HttpError(context.statusCode, apiKeyTexts.rateLimited(context.after)),
    });
    limit = scope.rateLimit() as Limit;
  });
  if (limit === undefined) throw new Error('The per-key rate limit did not register');
  return limit;
}
