import type { FastifyPluginAsync } from 'fastify';
import { readInstallationId } from '../../db/index.ts';
import { type HealthOk, type HealthUnavailable, healthRouteSchema } from './schema.ts';

/**
 * GET /health: answers 200 when the database answers a query, 503 otherwise. It tells nothing
 * else: an uptime or an installation id would help an outsider line up the simulated market.
 */
export const healthModule: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: HealthOk | HealthUnavailable }>(
    '/health',
    { schema: healthRouteSchema },
    async (request, reply) => {
      const database = app.databaseKind;
      let installationId: string | undefined;
      try {
        installationId = await readInstallationId(app.db);
      } catch (err) {
        request.log.error({ err }, 'Health check: the database query failed');
        return reply.code(503).send({
          status: 'unavailable',
          database,
          detail: 'The database did not answer',
        });
      }
      if (installationId === undefined) {
        return reply.code(503).send({
          status: 'unavailable',
          database,
          detail: 'The database has not been set up (migrations have not run)',
        });
      }
      return { status: 'ok', database };
    },
  );
};
