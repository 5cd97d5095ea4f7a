import type { FastifyInstance } from 'fastify';
import {
  ApiKeyParams,
  ApiKeysResponse,
  apiKeyPaths,
  CreateApiKeyRequest,
  CreateApiKeyResponse,
  MAX_API_KEYS,
} from '../../../src/contracts/api-keys.ts';
import { MessageResponse } from '../../../src/contracts/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { securityEvent } from '../../security/security-events.ts';
import { normalisedRange } from './allowlist.ts';
import type { ApiKeyStore } from './store.ts';
import { apiKeyCreatedMail, apiKeyTexts } from './texts.ts';

/** Each range in canonical form; 400 in words naming the first that is not one. */
function allowlistOf(ranges: readonly string[]): string[] {
  return ranges.map((range) => {
    const canonical = normalisedRange(range);
    if (canonical === undefined) throw new HttpError(400, apiKeyTexts.badRange(range));
    return canonical;
  });
}

/**
 * Creating (with a step-up), listing and revoking a trader's API keys: signed-in traders only,
 * never by key (signed-requests.ts refuses these routes to keys).
 */
export function apiKeyRoutes(app: FastifyInstance, store: ApiKeyStore): void {
  app.post<{ Body: CreateApiKeyRequest }>(
    apiKeyPaths.keys,
    { schema: routeSchema({ 201: CreateApiKeyResponse }, { body: CreateApiKeyRequest }) },
    async (request, reply) => {
      const user = await app.auth.authenticate(request);
      await app.gates.stepUp(request, user.id);
      const { label, scopes } = request.body;
      const ipAllowlist = allowlistOf(request.body.ipAllowlist ?? []);
      const at = new Date(app.clock.now());
      const created = await store.create(
        { userId: user.id, label, scopes, ipAllowlist, at },
        MAX_API_KEYS,
      );
      if (created === undefined) throw new HttpError(409, apiKeyTexts.tooMany);
      securityEvent(request.log, 'apikey.created', {
        userId: user.id,
        keyId: created.keyId,
        scopes: scopes.join(','),
        ip: request.ip,
      });
      await app.mailer.send(apiKeyCreatedMail(user.email, { label, scopes, at })).catch((err) => {
        request.log.error({ err }, 'Sending the new-API-key notice failed');
      });
      const body: CreateApiKeyResponse = created;
      return reply.code(201).send(body);
    },
  );

  app.get(
    apiKeyPaths.keys,
    { schema: routeSchema({ 200: ApiKeysResponse }) },
    async (request): Promise<ApiKeysResponse> => {
      const user = await app.auth.authenticate(request);
      return { keys: await store.list(user.id) };
    },
  );

  app.delete<{ Params: ApiKeyParams }>(
    apiKeyPaths.key,
    { schema: routeSchema({ 200: MessageResponse }, { params: ApiKeyParams }) },
    async (request): Promise<MessageResponse> => {
      const user = await app.auth.authenticate(request);
      const { keyId } = request.params;
      // Another trader's key looks exactly like one that does not exist.
      if (!(await store.revoke(user.id, keyId, new Date(app.clock.now())))) {
        throw new HttpError(404, apiKeyTexts.notFound);
      }
      securityEvent(request.log, 'apikey.revoked', { userId: user.id, keyId, ip: request.ip });
      return { message: apiKeyTexts.revoked };
    },
  );
}
