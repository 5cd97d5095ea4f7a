import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyPlugin from 'fastify-plugin';
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
 * Decorates the root with `app.market`; its routes, compression, rate limits (REST calls and
 * socket upgrades counted separately) and schema error words stay in a scope of their own.
 */
export const marketModule = fastifyPlugin<MarketModuleOptions>(
  async (app, options) => {
    const { market } = app.config;
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
    app.decorate('market', service);
    await app.register(async (scope) => {
      // Candle histories and chains are a few kB of JSON each, and a markets page asks for a
      // dozen. Only this module's answers: they are public, so compressing them reveals no
      // secret (BREACH).
      await scope.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
      await scope.register(rateLimit, {
        global: false,
        // Per client address, an IPv6 client by its /64.
        keyGenerator: (request) => clientKey(request.ip),
      });
      scope.setSchemaErrorFormatter(marketSchemaError);
      restRoutes(scope, service, { max: market.restRateLimit, timeWindow: '1 minute' });
      socketRoute(scope, service, {
        maxSockets: market.maxSockets,
        maxSocketsPerIp: market.maxSocketsPerIp,
        rateLimit: { max: market.wsRateLimit, timeWindow: '1 minute' },
      });
    });
    const stopHeartbeat = startHeartbeat(hub, market.heartbeatMs, (userId) =>
      app.log.info({ userId }, 'Dropped a market socket that stopped answering pings'),
    );
    app.addHook('onClose', async () => {
      stopHeartbeat();
      service.stop();
      hub.stop();
    });
  },
  { name: 'market' },
);
