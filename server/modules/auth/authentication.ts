import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { accessTokens, signedInUser } from './access-tokens.ts';
import { loadAuthKeys } from './secrets.ts';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The access token of a request: the bearer header, or for sockets (no headers in browsers) `?token=`. */
function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header !== undefined) return BEARER.exec(header)?.[1];
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === 'string' && query.token !== '' ? query.token : undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in user of a request's credentials, or null when it presents none or invalid ones. */
    authenticateOptional(request: FastifyRequest): Promise<{ userId: string } | null>;
  }
}

/**
 * Lets other modules (market, streams) vouch for a signed-in user: decorates the ROOT instance,
 * so it is registered in app.ts before them, without encapsulation.
 */
export const authenticationHook: FastifyPluginAsync = fastifyPlugin(async (app) => {
  const keys = await loadAuthKeys(app.db, app.config.jwtSecret);
  const access = accessTokens(keys.jwt, app.config.accessTokenTtlS, app.clock);
  app.decorate('authenticateOptional', async (request: FastifyRequest) => {
    const token = presentedToken(request);
    const userId = token === undefined ? undefined : await signedInUser(access, app.db, token);
    return userId === undefined ? null : { userId };
  });
});
