import { spawn } from 'node:child_process';
import { appendFile, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Sequenced } from '../../server/core/deterministic-core.ts';
import { FileJournal } from '../../server/core/journal/file-journal.ts';
import { encodeRecord } from '../../server/core/journal/file-records.ts';
import {
  type InputJournal,
  JournalCorruptError,
  JournalWriteError,
} from '../../server/core/journal/input-journal.ts';
import { PostgresJournal } from '../../server/core/journal/postgres-journal.ts';
import { pgliteLedger, postgresLedger } from './support/ledger-databases.ts';
import { scratch } from './support/scratch.ts';
import type { ToyCommand } from './support/toy-core.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { tempDir, closeAfter } = scratch('core-journal');

/** `count` entries from `first`, with keys whose order a jsonb column would not keep. */
function batch(first: number, count: number, at = 1_700_000_000_000): Sequenced<ToyCommand>[] {
  return Array.from({ length: count }, (_, i) => ({
    seq: first + i,
    at: at + i,
    command: { op: 'add', key: `counter-${(first + i) % 5}`, amount: first + i },
  }));
}

async function readAll<C>(journal: InputJournal<C>, after = 0): Promise<Sequenced<C>[]> {
  const out: Sequenced<C>[] = [];
  for await (const entry of journal.read(after)) out.push(entry);
  return out;
}

const seqs = (entries: readonly Sequenced<unknown>[]) => entries.map((entry) => entry.seq);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * A closed file journal in a new directory with two batches of `size` (seqs 1 to 2 × size) in its
 * one segment; `dir` for reopening it, `file` for damaging it.
 */
async function twoBatchJournal(size: number): Promise<{ dir: string; file: string }> {
  const dir = await tempDir();
  const journal = await FileJournal.open<ToyCommand>(dir);
  await journal.append(batch(1, size));
  await journal.append(batch(size + 1, size));
  await journal.close();
  const [segment] = await readdir(dir);
  return { dir, file: path.join(dir, segment as string) };
}

describe('FileJournal', () => {
  it('gives back every appended batch after a reopen, exactly as written', async () => {
    const dir = await tempDir();
    const journal = await FileJournal.open<ToyCommand>(dir);
    const written = [...batch(1, 3), ...batch(4, 1), ...batch(5, 20)];
    await journal.append(written.slice(0, 3));
    await journal.append(written.slice(3, 4));
    await journal.append(written.slice(4));
    expect(await journal.lastSeq()).toBe(24);
    await journal.close();

    const reopened = await FileJournal.open<ToyCommand>(dir);
    expect(reopened.openReport).toMatchObject({ lastSeq: 24, truncatedBytes: 0 });
    expect(await readAll(reopened)).toEqual(written);
    expect(await readAll(reopened, 10)).toEqual(written.slice(10));
    await reopened.close();
  });

  it('refuses a batch that does not follow the last seq, and an empty one', async () => {
    const journal = await FileJournal.open<ToyCommand>(await tempDir());
    await journal.append(batch(1, 2));
    await expect(journal.append(batch(4, 1))).rejects.toThrow(JournalWriteError);
    await expect(journal.append(batch(2, 1))).rejects.toThrow(/expects 3/);
    await expect(journal.append([])).rejects.toThrow(/empty batch/);
    await journal.append(batch(3, 1));
    expect(seqs(await readAll(journal))).toEqual([1, 2, 3]);
    await journal.close();
  });

  it('truncates a torn tail on open (a crash mid-write) and keeps every record before it', async () => {
    const { dir, file } = await twoBatchJournal(5);
    const sizeBefore = (await readFile(file)).length;
    // Half of the next record reached the disk before the power went.
    const next = encodeRecord(batch(11, 5));
    await appendFile(file, next.subarray(0, Math.floor(next.length / 2)));

    const reopened = await FileJournal.open<ToyCommand>(dir);
    expect(reopened.openReport.lastSeq).toBe(10);
    expect(reopened.openReport.truncatedBytes).toBe(Math.floor(next.length / 2));
    expect((await readFile(file)).length).toBe(sizeBefore);
    // Writing goes on from the last whole batch, and nothing appears twice.
    await reopened.append(batch(11, 2));
    expect(seqs(await readAll(reopened))).toEqual(range(1, 12));
    await reopened.close();
  });

  it('drops a whole last record whose bytes were damaged (CRC mismatch)', async () => {
    const { dir, file } = await twoBatchJournal(4);
    const bytes = await readFile(file);
    bytes[bytes.length - 3] = (bytes[bytes.length - 3] as number) ^ 0xff;
    await writeFile(file, bytes);

    const reopened = await FileJournal.open<ToyCommand>(dir);
    expect(reopened.openReport).toMatchObject({
      lastSeq: 4,
      truncatedReason: expect.stringMatching(/CRC/),
    });
    expect(seqs(await readAll(reopened))).toEqual(range(1, 4));
    await reopened.close();
  });

  it('rolls over to new segments, reads across them, and drops only whole segments below a seq', async () => {
    const dir = await tempDir();
    const journal = await FileJournal.open<ToyCommand>(dir, { segmentBytes: 2_000 });
    for (let first = 1; first <= 300; first += 10) await journal.append(batch(first, 10));
    const segments = (await readdir(dir)).sort();
    expect(segments.length).toBeGreaterThan(3);
    expect(seqs(await readAll(journal))).toEqual(range(1, 300));
    expect(seqs(await readAll(journal, 155))).toEqual(range(156, 300));

    const dropped = await journal.dropThrough(155);
    const kept = (await readdir(dir)).sort();
    expect(dropped).toBe(segments.length - kept.length);
    expect(dropped).toBeGreaterThan(0);
    // The oldest kept segment starts at or before 156, so a snapshot at 155 can still be continued.
    const oldestKept = Number(/(\d{16})/.exec(kept[0] as string)?.[1]);
    expect(oldestKept).toBeLessThanOrEqual(156);
    expect(seqs(await readAll(journal, 155))).toEqual(range(156, 300));
    // Never the segment being written.
    await journal.dropThrough(10_000);
    expect((await readdir(dir)).length).toBe(1);
    await journal.append(batch(301, 1));
    await journal.close();
    const reopened = await FileJournal.open<ToyCommand>(dir);
    expect(await reopened.lastSeq()).toBe(301);
    await reopened.close();
  });

  it('refuses to read past damage inside an older segment instead of skipping commands', async () => {
    const dir = await tempDir();
    const journal = await FileJournal.open<ToyCommand>(dir, { segmentBytes: 1_000 });
    for (let first = 1; first <= 100; first += 10) await journal.append(batch(first, 10));
    await journal.close();
    const [oldest] = (await readdir(dir)).sort();
    const file = path.join(dir, oldest as string);
    const bytes = await readFile(file);
    bytes[20] = (bytes[20] as number) ^ 0x55;
    await writeFile(file, bytes);
    const reopened = await FileJournal.open<ToyCommand>(dir);
    await expect(readAll(reopened)).rejects.toThrow(JournalCorruptError);
    await reopened.close();
  });
});

describe.each([
  ['PGlite', pgliteLedger],
  ['PostgreSQL', postgresLedger],
])('PostgresJournal on %s', (_name, open) => {
  it('stores one row per batch, reads entries back as written, and refuses gaps', async () => {
    const ledger = closeAfter(await open());
    const db = ledger.database.db;
    const journal = new PostgresJournal<ToyCommand>(db);
    expect(await journal.lastSeq()).toBe(0);
    const written = [...batch(1, 3), ...batch(4, 50)];
    await journal.append(written.slice(0, 3));
    await journal.append(written.slice(3));
    await expect(journal.append(batch(60, 1))).rejects.toThrow(JournalWriteError);

    const rows = await sql<{ first_seq: string; last_seq: string; batch: Uint8Array }>`
      select first_seq, last_seq, batch from core_journal order by first_seq
    `.execute(db);
    expect(rows.rows.map((row) => [Number(row.first_seq), Number(row.last_seq)])).toEqual([
      [1, 3],
      [4, 53],
    ]);
    // Key order and numbers are kept byte for byte (jsonb would rewrite them).
    expect(Buffer.from(rows.rows[0]?.batch as Uint8Array).toString('utf8')).toContain(
      '{"op":"add","key":"counter-1","amount":1}',
    );

    const fresh = new PostgresJournal<ToyCommand>(db);
    expect(await fresh.lastSeq()).toBe(53);
    expect(await readAll(fresh)).toEqual(written);
    expect(seqs(await readAll(fresh, 2))).toEqual(range(3, 53));
    await fresh.append(batch(54, 1));
    expect(await fresh.lastSeq()).toBe(54);
  });
});

/** Runs the crash child until it has acknowledged at least `minimum` seqs, then SIGKILLs it. */
async function killMidBurst(args: string[], minimum: number): Promise<number[]> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/server/support/core-journal-child.ts', ...args],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const acknowledged: number[] = [];
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  let pending = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The child stalled. stderr: ${stderr}`)),
      20_000,
    );
    child.once('exit', () => reject(new Error(`The child exited early. stderr: ${stderr}`)));
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (/^\d+$/.test(line)) acknowledged.push(Number(line));
      if (acknowledged.length >= minimum && child.exitCode === null) {
        // Mid-burst: the child is inside its next append right now.
        child.kill('SIGKILL');
        clearTimeout(timer);
        resolve();
      }
    });
  });
  await exited;
  return acknowledged;
}

function expectWhole(entries: readonly Sequenced<ToyCommand>[], acknowledged: readonly number[]) {
  const all = seqs(entries);
  // Contiguous from 1, so no batch twice and none missing in between.
  expect(all).toEqual(range(1, all.length));
  expect(all.length).toBeGreaterThanOrEqual(Math.max(...acknowledged));
  for (const entry of entries) {
    expect(entry.command).toEqual({
      op: 'add',
      key: `k${(entry.seq - 1) % 13}`,
      amount: entry.seq,
    });
  }
}

describe('a writer killed mid-burst (SIGKILL)', () => {
  it('FileJournal: every acknowledged batch is there after reopening, a torn tail is dropped, none twice', async () => {
    const dir = await tempDir();
    const first = await killMidBurst(['file', dir], 300);
    const reopened = await FileJournal.open<ToyCommand>(dir);
    expectWhole(await readAll(reopened), first);
    const afterFirst = await reopened.lastSeq();
    await reopened.close();

    // A second life continues the same journal; a second kill loses nothing either.
    const second = await killMidBurst(['file', dir], 300);
    expect(Math.min(...second)).toBeGreaterThan(afterFirst);
    const again = await FileJournal.open<ToyCommand>(dir);
    expectWhole(await readAll(again), second);
    await again.close();
  });

  it('PostgresJournal on PostgreSQL: every acknowledged batch is committed, none twice', async () => {
    const ledger = closeAfter(await postgresLedger());
    const acknowledged = await killMidBurst(['postgres', ledger.url as string], 200);
    const journal = new PostgresJournal<ToyCommand>(ledger.database.db);
    expectWhole(await readAll(journal), acknowledged);
  });
});
