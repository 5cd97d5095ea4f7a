import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/** What a module answers a caller who is not signed in, or who names another user. */
export interface SignedInWords {
  readonly signIn: string;
  readonly otherUser?: string;
}

/**
 * The signed-in user's id: 401 without a valid token, 403 when the request names (`userId`)
 * another user. Modules trust the token, never the id they are given.
 */
export async function signedInUserId(
  request: FastifyRequest,
  userId: string | undefined,
  words: SignedInWords,
): Promise<string> {
  const user = await request.server.authenticateOptional(request);
  if (user === null) throw new HttpError(401, words.signIn);
  if (userId !== undefined && userId !== user.userId) {
    throw new HttpError(403, words.otherUser ?? 'The user id does not match the signed-in user');
  }
  return user.userId;
}
