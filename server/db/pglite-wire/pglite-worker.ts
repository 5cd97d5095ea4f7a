import { mkdir } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { servePGlite } from './serve-pglite.ts';

/**
 * The embedded database on a thread of its own: PGlite opened from `workerData.dataDir`, served
 * over the PostgreSQL wire protocol on a loopback port, so the server's thread only speaks the
 * protocol and PGlite's work runs beside it. Tells the parent `{url}` once it listens; on
 * `close` it stops serving, closes PGlite and tells `closed`.
 */
const port = parentPort;
if (port === null) throw new Error('pglite-worker.ts runs as a worker thread');
const { dataDir } = workerData as { dataDir: string };
await mkdir(dataDir, { recursive: true });
const client = await PGlite.create(dataDir);
const server = await servePGlite(client);
port.on('message', async (message: unknown) => {
  if (message !== 'close') return;
  await server.close();
  await client.close();
  port.postMessage({ closed: true });
});
port.postMessage({ url: server.url });
