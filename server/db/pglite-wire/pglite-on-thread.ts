import { Worker } from 'node:worker_threads';
import { type Database, type Db, once } from '../database.ts';
import { openPostgres } from '../postgres.ts';

const workerModule = new URL('./pglite-worker.ts', import.meta.url).href;
const wireUrls = new WeakMap<Db, string>();

/**
 * The PostgreSQL URL of the PGlite thread behind `db` (opened by openPGliteOnThread), so other
 * threads may reach the same database (the exchange core's projection); undefined for any other.
 */
export function pgliteWireUrl(db: Db): string | undefined {
  return wireUrls.get(db);
}
const tsxApi = import.meta.resolve('tsx/esm/api');

/**
 * Opens the PGlite database in `dataDir` on a worker thread and reaches it through `pg`, as
 * PostgreSQL is reached: its queries then run beside the server's thread instead of on it (the
 * exchange core's projections write there while the server answers).
 */
export async function openPGliteOnThread(dataDir: string): Promise<Database> {
  // The worker loads TypeScript like the server does: tsx first, then the worker module.
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(workerModule)}); });`;
  const worker = new Worker(bootstrap, { eval: true, workerData: { dataDir } });
  const url = await new Promise<string>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The PGlite thread exited with ${code}`)));
    worker.once('message', (message: { url: string }) => resolve(message.url));
  });
  // PGlite has one session, but connections queue for it in order (serve-pglite.ts): with a few
  // of them, the reads that waited through a projection flush all go before its next one.
  const database = openPostgres(url, { max: 4 });
  wireUrls.set(database.db, url);
  return {
    db: database.db,
    kind: 'pglite',
    close: once(async () => {
      await database.close();
      const closed = new Promise<void>((resolve) => worker.once('message', () => resolve()));
      worker.postMessage('close');
      await closed;
      await worker.terminate();
    }),
  };
}
