import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp, type LogSink } from '../../../server/app.ts';
import type { Clock } from '../../../server/clock.ts';
import { type Env, loadConfig } from '../../../server/config.ts';
import { ensureInstallation } from '../../../server/db/index.ts';
import { pgliteDatabase } from '../../../server/db/pglite.ts';
import type { ProviderFetch } from '../../../server/modules/oauth/relying-party.ts';
import { freshMigratedPGlite } from './pglite-snapshot.ts';

export interface TestServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  app: FastifyInstance;
  /** The server's own PGlite, for looking behind the API. */
  client: PGlite;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Environment for loadConfig, on top of NODE_ENV=test. */
  env?: Env;
  /** Runs after buildApp and before listen, e.g. to add a route a test needs. */
  setup?: (app: FastifyInstance) => void;
  logStream?: LogSink;
  /** The services' clock (default the system clock), e.g. a ManualClock the test moves. */
  clock?: Clock;
  /** The OpenID Connect client's fetch, e.g. one that tampers with the provider's answers. */
  oauthFetch?: ProviderFetch;
}

/** The real app on a fresh, migrated database, listening on a free loopback port. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'derivo-no-such-dist'),
    ...options.env,
  });
  const client = await freshMigratedPGlite();
  const database = pgliteDatabase(client, { ownsClient: true });
  await ensureInstallation(database.db);
  const app = buildApp({
    config,
    database,
    ...(options.logStream === undefined ? {} : { logger: { stream: options.logStream } }),
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    ...(options.oauthFetch === undefined ? {} : { oauthFetch: options.oauthFetch }),
  });
  options.setup?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    client,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
