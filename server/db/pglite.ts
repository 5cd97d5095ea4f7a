import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { type Database, once } from './database.ts';
import type { Tables } from './tables.ts';

/**
 * A Database over an open PGlite instance. Kysely talks to it through node-postgres with
 * PGlite's own connection adapter and a pool of one, so a transaction has the database to
 * itself, exactly as it would have a connection of its own on PostgreSQL.
 */
export function pgliteDatabase(client: PGlite, options: { ownsClient: boolean }): Database {
  const pool = new pg.Pool(createPgConfig(client));
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    close: once(async () => {
      await db.destroy();
      if (options.ownsClient && !client.closed) await client.close();
    }),
  };
}

/** Opens (creating on first use) the PGlite database stored in `dataDir`. */
export async function openPGlite(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  return pgliteDatabase(client, { ownsClient: true });
}
