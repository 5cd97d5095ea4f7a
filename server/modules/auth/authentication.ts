import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { type AccessClaims, accessTokens } from './access-tokens.ts';
import { sessionIsLive } from './refresh-tokens.ts';
import { loadAuthKeys } from './secrets.ts';
import { keyEncryptionKey } from './secrets-key.ts';

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
    /** Like authenticateOptional, with the login session the credentials are from. */
    authenticatedSession(request: FastifyRequest): Promise<AccessClaims | null>;
    /**
     * Whether a login session is still on (not logged out, revoked or reset), whatever the expiry
     * of the access token that named it: long-lived sockets outlive their token, not their session.
     */
    loginSessionIsLive(sessionId: string): Promise<boolean>;
  }
}

/**
 * Lets other modules (market, streams) vouch for a signed-in user: decorates the ROOT instance,
 * so it is registered in app.ts before them, without encapsulation.
 */
export const authenticationHook: FastifyPluginAsync = fastifyPlugin(async (app) => {
  const keys = await loadAuthKeys(app.db, app.config.jwtSecret, keyEncryptionKey(app.config));
  const access = accessTokens(keys.jwt, app.config.accessTokenTtlS, app.clock);
  const loginSessionIsLive = (sessionId: string) => sessionIsLive(app.db, sessionId);
  const authenticatedSession = async (request: FastifyRequest) => {
    const token = presentedToken(request);
    const claims = token === undefined ? undefined : await access.verify(token);
    return claims !== undefined && (await loginSessionIsLive(claims.sessionId)) ? claims : null;
  };
  app.decorate('loginSessionIsLive', loginSessionIsLive);
  app.decorate('authenticatedSession', authenticatedSession);
  app.decorate('authenticateOptional', async (request: FastifyRequest) => {
    const claims = await authenticatedSession(request);
    return claims === null ? null : { userId: claims.userId };
  });
});
