import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { every } from '../../jobs/every.ts';
import { pruneIdempotencyKeys } from './idempotency-prune.ts';
import { fundsRoutes } from './routes.ts';
import { FundsService } from './service.ts';
import { fundStreamCategory } from './stream.ts';

/**
 * The funds service: the ledger's calls at /funds/... and the `fund` category of /stream/user.
 * Needs the streams module (registered before it in app.ts) for the stream category.
 */
export const fundsModule: FastifyPluginAsync = async (app) => {
  const service = new FundsService({ db: app.db, clock: app.clock });
  services.set(app.server, service);
  fundsRoutes(app, service);
  app.userStreams.register('fund', fundStreamCategory(service));
  every(app, 'idempotency key pruning', 60 * 60 * 1000, async () => {
    const pruned = await pruneIdempotencyKeys(app.db, app.clock.now());
    if (pruned > 0) app.log.info({ pruned }, 'Pruned expired idempotency keys');
  });
};

const services = new WeakMap<object, FundsService>();

/** The funds service of a built app (tests replace its bank; the trading engine its live P&L). */
export function fundsServiceOf(app: FastifyInstance): FundsService | undefined {
  return services.get(app.server);
}
