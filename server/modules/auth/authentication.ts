import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessClaims } from './access-tokens.ts';
import type { AuthServices } from './services.ts';

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
 * Lets other modules (KYC, market, streams, funds, …) vouch for a signed-in user: the auth
 * module decorates the root with these, so every module registered after it (and naming it in
 * its dependencies) sees them.
 */
export function decorateAuthentication(app: FastifyInstance, services: AuthServices): void {
  const loginSessionIsLive = (sessionId: string) => services.refresh.isLive(sessionId);
  const authenticatedSession = async (request: FastifyRequest) => {
    const token = presentedToken(request);
    const claims = token === undefined ? undefined : await services.access.verify(token);
    return claims !== undefined && (await loginSessionIsLive(claims.sessionId)) ? claims : null;
  };
  app.decorate('loginSessionIsLive', loginSessionIsLive);
  app.decorate('authenticatedSession', authenticatedSession);
  app.decorate('authenticateOptional', async (request: FastifyRequest) => {
    // A signed request (api-keys module) vouches for its key's trader; it has no login session.
    if (request.apiKey) return { userId: request.apiKey.userId };
    const claims = await authenticatedSession(request);
    return claims === null ? null : { userId: claims.userId };
  });
}
