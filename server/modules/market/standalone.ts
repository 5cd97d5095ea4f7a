import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Clock, systemClock } from '../../clock.ts';
import { type Env, loadConfig } from '../../config.ts';
import { closeConnectionsOnceAnswered } from '../../http/close-answered-connections.ts';
import { handleError } from '../../http/errors.ts';
import { redactingLogger } from '../../http/log-redaction.ts';
import { type MarketModuleOptions, marketModule } from './index.ts';
import '../../decorations.ts';

/**
 * The market data service alone, without the database or the other modules: for benchmarks,
 * fast tests, or running the market on a host of its own. Same routes, hub and socket as in the
 * full app. Not listening yet.
 */
export async function buildMarketApp(
  env: Env,
  clock: Clock = systemClock,
  options: MarketModuleOptions = {},
): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: 'warn', ...env });
  const app = Fastify({ logger: { level: config.logLevel, ...redactingLogger } });
  app.decorate('config', config);
  app.decorate('clock', clock);
  app.setErrorHandler(handleError);
  closeConnectionsOnceAnswered(app);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(marketModule, options);
  return app;
}
