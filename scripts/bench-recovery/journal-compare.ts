import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { CoreCommand } from '../../server/core/core-commands.ts';
import type { Sequenced } from '../../server/core/deterministic-core.ts';
import { FileJournal } from '../../server/core/journal/file-journal.ts';
import type { InputJournal } from '../../server/core/journal/input-journal.ts';
import { PostgresJournal } from '../../server/core/journal/postgres-journal.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { openPGlite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { percentile } from '../bench-orders/stats.ts';
import { SyntheticTraders } from './workload.ts';

export interface AppendFigures {
  readonly journal: string;
  readonly batchSize: number;
  readonly batches: number;
  readonly batchesPerS: number;
  readonly commandsPerS: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** This process's CPU per batch (for PGlite that is all of it, on the server's only thread). */
  readonly cpuMsPerBatch: number;
}

/** Appends `batches` batches of `batchSize` one after another, as the sequencer does. */
async function measure(
  name: string,
  journal: InputJournal<CoreCommand>,
  batchSize: number,
  batches: number,
): Promise<AppendFigures> {
  const traders = new SyntheticTraders(100);
  traders.wave(100);
  const latencies: number[] = [];
  let seq = await journal.lastSeq();
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let b = 0; b < batches; b += 1) {
    const at = Date.now();
    const batch: Sequenced<CoreCommand>[] = traders
      .wave(batchSize)
      .map((command, i) => ({ seq: seq + 1 + i, at, command }));
    const t0 = performance.now();
    await journal.append(batch);
    latencies.push(performance.now() - t0);
    seq += batchSize;
  }
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return {
    journal: name,
    batchSize,
    batches,
    batchesPerS: batches / seconds,
    commandsPerS: (batches * batchSize) / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    cpuMsPerBatch: (used.user + used.system) / 1000 / batches,
  };
}

/**
 * The three places a journal can live, measured with the same batches: an append-only file
 * (fdatasync per batch), PGlite in this process (the embedded default's database) and PostgreSQL.
 */
export async function compareJournals(postgresAdminUrl: string): Promise<AppendFigures[]> {
  const figures: AppendFigures[] = [];
  const shapes: [number, number][] = [
    [1, 400],
    [64, 200],
    [1024, 40],
  ];
  const dir = await mkdtemp(path.join(os.tmpdir(), 'derivo-bench-journals-'));
  try {
    const file = await FileJournal.open<CoreCommand>(path.join(dir, 'file'));
    for (const [size, count] of shapes) figures.push(await measure('file', file, size, count));
    await file.close();

    const pglite = await openPGlite(path.join(dir, 'pglite'));
    await migrateToLatest(pglite.db);
    const embedded = new PostgresJournal<CoreCommand>(pglite.db);
    for (const [size, count] of shapes)
      figures.push(await measure('PGlite', embedded, size, count));
    await pglite.close();

    const name = `derivo_bench_journal_${process.pid}`;
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(postgresAdminUrl);
      url.pathname = `/${name}`;
      const postgres = openPostgres(url.toString());
      await migrateToLatest(postgres.db);
      const server = new PostgresJournal<CoreCommand>(postgres.db);
      for (const [size, count] of shapes) {
        figures.push(await measure('PostgreSQL', server, size, count));
      }
      await postgres.close();
    } finally {
      // The pool has ended; forcing is only for a connection that did not (it would warn).
      await admin
        .query(`drop database if exists ${name}`)
        .catch(() => admin.query(`drop database if exists ${name} with (force)`));
      await admin.end();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return figures;
}
