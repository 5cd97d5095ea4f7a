import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrateToLatest } from '../../../server/db/index.ts';
import { pgliteDatabase } from '../../../server/db/pglite.ts';

// A new database costs an initdb (~2.5 s); loading a snapshot costs ~0.4 s. Two snapshots are
// kept as tarballs in the temp dir: the empty database (keyed by the PGlite version) and the
// migrated one (keyed also by the contents of server/db, so a changed migration rebuilds it).

const root = path.resolve(import.meta.dirname, '../../..');
const pgliteVersion: string = JSON.parse(
  readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
).version;

function serverDbHash(): string {
  const hash = createHash('sha256');
  const dbDir = path.join(root, 'server/db');
  for (const name of readdirSync(dbDir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!name.endsWith('.ts')) continue;
    hash.update(name).update(readFileSync(path.join(dbDir, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

const snapshots = new Map<string, Promise<Blob>>();

function cached(name: string, build: () => Promise<Blob>): Promise<Blob> {
  const file = path.join(os.tmpdir(), `derivo-test-pglite-${pgliteVersion}-${name}.tar`);
  let snapshot = snapshots.get(file);
  if (snapshot === undefined) {
    snapshot = readFile(file).then(
      (bytes) => new Blob([bytes]),
      async () => {
        const dump = await build();
        // Write then rename, so a parallel worker never reads half a file.
        const partial = `${file}.${process.pid}.partial`;
        await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
        await rename(partial, file);
        await pruneOtherSnapshots(file);
        return dump;
      },
    );
    snapshots.set(file, snapshot);
  }
  return snapshot;
}

/** Removes migrated snapshots of older server/db contents (40 MB each). */
async function pruneOtherSnapshots(kept: string): Promise<void> {
  const prefix = `derivo-test-pglite-${pgliteVersion}-migrated-`;
  for (const name of await readdir(os.tmpdir())) {
    const file = path.join(os.tmpdir(), name);
    if (name.startsWith(prefix) && name.endsWith('.tar') && file !== kept) {
      await rm(file, { force: true });
    }
  }
}

async function dumpAndClose(client: PGlite): Promise<Blob> {
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

/** A new, empty (not even migrated), in-memory PGlite database of its own. Caller closes it. */
export async function freshPGlite(): Promise<PGlite> {
  const empty = await cached('empty', async () => dumpAndClose(await PGlite.create()));
  return PGlite.create({ loadDataDir: empty });
}

/** A new in-memory PGlite database with every migration applied and no rows. */
export async function freshMigratedPGlite(): Promise<PGlite> {
  const migrated = await cached(`migrated-${serverDbHash()}`, async () => {
    const client = await freshPGlite();
    const database = pgliteDatabase(client, { ownsClient: false });
    await migrateToLatest(database.db);
    await database.close();
    return dumpAndClose(client);
  });
  return PGlite.create({ loadDataDir: migrated });
}
