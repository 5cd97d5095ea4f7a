import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { type Database, once } from './database.ts';
import type { Tables } from './tables.ts';

/** A Database over PostgreSQL at `connectionString`, through a node-postgres pool. */
export function openPostgres(connectionString: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // An idle connection that breaks (server restart, network) is dropped from the pool and
  // replaced on next use; without a listener its error would crash the process.
  pool.on('error', (err) => {
    process.emitWarning(`An idle PostgreSQL connection failed: ${err.message}`);
  });
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: once(() => db.destroy()) };
}
