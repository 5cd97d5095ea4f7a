import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthServices } from './services.ts';
import type { UserRow } from './users.ts';

/**
 * The signed-in user, once they have confirmed who they are again (the step-up gate): for the
 * changes a stolen bearer alone must not make.
 */
export async function steppedUpUser(
  app: FastifyInstance,
  services: AuthServices,
  request: FastifyRequest,
): Promise<UserRow> {
  const user = await services.authenticate(request);
  await app.gates.stepUp(request, user.id);
  return user;
}
