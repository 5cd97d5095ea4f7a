import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isGuestId } from '../../../src/domain/identity/guest-id.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * The hook through which the auth module vouches for a signed-in user: decorate the ROOT
 * instance (fastify-plugin or app.ts) with
 *
 *   app.decorate('authenticateOptional', async (request) => ({ userId }) | null)
 *
 * resolving the user of the request's credentials (bearer header, or for sockets, whose
 * browsers cannot send headers, a cookie or query token) or null when there are none. It may
 * throw an HttpError for credentials that are present but invalid.
 */
export type AuthenticateOptional = (request: FastifyRequest) => Promise<{ userId: string } | null>;

export const AUTH_HOOK = 'authenticateOptional';

function authHook(app: FastifyInstance): AuthenticateOptional | undefined {
  if (!app.hasDecorator(AUTH_HOOK)) return undefined;
  const hook: unknown = Reflect.get(app, AUTH_HOOK);
  return typeof hook === 'function' ? (hook as AuthenticateOptional).bind(app) : undefined;
}

/**
 * The market trusts no user id it is given: a guest id (g_xxxxx) is public, any other id must be
 * the user the request authenticates as. Throws 401 without credentials, 403 on a mismatch.
 */
export async function assertUserId(request: FastifyRequest, userId: string): Promise<void> {
  if (isGuestId(userId)) return;
  const authenticate = authHook(request.server);
  const user = authenticate === undefined ? null : await authenticate(request);
  if (user === null) {
    throw new HttpError(
      401,
      'Sign in to use this user id',
      'Only guest ids (g_ and 5 lower-case letters or digits) are accepted without credentials',
    );
  }
  if (user.userId !== userId) {
    throw new HttpError(403, 'The user id does not match the signed-in user');
  }
}
