import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { clientKey } from '../../http/client-address.ts';
import { startHeartbeat } from './heartbeat.ts';
import { Hub } from './hub/hub.ts';
import { restRoutes } from './routes-rest.ts';
import { socketRoute } from './routes-socket.ts';
import { marketSchemaError } from './schema-errors.ts';
import { MarketService } from './service.ts';

/** Most channels one socket may listen to (a chain is ~80, the futures list 121). */
const MAX_CHANNELS_PER_SOCKET = 2_000;

export interface MarketModuleOptions {
  /** Called after each conflation window is written (benchmarks measure and record it). */
  onWindow?: (flushedAt: number, tookMs: number, bodies: Buffer[]) => void;
}

/**
 * The market data service (spec section 7): REST under /market and the socket /market/ws,
 * fed by the simulated market. Needs @fastify/websocket registered on the root (app.ts).
 * Rate limits are this module's own: REST calls and socket upgrades are counted separately.
 */

export const marketModule: FastifyPluginAsync<MarketModuleOptions> = async (app, options) => {
  const { market } = app.config;
  // Candle histories and chains are a few kB of JSON each, and a markets page asks for a dozen.
  // Only this module's answers: they are public, so compressing them reveals no secret (BREACH).
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    // Per client address, an IPv6 client by its /64.
    keyGenerator: (request) => clientKey(request.ip),
  });
  app.setSchemaErrorFormatter(marketSchemaError);
  const hub = new Hub({
    maxBufferedBytes: market.maxBufferedBytes,
    maxChannelsPerClient: MAX_CHANNELS_PER_SOCKET,
    onDrop: (client) => app.log.info({ userId: client.userId }, 'Dropped a slow market socket'),
    windowMs: market.conflateMs,
    ...(options.onWindow === undefined ? {} : { onWindow: options.onWindow }),
  });
  const service = new MarketService(market, app.clock, hub, (err) =>
    app.log.error({ err }, 'Market tick failed'),
  );
  services.set(app.server, service);
  restRoutes(app, service, { max: market.restRateLimit, timeWindow: '1 minute' });
  socketRoute(app, service, {
    maxSockets: market.maxSockets,
    maxSocketsPerIp: market.maxSocketsPerIp,
    rateLimit: { max: market.wsRateLimit, timeWindow: '1 minute' },
  });
  const stopHeartbeat = startHeartbeat(hub, market.heartbeatMs, (userId) =>
    app.log.info({ userId }, 'Dropped a market socket that stopped answering pings'),
  );
  app.addHook('onClose', async () => {
    stopHeartbeat();
    service.stop();
    hub.stop();
  });
};

const services = new WeakMap<object, MarketService>();

/** The market service of a built app (for tests and benchmarks), by its HTTP server. */
export function marketServiceOf(app: FastifyInstance): MarketService | undefined {
  return services.get(app.server);
}
