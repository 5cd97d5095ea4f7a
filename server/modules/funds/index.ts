import fastifyPlugin from 'fastify-plugin';
import { every } from '../../jobs/every.ts';
import { pruneIdempotencyKeys } from './idempotency-prune.ts';
import { fundsRoutes } from './routes.ts';
import { FundsService } from './service.ts';
import { fundStreamCategory } from './stream.ts';

/**
 * The funds service: the ledger's calls at /funds/... and the `fund` category of /stream/user.
 * Decorates the root with `app.funds` (the exchange module gives it the core); its routes stay in
 * a scope of their own.
 */
export const fundsModule = fastifyPlugin(
  async (app) => {
    const service = new FundsService({ db: app.db, clock: app.clock });
    app.decorate('funds', service);
    await app.register(async (scope) => fundsRoutes(scope, service));
    app.userStreams.register('fund', fundStreamCategory(service));
    every(app, 'idempotency key pruning', 60 * 60 * 1000, async () => {
      const pruned = await pruneIdempotencyKeys(app.db, app.clock.now());
      if (pruned > 0) app.log.info({ pruned }, 'Pruned expired idempotency keys');
    });
  },
  { name: 'funds', dependencies: ['streams'], decorators: { fastify: ['authenticateOptional'] } },
);
