import type { Config } from '../config.ts';
import type { Database } from './database.ts';
import { openPGliteOnThread } from './pglite-wire/pglite-on-thread.ts';
import { openPostgres } from './postgres.ts';

export type { Database, DatabaseKind, Db } from './database.ts';
export { ensureInstallation, readInstallationId } from './installation.ts';
export { migrateToLatest } from './migrate.ts';
export type { Tables } from './tables.ts';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<Database> {
  if (config.databaseUrl !== undefined) return openPostgres(config.databaseUrl);
  // The exchange core's projections write while the server answers: PGlite runs beside it.
  return openPGliteOnThread(config.dataDir);
}
