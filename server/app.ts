import helmet from '@fastify/helmet';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Clock, systemClock } from './clock.ts';
import type { Config, LogLevel } from './config.ts';
import type { Database } from './db/index.ts';
import { defaultGates } from './gates.ts';
import { closeConnectionsOnceAnswered } from './http/close-answered-connections.ts';
import { handleError } from './http/errors.ts';
import { readInlineHashes } from './http/inline-hashes.ts';
import { redactingLogger } from './http/log-redaction.ts';
import { API_V1 } from './http/prefixes.ts';
import { requestId } from './http/request-id.ts';
import { securityHeaders } from './http/security.ts';
import { apiKeysModule } from './modules/api-keys/index.ts';
import { authModule } from './modules/auth/index.ts';
import { exchangeModule } from './modules/exchange/index.ts';
import { fundsModule } from './modules/funds/index.ts';
import { healthModule } from './modules/health/index.ts';
import { kycModule } from './modules/kyc/index.ts';
import { mailModule } from './modules/mail/index.ts';
import { marketModule } from './modules/market/index.ts';
import { createOAuthRuntime, embeddedProviderModule, oauthModule } from './modules/oauth/index.ts';
import type { ProviderFetch } from './modules/oauth/relying-party.ts';
import { publicModule } from './modules/public/index.ts';
import { recordsModule } from './modules/records/index.ts';
import { referralModule } from './modules/referral/index.ts';
import { streamsModule } from './modules/streams/index.ts';
import { webModule } from './modules/web/index.ts';
import './decorations.ts';
import { openApiModule } from './http/openapi.ts';

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many proxies nearest the server. */
function proxyTrust(setting: Config['network']['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** Where log lines go instead of stdout, e.g. to collect them in a test. */
export interface LogSink {
  write(line: string): void;
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Overrides for the logger: level (default config.logLevel) and destination (stdout). */
  logger?: { level?: LogLevel; stream?: LogSink };
  /** Time for the services (default the system clock); tests pass one they can move. */
  clock?: Clock;
  /** The OpenID Connect client's fetch (default the platform's); tests tamper with answers. */
  oauthFetch?: ProviderFetch;
}

/**
 * Builds the exchange's HTTP app from its modules. Does not listen: call `app.listen()` or
 * `app.inject()`. Closing the app does not close the database; its owner does that.
 */
export function buildApp({
  config,
  database,
  logger,
  clock = systemClock,
  oauthFetch,
}: BuildAppOptions): FastifyInstance {
  const app: FastifyInstance = Fastify({
    logger: {
      level: logger?.level ?? config.logLevel,
      ...(logger?.stream === undefined ? {} : { stream: logger.stream }),
      ...redactingLogger,
    },
    genReqId: requestId,
    // The exchange module recovers the core (a snapshot and the journal's tail) and catches its
    // projection up before it serves: on a long journal or a busy machine that is more than
    // Fastify's 10 s, and a start cut short there would refuse a healthy exchange.
    pluginTimeout: 120_000,
    // Behind a proxy, request.ip is the client only when the proxy is trusted (TRUST_PROXY).
    trustProxy: proxyTrust(config.network.trustProxy),
    // A slow client cannot hold a connection: the headers, the whole request and any silence
    // have deadlines. Node checks the first two on an interval, kept short so they bite on time.
    requestTimeout: config.network.requestTimeoutMs,
    connectionTimeout: config.network.idleTimeoutMs,
    http: {
      headersTimeout: config.network.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, config.network.headersTimeoutMs),
    },
  });

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.decorate('startedAt', Date.now());
  app.decorate('clock', clock);
  app.decorate('gates', defaultGates());
  app.setErrorHandler(handleError);
  closeConnectionsOnceAnswered(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.register(helmet, securityHeaders(config, readInlineHashes(config.webDistDir)));
  // WebSocket support for every module's sockets: registered once, on the root.
  app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  // Modules: one line each, after the modules each names in its dependencies. API modules under
  // API_V1; the web module last, without prefix.
  // The API reference first: it sees each route as the modules below declare it.
  app.register(openApiModule);
  app.register(healthModule, { prefix: API_V1 });
  app.register(mailModule, { prefix: API_V1 });
  app.register(authModule, { prefix: API_V1 });
  // Signed requests: before the modules whose routes an API key may call.
  app.register(apiKeysModule, { prefix: API_V1 });
  app.register(publicModule, { prefix: API_V1 });
  const oauth = createOAuthRuntime(config.oauth, clock, oauthFetch);
  app.register(oauthModule, { prefix: API_V1, runtime: oauth });
  if (oauth.embedded !== undefined) {
    app.register(embeddedProviderModule, { providers: oauth.embedded });
  }
  app.register(marketModule);
  app.register(streamsModule);
  app.register(fundsModule);
  app.register(kycModule, { prefix: API_V1 });
  // Trading and money: the exchange core (docs/exchange-core.md).
  app.register(exchangeModule, { prefix: API_V1 });
  app.register(referralModule, { prefix: API_V1 });
  app.register(recordsModule, { prefix: API_V1 });
  app.register(webModule, {
    distDir: config.webDistDir,
    serveSourceMaps: config.nodeEnv !== 'production',
  });

  return app;
}
