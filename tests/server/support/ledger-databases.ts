import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { type Database, migrateToLatest } from '../../../server/db/index.ts';
import { pgliteDatabase } from '../../../server/db/pglite.ts';
import { openPostgres } from '../../../server/db/postgres.ts';
import { freshMigratedPGlite } from './pglite-snapshot.ts';

/** The real PostgreSQL server of this machine (trust auth); tests fail, never skip, without it. */
export const POSTGRES_ADMIN_URL =
  process.env.DERIVO_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface LedgerDatabase {
  readonly kind: 'pglite' | 'postgres';
  readonly database: Database;
  readonly url?: string;
  close(): Promise<void>;
}

/** A fresh, migrated PGlite. */
export async function pgliteLedger(): Promise<LedgerDatabase> {
  const client = await freshMigratedPGlite();
  const database = pgliteDatabase(client, { ownsClient: true });
  return { kind: 'pglite', database, close: () => database.close() };
}

/** A database of its own on the real PostgreSQL server, migrated, dropped again by close(). */
export async function postgresLedger(): Promise<LedgerDatabase> {
  const name = `derivo_funds_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  await migrateToLatest(database.db);
  return {
    kind: 'postgres',
    database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** A trader row to hang accounts on (the ledger's foreign keys need one). */
export async function insertTrader(database: Database): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await database.db
    .insertInto('app_user')
    .values({
      id,
      email: `${id}@example.com`,
      fullname: 'Ledger Test',
      password_hash: 'x',
      phone_number: null,
      referral_code: null,
      email_verified_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
