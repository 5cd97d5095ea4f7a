import type { FastifyRequest } from 'fastify';
import { messages } from '../../../src/domain/errors/messages.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * Every user-scoped funds call and stream trusts the token, never the user id it is given:
 * 401 without a valid token, 400 without a user id, 403 when the id is someone else's.
 */
export async function assertOwnUserId(
  request: FastifyRequest,
  userId: string | undefined,
): Promise<string> {
  const user = await request.server.authenticateOptional(request);
  if (user === null) throw new HttpError(401, 'Sign in to use your funds');
  if (userId === undefined || userId === '') throw new HttpError(400, messages.noUserId);
  if (user.userId !== userId) {
    throw new HttpError(403, 'The user id does not match the signed-in user');
  }
  return userId;
}
