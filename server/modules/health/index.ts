import fastifyPlugin from 'fastify-plugin';
import { readInstallationId } from '../../db/index.ts';
import { type HealthOk, type HealthUnavailable, healthRouteSchema } from './schema.ts';

/**
 * GET /health: answers 200 when the database answers a query, 503 otherwise, and whether this is a
 * demo exchange (the web app's banner reads it). It tells nothing else: an uptime or an
 * installation id would help an outsider line up the simulated market.
 */
export const healthModule = fastifyPlugin(
  async (app) => {
    // Demo money only: a paper-trading production (config-production.ts), or DEMO_FUNDS=1 anywhere,
    // which turns withdrawals off. A developer's server without DEMO_FUNDS shows no banner.
    const demoExchange = app.config.deployment.demoExchange || !app.config.funds.withdrawals;
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
        // Only a demo exchange says so: everywhere else the answer keeps its {status, database}.
        return demoExchange
          ? { status: 'ok', database, demoExchange: true }
          : { status: 'ok', database };
      },
    );
  },
  { name: 'health', encapsulate: true },
);
