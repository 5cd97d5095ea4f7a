import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery } from 'kysely';
import { buildApp, type LogSink } from '../../../server/app.ts';
import type { Clock } from '../../../server/clock.ts';
import { type Env, loadConfig } from '../../../server/config.ts';
import { type Database, ensureInstallation } from '../../../server/db/index.ts';
import { pgliteDatabase } from '../../../server/db/pglite.ts';
import type { ProviderFetch } from '../../../server/modules/oauth/relying-party.ts';
import { startedForSuite } from './for-suite.ts';
import { postgresLedger } from './ledger-databases.ts';
import { freshMigratedPGlite } from './pglite-snapshot.ts';

/** Stands in for `client` on a PostgreSQL server: any use says what to use instead. */
const pgliteOnly = (): PGlite =>
  new Proxy({} as PGlite, {
    get: () => {
      throw new Error('This test server runs on PostgreSQL: use server.query, not server.client');
    },
  });

export interface TestServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  app: FastifyInstance;
  /** The server's own PGlite, for looking behind the API (PGlite servers only; use `query` for both). */
  client: PGlite;
  /** The server's database (buildApp does not close it: a second app on it is a restart). */
  database: Database;
  /** Runs SQL on the server's database, whichever it is. */
  query<R>(text: string, params?: readonly unknown[]): Promise<{ rows: R[] }>;
  /**
   * What a second app on this database needs in its environment to be the same exchange (a
   * restart): the directory of the exchange core's journal.
   */
  sameExchange: Env;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Environment for loadConfig, on top of NODE_ENV=test and MARKET_SEED=20251122. */
  env?: Env;
  /** Runs after buildApp and before listen, e.g. to add a route a test needs. */
  setup?: (app: FastifyInstance) => void;
  logStream?: LogSink;
  /** Collects every line the app logs, for a test that reads them (instead of `logStream`). */
  logLines?: string[];
  /** The services' clock (default the system clock), e.g. a ManualClock the test moves. */
  clock?: Clock;
  /** The OpenID Connect client's fetch, e.g. one that tampers with the provider's answers. */
  oauthFetch?: ProviderFetch;
  /** `postgres`: a database of its own on the machine's PostgreSQL, dropped on close. */
  database?: 'pglite' | 'postgres';
  /** Stops the simulated market's own steps once it listens: only the test's moves change prices. */
  stillMarket?: boolean;
}

const pick = (env: Env | undefined, keys: readonly string[]): Env =>
  Object.fromEntries(keys.flatMap((k) => (env?.[k] === undefined ? [] : [[k, env[k]]])));

/** What every test app's configuration starts from. */
export const TEST_ENV: Env = {
  NODE_ENV: 'test',
  WEB_DIST_DIR: path.join(os.tmpdir(), 'derivo-no-such-dist'),
  // A known price path for the tests (unset, the live steps come from node:crypto).
  MARKET_SEED: '20251122',
};

/** The real app on a fresh, migrated database, listening on a free loopback port. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  // Each server keeps the exchange core's journal in a directory of its own, and takes no
  // snapshots unless a test asks.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'derivo-core-test-'));
  const sameExchange: Env = { DATA_DIR: dataDir, CORE_SNAPSHOT_EVERY: '0' };
  const config = loadConfig({ ...TEST_ENV, ...sameExchange, ...options.env });
  const onPostgres = options.database === 'postgres' ? await postgresLedger() : undefined;
  const client = onPostgres === undefined ? await freshMigratedPGlite() : pgliteOnly();
  const database = onPostgres?.database ?? pgliteDatabase(client, { ownsClient: true });
  await ensureInstallation(database.db);
  const lines = options.logLines;
  const logStream =
    options.logStream ?? (lines === undefined ? undefined : { write: (line) => lines.push(line) });
  const app = buildApp({
    config,
    database,
    ...(logStream === undefined ? {} : { logger: { stream: logStream } }),
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    ...(options.oauthFetch === undefined ? {} : { oauthFetch: options.oauthFetch }),
  });
  options.setup?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  if (options.stillMarket === true) {
    void app.market.sim;
    app.market.stop();
  }
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    client,
    database,
    sameExchange: { ...sameExchange, ...pick(options.env, ['DATA_DIR']) },
    query: async <R>(text: string, params: readonly unknown[] = []) => {
      const result = await database.db.executeQuery<R>(CompiledQuery.raw(text, [...params]));
      return { rows: [...result.rows] };
    },
    close: async () => {
      await app.close();
      if (onPostgres === undefined) await database.close();
      else await onPostgres.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** startTestServer(options) for the tests of the describe block (or file) that calls this. */
export function testServerForSuite(
  options: TestServerOptions = {},
  onStarted?: (server: TestServer) => void,
): TestServer {
  return startedForSuite(() => startTestServer(options), onStarted);
}

/**
 * The app again on `server`'s database and exchange journal, not listening yet: a restart. One
 * process writes the journal at a time, so the test closes `server.app` first.
 */
export function restartedApp(
  server: TestServer,
  options: { env?: Env; clock?: Clock } = {},
): ReturnType<typeof buildApp> {
  return buildApp({
    config: loadConfig({ ...TEST_ENV, ...server.sameExchange, ...options.env }),
    database: server.database,
    ...(options.clock === undefined ? {} : { clock: options.clock }),
  });
}
