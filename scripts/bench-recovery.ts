import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { CoreCommand } from '../server/core/core-commands.ts';
import type { CoreResult } from '../server/core/core-events.ts';
import type { CoreSnapshot } from '../server/core/core-state.ts';
import type { DeterministicCore } from '../server/core/deterministic-core.ts';
import { type ExchangeCore, exchangeCoreFactory } from '../server/core/exchange-core.ts';
import { FileJournal } from '../server/core/journal/file-journal.ts';
import { recover } from '../server/core/recovery.ts';
import { Sequencer } from '../server/core/sequencer.ts';
import { BackgroundSnapshots } from '../server/core/snapshots/background-snapshots.ts';
import { SnapshotStore } from '../server/core/snapshots/snapshot-store.ts';
import { compareJournals } from './bench-recovery/journal-compare.ts';
import { SyntheticTraders } from './bench-recovery/workload.ts';

/**
 * `npm run bench:recovery [-- --commands 1000000 --traders 400 --every 20000 --skip-compare]`
 *
 * 1. Measures the journal's three homes with the same batches: an append-only file with one
 *    fdatasync per batch, PGlite in process, and PostgreSQL at --postgres (appends/s, batch p50/p99,
 *    this process's CPU per batch).
 * 2. Builds a journal of --commands commands for the exchange core (server/core/exchange-core.ts):
 *    synthetic traders on four books, through the real sequencer and file journal, with the
 *    snapshot worker writing a snapshot every --every commands beside it.
 * 3. Restarts to a healthy core in a fresh process, from the newest snapshot plus the journal's
 *    tail, then again from the journal alone; each checks that its core equals the live one (state
 *    hash) and that the ledger sums to zero. Prints wall time, CPU and the journal's size.
 */
const { values } = parseArgs({
  options: {
    commands: { type: 'string', default: '1000000' },
    traders: { type: 'string', default: '400' },
    every: { type: 'string', default: '20000' },
    'skip-compare': { type: 'boolean', default: false },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    /** Internal: run as the restarted process over this data directory. */
    recover: { type: 'string' },
    'without-snapshot': { type: 'boolean', default: false },
  },
});

const stateHash = (core: DeterministicCore<CoreCommand, CoreResult, CoreSnapshot>) =>
  createHash('sha256').update(JSON.stringify(core.snapshot())).digest('hex').slice(0, 16);
const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

if (values.recover !== undefined) {
  // The restarted process: everything from here to a healthy core counts.
  const dir = values.recover;
  const journal = await FileJournal.open<CoreCommand>(path.join(dir, 'journal'));
  const store = values['without-snapshot']
    ? undefined
    : new SnapshotStore(path.join(dir, 'snapshots'));
  const { core, report } = await recover(exchangeCoreFactory, journal, store);
  const healthy = (core as ExchangeCore).ledgerTotal() === 0;
  const readyMs = performance.now();
  console.log(
    JSON.stringify({
      report,
      healthy,
      hash: stateHash(core),
      processMs: readyMs,
      cpuMs: cpuMs(process.cpuUsage()),
      rssMiB: process.memoryUsage().rss / 1024 / 1024,
    }),
  );
  await journal.close();
  process.exit(0);
}

const commands = Number(values.commands);
const every = Number(values.every);

if (!values['skip-compare']) {
  console.log('Journal appends, one batch after another (as the sequencer writes them):');
  console.log(
    'journal     batch  batches/s  commands/s  p50 ms  p99 ms  CPU ms/batch (this process)',
  );
  for (const f of await compareJournals(values.postgres)) {
    console.log(
      `${f.journal.padEnd(10)} ${String(f.batchSize).padStart(6)} ${f.batchesPerS.toFixed(0).padStart(10)} ${f.commandsPerS.toFixed(0).padStart(11)} ${f.p50Ms.toFixed(2).padStart(7)} ${f.p99Ms.toFixed(2).padStart(7)} ${f.cpuMsPerBatch.toFixed(3).padStart(13)}`,
    );
  }
  console.log('');
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'derivo-bench-recovery-'));
try {
  const journalDir = path.join(dir, 'journal');
  const journal = await FileJournal.open<CoreCommand>(journalDir);
  const core = exchangeCoreFactory.create() as ExchangeCore;
  // The sequencer stamps each batch with this clock: 30 s of market time per batch, so that a
  // million commands span hours (funding falls due) and no trader meets the per-second cap.
  let marketTime = Date.UTC(2026, 10, 1);
  const clock = { now: () => (marketTime += 30_000) };
  const sequencer = new Sequencer({ core, journal, clock });
  const snapshotsWritten: { seq: number; bytes: number; ms: number }[] = [];
  const snapshots = new BackgroundSnapshots<CoreCommand>(
    {
      factoryModule: new URL('../server/core/exchange-core.ts', import.meta.url).href,
      factoryExport: 'exchangeCoreFactory',
      source: { kind: 'file', dir: journalDir },
      journal,
      snapshotDir: path.join(dir, 'snapshots'),
      everyCommands: every,
      everyMs: 3_600_000,
      // Kept whole so that the restart without a snapshot can replay all of it.
      pruneJournal: false,
      onSnapshot: (snapshot) => snapshotsWritten.push(snapshot),
    },
    0,
  );
  sequencer.onApplied((entries) => snapshots.noteDurable(entries[entries.length - 1]?.seq ?? 0));
  await snapshots.whenReady();

  const traders = new SyntheticTraders(Number(values.traders));
  let refused = 0;
  let batches = 0;
  sequencer.onApplied(() => {
    batches += 1;
  });
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let sent = 0; sent < commands; ) {
    const wave = traders.wave(Math.min(1_024, commands - sent));
    const results = await Promise.all(wave.map((command) => sequencer.submit(command)));
    for (let i = 0; i < wave.length; i += 1) {
      const result = results[i] as CoreResult;
      if (result.answer.kind === 'refused') refused += 1;
      traders.answered(wave[i] as CoreCommand, result);
    }
    sent += wave.length;
  }
  const buildMs = performance.now() - started;
  const buildCpu = process.cpuUsage(cpuBefore);
  await snapshots.snapshotNow().then(() => undefined);
  const liveHash = stateHash(core);
  await snapshots.stop();
  await sequencer.stop();
  await journal.close();

  let journalBytes = 0;
  const segments = await readdir(journalDir);
  for (const name of segments) journalBytes += (await stat(path.join(journalDir, name))).size;
  console.log(
    `Built a journal of ${core.seq.toLocaleString('en')} commands (${refused.toLocaleString('en')} refused by the core's rules) ` +
      `in ${batches} batches: ${seconds(buildMs)}, ${(core.seq / (buildMs / 1000)).toFixed(0)} commands/s ` +
      `through sequencer + file journal + core, CPU ${seconds(cpuMs(buildCpu))} (core and snapshot worker).`,
  );
  console.log(
    `Journal: ${mib(journalBytes)} in ${segments.length} segment(s), ${(journalBytes / core.seq).toFixed(0)} bytes/command. ` +
      `Snapshots written by the worker: ${snapshotsWritten.length}, the last ${mib(snapshotsWritten.at(-1)?.bytes ?? 0)} ` +
      `in ${(snapshotsWritten.at(-1)?.ms ?? 0).toFixed(0)} ms. Ledger total ${core.ledgerTotal()} paise.`,
  );

  // The newest snapshot is at the end of the run; to restart with a tail, as after a crash between
  // two snapshots, drop it and keep the one `every` commands before.
  const store = new SnapshotStore(path.join(dir, 'snapshots'));
  const kept = await store.list();
  if (kept.length > 1 && kept[0] === core.seq) await rm(store.fileOf(kept[0] as number));

  console.log('');
  console.log(
    'Restart to a healthy core (a fresh process: module load, snapshot, journal replay):',
  );
  for (const withoutSnapshot of [false, true]) {
    const spawnedAt = performance.now();
    const output = await runChild(dir, withoutSnapshot);
    const wallMs = performance.now() - spawnedAt;
    const result = JSON.parse(output) as {
      report: {
        snapshotSeq: number;
        replayedCommands: number;
        snapshotMs: number;
        replayMs: number;
      };
      healthy: boolean;
      hash: string;
      processMs: number;
      cpuMs: number;
      rssMiB: number;
    };
    const same = result.hash === liveHash;
    console.log(
      `${withoutSnapshot ? 'without a snapshot' : 'with a snapshot   '}: ${seconds(wallMs)} wall from spawn to healthy ` +
        `(snapshot at seq ${result.report.snapshotSeq.toLocaleString('en')} loaded in ${result.report.snapshotMs.toFixed(0)} ms, ` +
        `${result.report.replayedCommands.toLocaleString('en')} commands replayed in ${seconds(result.report.replayMs)}), ` +
        `CPU ${seconds(result.cpuMs)}, RSS ${result.rssMiB.toFixed(0)} MiB; ` +
        `state ${same ? 'equals' : 'DIFFERS FROM'} the live core, ledger ${result.healthy ? 'sums to zero' : 'DOES NOT SUM TO ZERO'}`,
    );
    if (!same || !result.healthy) process.exitCode = 1;
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}

function runChild(dataDir: string, withoutSnapshot: boolean): Promise<string> {
  const args = ['--import', 'tsx', 'scripts/bench-recovery.ts', '--recover', dataDir];
  if (withoutSnapshot) args.push('--without-snapshot');
  const child = spawn(process.execPath, args, {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve(out.trim()) : reject(new Error(`the restart exited with ${code}`)),
    ),
  );
}
