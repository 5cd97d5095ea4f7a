import type { PGlite } from '@electric-sql/pglite';
import { type Migration, Migrator } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, ensureInstallation, migrateToLatest } from '../../server/db/index.ts';
import { MigrationError } from '../../server/db/migrate.ts';
import { migrations } from '../../server/db/migrations/index.ts';
import { pgliteDatabase } from '../../server/db/pglite.ts';
import { freshPGlite } from './support/pglite-snapshot.ts';

async function schemaOf(client: PGlite): Promise<unknown[]> {
  const columns = await client.query(`
    select table_name, column_name, data_type, is_nullable, column_default
    from information_schema.columns where table_schema = 'public'
    order by table_name, column_name`);
  const constraints = await client.query(`
    select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
    from pg_constraint where connamespace = 'public'::regnamespace
    order by table_name, conname`);
  return [...columns.rows, ...constraints.rows];
}

describe('migrations', () => {
  let client: PGlite;
  let database: Database;

  beforeEach(async () => {
    client = await freshPGlite();
    database = pgliteDatabase(client, { ownsClient: true });
  });

  afterEach(async () => {
    await database.close();
  });

  it('apply every listed migration, in order, on an empty database', async () => {
    const names = Object.keys(migrations);
    expect(names[0]).toBe('0001_installation');
    expect([...names].sort()).toEqual(names);
    expect(await migrateToLatest(database.db)).toEqual(names);
    const { rows } = await client.query<{ name: string }>(
      'select name from kysely_migration order by name',
    );
    expect(rows.map((row) => row.name)).toEqual(names);
  });

  it('upgrade a database of an older release whose last migration sorts after the new ones', async () => {
    const older = Object.fromEntries(
      ['0001_installation', '0002_mail_outbox', '0003_auth', '0050_public_forms'].map((name) => [
        name,
        migrations[name] as Migration,
      ]),
    );
    await new Migrator({
      db: database.db,
      provider: { getMigrations: async () => older },
    }).migrateToLatest();
    const applied = await migrateToLatest(database.db);
    expect(applied).toEqual(Object.keys(migrations).filter((name) => !(name in older)));
    expect(applied.length).toBeGreaterThan(0);
  });

  it('are idempotent: a second run applies nothing and leaves the same schema', async () => {
    await migrateToLatest(database.db);
    const first = await schemaOf(client);
    expect(first).toContainEqual(
      expect.objectContaining({ table_name: 'installation', column_name: 'id' }),
    );
    expect(await migrateToLatest(database.db)).toEqual([]);
    expect(await schemaOf(client)).toEqual(first);
  });

  it('keep the installation to a single row with a stable id', async () => {
    await migrateToLatest(database.db);
    const id = await ensureInstallation(database.db);
    expect(await ensureInstallation(database.db)).toBe(id);
    await expect(
      client.query("insert into installation (id) values ('00000000-0000-4000-8000-000000000000')"),
    ).rejects.toThrow(/duplicate key/);
    await expect(
      client.query('insert into installation (singleton, id) values (false, gen_random_uuid())'),
    ).rejects.toThrow(/check constraint/);
  });

  it('report which migration failed and why', async () => {
    await client.exec('create table installation (something text)');
    const failure = migrateToLatest(database.db);
    await expect(failure).rejects.toBeInstanceOf(MigrationError);
    await expect(failure).rejects.toThrow(
      'Database migration 0001_installation failed: relation "installation" already exists',
    );
  });
});
