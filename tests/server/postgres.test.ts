import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import {
  type Database,
  ensureInstallation,
  migrateToLatest,
  openDatabase,
} from '../../server/db/index.ts';
import { type PgWireServer, servePGlite } from '../../server/db/pglite-wire/serve-pglite.ts';
import { freshPGlite } from './support/pglite-snapshot.ts';

// The PostgreSQL back end for real: the `pg` driver over TCP, speaking the wire protocol to a
// server (here PGlite behind a loopback socket), chosen by DATABASE_URL alone.
describe('DATABASE_URL: the PostgreSQL back end', () => {
  let pglite: PGlite;
  let wire: PgWireServer;
  let database: Database;

  beforeEach(async () => {
    pglite = await freshPGlite();
    wire = await servePGlite(pglite);
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: wire.url });
    database = await openDatabase(config);
  });

  afterEach(async () => {
    await database.close();
    await wire.close();
    await pglite.close();
  });

  it('opens PostgreSQL through pg, migrates, and reports database "postgres" on /health', async () => {
    expect(database.kind).toBe('postgres');
    expect(await migrateToLatest(database.db)).toContain('0001_installation');
    const installationId = await ensureInstallation(database.db);
    expect(wire.connectionCount()).toBeGreaterThan(0);

    // The rows landed in the server behind the socket, not in some other database.
    const rows = await pglite.query<{ id: string }>('select id from installation');
    expect(rows.rows).toEqual([{ id: installationId }]);

    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: wire.url });
    const app = buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', database: 'postgres' });
    } finally {
      await app.close();
    }
  });

  it('migrates idempotently and keeps transactions apart under concurrent connections', async () => {
    await migrateToLatest(database.db);
    expect(await migrateToLatest(database.db)).toEqual([]);
    const ids = await Promise.all(Array.from({ length: 8 }, () => ensureInstallation(database.db)));
    expect(new Set(ids).size).toBe(1);
    expect(wire.connectionCount()).toBeGreaterThan(1);
    const { rows } = await pglite.query<{ count: number }>(
      'select count(*)::int as count from installation',
    );
    expect(rows[0]?.count).toBe(1);
  });
});
