import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { sessionSeen } from './login-sessions.ts';
import { authMessages } from './messages.ts';
import type { AuthServices } from './services.ts';
import { findUserById, type UserRow } from './users.ts';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export interface CurrentSession {
  user: UserRow;
  /** The login session (refresh family) of the bearer token. */
  sessionId: string;
}

/**
 * Like `services.authenticate`, and also which login session the bearer is from, for the calls
 * that act on the trader's other sessions; the session is noted as seen.
 */
export async function authenticateSession(
  app: FastifyInstance,
  services: AuthServices,
  request: FastifyRequest,
): Promise<CurrentSession> {
  const header = request.headers.authorization;
  const token = header === undefined ? undefined : BEARER.exec(header)?.[1];
  if (token === undefined) throw new HttpError(401, authMessages.notSignedIn);
  const claims = await services.access.verify(token);
  const live = claims !== undefined && (await services.refresh.isLive(claims.sessionId));
  const user = live ? await findUserById(app.db, claims.userId) : undefined;
  if (claims === undefined || user === undefined) {
    throw new HttpError(401, authMessages.sessionExpired);
  }
  const session = { familyId: claims.sessionId, userId: user.id };
  await sessionSeen(app.db, session, request, new Date(app.clock.now()));
  return { user, sessionId: claims.sessionId };
}
