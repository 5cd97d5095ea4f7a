import type { FastifyReply } from 'fastify';
import type { LoginResponse } from '../../../src/contracts/auth.ts';
import { sessionSeen } from './login-sessions.ts';
import type { AuthServices } from './services.ts';
import { setRefreshCookie } from './session-cookie.ts';
import { toLoginUser, type UserRow } from './users.ts';

/**
 * A fully signed-in login: this browser is remembered as the owner's (device cookie), a new
 * refresh family goes in the cookie, and the access token and user are answered.
 */
export async function startSession(
  services: AuthServices,
  reply: FastifyReply,
  user: UserRow,
): Promise<LoginResponse> {
  services.devices.grant(reply, user.id);
  const session = await services.refresh.start(user.id);
  const { db, clock } = reply.server;
  const seen = { familyId: session.familyId, userId: user.id };
  await sessionSeen(db, seen, reply.request, new Date(clock.now()));
  setRefreshCookie(reply, session.token, services.cookie);
  const token = await services.access.issue({ userId: user.id, sessionId: session.familyId });
  return { token, user: toLoginUser(user) };
}
