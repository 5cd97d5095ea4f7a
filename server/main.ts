import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { ensureInstallation, migrateToLatest, openDatabase } from './db/index.ts';
import { DEMO_TRADER } from './modules/auth/demo-trader.ts';
import { createShutdown, onShutdownSignals } from './shutdown.ts';

/** Logs before the app's logger exists: one JSON line on stderr, like pino's. */
function startupFailure(message: string, err: unknown): never {
  const error = err instanceof Error ? { type: err.name, message: err.message } : { err };
  process.stderr.write(
    `${JSON.stringify({ level: 60, time: Date.now(), msg: message, err: error })}\n`,
  );
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      // A security event too (the problems never hold a secret's value: config.ts's rule).
      const event = { securityEvent: 'startup.refused', problems: err.problems };
      process.stderr.write(
        `${JSON.stringify({ level: 50, time: Date.now(), ...event, msg: 'Security event: startup.refused' })}\n`,
      );
      process.stderr.write(`Derivo exchange cannot start. ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

function urlOf(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

async function main(): Promise<void> {
  const config = readConfig();
  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (err) {
    startupFailure('Derivo exchange cannot start', err);
  }
  process.once('exit', () => unlock());
  const database = await openDatabase(config).catch((err: unknown) =>
    startupFailure('Could not open the database', err),
  );
  const app = buildApp({ config, database });
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'Database migrated');
    const installationId = await ensureInstallation(database.db);
    await app.listen({ port: config.port, host: config.host });
    const { port } = app.server.address() as AddressInfo;
    const url = urlOf(config.host, port);
    app.log.info(
      { url, host: config.host, port, database: database.kind, installationId },
      `Derivo exchange listening on ${url}`,
    );
    if (config.nodeEnv !== 'production') {
      const { email, password } = DEMO_TRADER;
      app.log.info({ email, password }, `Demo trader: ${email} / ${password}`);
    }
  } catch (err) {
    app.log.fatal({ err }, 'Derivo exchange failed to start');
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
  onShutdownSignals(
    createShutdown({
      closeApp: () => app.close(),
      closeDatabase: () => database.close(),
      log: app.log,
      exit: (code) => process.exit(code),
    }),
  );
}

await main();
