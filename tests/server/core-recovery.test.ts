import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Sequenced } from '../../server/core/deterministic-core.ts';
import { FileJournal } from '../../server/core/journal/file-journal.ts';
import { PostgresJournal } from '../../server/core/journal/postgres-journal.ts';
import { RecoveryError, recover } from '../../server/core/recovery.ts';
import { Sequencer } from '../../server/core/sequencer.ts';
import {
  type BackgroundSnapshotOptions,
  BackgroundSnapshots,
} from '../../server/core/snapshots/background-snapshots.ts';
import { SnapshotStore } from '../../server/core/snapshots/snapshot-store.ts';
import { postgresLedger } from './support/ledger-databases.ts';
import { ManualClock } from './support/manual-clock.ts';
import { scratch } from './support/scratch.ts';
import { type ToyCommand, toyCoreFactory } from './support/toy-core.ts';

const toyModule = new URL('./support/toy-core.ts', import.meta.url).href;
const { tempDir, closeAfter } = scratch('core-recovery');

/**
 * A file journal and snapshot store in a new directory, with `batches` batches of `size` commands
 * journaled and applied to `live` (the running core), a snapshot taken after each batch listed in
 * `snapshotAfter`.
 */
async function journaled(options: {
  batches: number;
  size: number;
  command: (b: number, i: number) => { at: number; command: ToyCommand };
  snapshotAfter?: readonly number[];
  segmentBytes?: number;
}) {
  const dir = await tempDir();
  const journal = await FileJournal.open<ToyCommand>(path.join(dir, 'journal'), {
    ...(options.segmentBytes === undefined ? {} : { segmentBytes: options.segmentBytes }),
  });
  const store = new SnapshotStore(path.join(dir, 'snapshots'));
  const live = toyCoreFactory.create();
  for (let b = 0; b < options.batches; b += 1) {
    const batch = Array.from({ length: options.size }, (_, i) => ({
      seq: live.seq + 1 + i,
      ...options.command(b, i),
    }));
    await journal.append(batch);
    for (const entry of batch) live.apply(entry);
    if (options.snapshotAfter?.includes(b)) await store.write(live.seq, live.snapshot());
  }
  return { journal, store, live };
}

/** Snapshots in a worker for the toy core, from `source`, into `snapshotDir`, polling every 5 ms. */
const toySnapshots = (
  options: Omit<
    BackgroundSnapshotOptions<ToyCommand>,
    'factoryModule' | 'factoryExport' | 'pollMs'
  >,
  durableSeq: number,
) =>
  new BackgroundSnapshots<ToyCommand>(
    { factoryModule: toyModule, factoryExport: 'toyCoreFactory', pollMs: 5, ...options },
    durableSeq,
  );

/** The sequencer on `journal`, telling `snapshots` the last seq of each batch it made durable. */
function sequencerFeeding(
  core: ReturnType<typeof toyCoreFactory.create>,
  journal: FileJournal<ToyCommand> | PostgresJournal<ToyCommand>,
  snapshots: BackgroundSnapshots<ToyCommand>,
) {
  const sequencer = new Sequencer({ core, journal, clock: new ManualClock() });
  sequencer.onApplied((entries) =>
    snapshots.noteDurable((entries[entries.length - 1] as Sequenced<ToyCommand>).seq),
  );
  return sequencer;
}

/** Submits `count` adds at once, over keys k0..k<keys-1>, and waits for their answers. */
const submitAdds = (
  sequencer: ReturnType<typeof sequencerFeeding>,
  count: number,
  keys: number,
  amount: (i: number) => number,
) =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      sequencer.submit({ op: 'add', key: `k${i % keys}`, amount: amount(i) }),
    ),
  );

const commandArb: fc.Arbitrary<ToyCommand> = fc.oneof(
  fc.record({
    op: fc.constant('add' as const),
    key: fc.constantFrom('a', 'b', 'c', 'd'),
    amount: fc.integer({ min: -1_000, max: 1_000 }),
  }),
  fc.record({ op: fc.constant('reset' as const), key: fc.constantFrom('a', 'b', 'c', 'd') }),
);

/** Splits `count` into batch sizes, each from 1 to 20, driven by `sizes`. */
function split(count: number, sizes: readonly number[]): number[] {
  const out: number[] = [];
  let left = count;
  for (let i = 0; left > 0; i += 1) {
    const size = Math.min(left, sizes[i % sizes.length] as number);
    out.push(size);
    left -= size;
  }
  return out;
}

describe('recover()', () => {
  it('gives the live core state for any command stream, batch split and snapshot points (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(commandArb, { minLength: 1, maxLength: 150 }),
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 10 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 149 }), { maxLength: 4 }),
        fc.boolean(),
        fc.integer({ min: 400, max: 4_000 }),
        async (commands, sizes, snapshotAfterBatch, damageNewest, segmentBytes) => {
          const dir = await tempDir();
          const journal = await FileJournal.open<ToyCommand>(path.join(dir, 'journal'), {
            segmentBytes,
          });
          const store = new SnapshotStore(path.join(dir, 'snapshots'));
          const live = toyCoreFactory.create();
          let at = 1_700_000_000_000;
          let index = 0;
          const batches = split(commands.length, sizes);
          for (const [b, size] of batches.entries()) {
            at += (b * 37) % 5;
            const batch: Sequenced<ToyCommand>[] = commands
              .slice(index, index + size)
              .map((command, i) => ({ seq: live.seq + 1 + i, at, command }));
            index += size;
            await journal.append(batch);
            for (const entry of batch) live.apply(entry);
            if (snapshotAfterBatch.includes(b)) {
              await store.write(live.seq, live.snapshot());
              // The file journal drops segments below the older of the two kept snapshots.
              await journal.dropThrough(await store.oldestKept());
            }
          }
          const kept = await store.list();
          if (damageNewest && kept.length > 0) {
            const file = store.fileOf(kept[0] as number);
            const bytes = await readFile(file);
            bytes[bytes.length - 2] = (bytes[bytes.length - 2] as number) ^ 0x21;
            await writeFile(file, bytes);
          }
          await journal.close();

          const reopened = await FileJournal.open<ToyCommand>(path.join(dir, 'journal'));
          const { core, report } = await recover(toyCoreFactory, reopened, store);
          await reopened.close();
          await rm(dir, { recursive: true, force: true });
          expect(core.snapshot()).toEqual(live.snapshot());
          expect(report.seq).toBe(live.seq);
          expect(report.snapshotSeq + report.replayedCommands).toBe(live.seq);
          if (damageNewest && kept.length > 0) {
            expect(report.skippedSnapshots[0]?.seq).toBe(kept[0]);
          }
        },
      ),
      {
        numRuns: 60,
        examples: [
          // One snapshot only, damaged, after the journal was dropped through it: nothing to
          // recover from, until the journal was kept whole while only one snapshot exists.
          [
            [
              ...Array.from({ length: 4 }, () => ({ op: 'add', key: 'a', amount: 0 }) as const),
              { op: 'reset', key: 'a' } as const,
              { op: 'reset', key: 'a' } as const,
              { op: 'add', key: 'a', amount: 0 } as const,
              { op: 'reset', key: 'a' } as const,
              { op: 'add', key: 'a', amount: 0 } as const,
              { op: 'reset', key: 'a' } as const,
            ],
            [1, 8],
            [2],
            true,
            400,
          ],
        ],
      },
    );
  });

  it('falls back to the older snapshot, then to a full replay, naming what it skipped and why', async () => {
    const { journal, store, live } = await journaled({
      batches: 30,
      size: 10,
      command: (b, i) => ({ at: 1_000 + b, command: { op: 'add', key: `k${i}`, amount: b } }),
      snapshotAfter: [9, 19, 24],
    });
    expect(await store.list()).toEqual([250, 200]);

    await writeFile(store.fileOf(250), 'not a snapshot at all');
    const older = await recover(toyCoreFactory, journal, store);
    expect(older.core.snapshot()).toEqual(live.snapshot());
    expect(older.report).toMatchObject({ snapshotSeq: 200, replayedCommands: 100, seq: 300 });
    expect(older.report.skippedSnapshots).toEqual([
      { seq: 250, reason: expect.stringMatching(/damaged/) },
    ]);

    // A truncated file (a disk that lost its tail) fails its length check, not JSON.parse.
    const full = await readFile(store.fileOf(200));
    await writeFile(store.fileOf(200), full.subarray(0, full.length - 5));
    const replay = await recover(toyCoreFactory, journal, store);
    expect(replay.core.snapshot()).toEqual(live.snapshot());
    expect(replay.report).toMatchObject({ snapshotSeq: 0, replayedCommands: 300 });
    expect(replay.report.skippedSnapshots.map((s) => s.seq)).toEqual([250, 200]);
    expect(replay.report.skippedSnapshots[1]?.reason).toMatch(/bytes/);
    await journal.close();
  });

  it('can start below a given seq and hands every replayed entry and its result on', async () => {
    const { journal, store, live } = await journaled({
      batches: 10,
      size: 10,
      command: () => ({ at: 7, command: { op: 'add', key: 'k', amount: 1 } }),
      snapshotAfter: [3, 7],
    });
    // A projection checkpointed at seq 55 must see every entry after it again.
    const replayed: [number, number][] = [];
    const { core, report } = await recover(toyCoreFactory, journal, store, {
      maxSnapshotSeq: 55,
      onReplayed: (entry, result) => replayed.push([entry.seq, result.value]),
    });
    expect(core.snapshot()).toEqual(live.snapshot());
    expect(report.snapshotSeq).toBe(40);
    expect(report.skippedSnapshots).toEqual([
      { seq: 80, reason: expect.stringMatching(/after seq 55/) },
    ]);
    expect(replayed).toEqual(Array.from({ length: 60 }, (_, i) => [41 + i, 41 + i]));
    await journal.close();
  });

  it('refuses to invent a history: a gap in the journal, or a snapshot ahead of it', async () => {
    const { journal, store, live } = await journaled({
      batches: 20,
      size: 5,
      command: () => ({ at: 1, command: { op: 'add', key: 'k', amount: 1 } }),
      segmentBytes: 500,
    });
    // Segments dropped although no snapshot covers them: recovery must not skip the gap.
    expect(await journal.dropThrough(50)).toBeGreaterThan(0);
    await expect(recover(toyCoreFactory, journal, store)).rejects.toThrow(RecoveryError);
    await expect(recover(toyCoreFactory, journal, store)).rejects.toThrow(/jumps from seq 0/);

    // A snapshot from a future the journal does not have is passed over.
    await store.write(500, { ...live.snapshot(), seq: 500 });
    await expect(recover(toyCoreFactory, journal, store)).rejects.toThrow(/jumps from seq 0/);
    const at60 = toyCoreFactory.create();
    for (let seq = 1; seq <= 60; seq += 1) {
      at60.apply({ seq, at: 1, command: { op: 'add', key: 'k', amount: 1 } });
    }
    await store.write(60, at60.snapshot());
    const { core, report } = await recover(toyCoreFactory, journal, store);
    expect(core.snapshot()).toEqual(live.snapshot());
    expect(report.skippedSnapshots).toEqual([
      { seq: 500, reason: expect.stringMatching(/ahead of the journal/) },
    ]);
    await journal.close();
  });
});

describe('snapshots in a worker thread', () => {
  it('writes snapshots while the sequencer runs, drops covered segments, and a restart recovers the live state', async () => {
    const dir = await tempDir();
    const journalDir = path.join(dir, 'journal');
    const journal = await FileJournal.open<ToyCommand>(journalDir, { segmentBytes: 8_000 });
    const core = toyCoreFactory.create();
    const written: number[] = [];
    const snapshots = toySnapshots(
      {
        source: { kind: 'file', dir: journalDir },
        journal,
        snapshotDir: path.join(dir, 'snapshots'),
        everyCommands: 1_000,
        onSnapshot: ({ seq }) => written.push(seq),
      },
      await journal.lastSeq(),
    );
    const sequencer = sequencerFeeding(core, journal, snapshots);
    expect(await snapshots.whenReady()).toBe(0);

    for (let round = 0; round < 10; round += 1) {
      await submitAdds(sequencer, 500, 9, () => round);
    }
    expect(await snapshots.snapshotNow()).toBe(5_000);
    await snapshots.stop();
    await sequencer.stop();
    await journal.close();

    expect(written.length).toBeGreaterThanOrEqual(2);
    expect(written.every((seq) => seq <= 5_000)).toBe(true);
    const store = new SnapshotStore(path.join(dir, 'snapshots'));
    const kept = await store.list();
    expect(kept[0]).toBe(5_000);
    expect(kept).toHaveLength(2);
    // Segments below the older kept snapshot are gone; the rest still reach back to it.
    const segments = (await readdir(journalDir)).sort();
    const oldestSegment = Number(/(\d{16})/.exec(segments[0] as string)?.[1]);
    expect(oldestSegment).toBeGreaterThan(1);
    expect(oldestSegment).toBeLessThanOrEqual((kept[1] as number) + 1);

    const reopened = await FileJournal.open<ToyCommand>(journalDir);
    const { core: recovered, report } = await recover(toyCoreFactory, reopened, store);
    expect(recovered.snapshot()).toEqual(core.snapshot());
    expect(report).toMatchObject({ snapshotSeq: 5_000, replayedCommands: 0 });
    await reopened.close();
  });

  it('never snapshots past the seq the sequencer says is durable', async () => {
    const dir = await tempDir();
    const journalDir = path.join(dir, 'journal');
    const journal = await FileJournal.open<ToyCommand>(journalDir);
    for (let first = 1; first <= 100; first += 10) {
      await journal.append(
        Array.from({ length: 10 }, (_, i) => ({
          seq: first + i,
          at: 5,
          command: { op: 'add', key: 'k', amount: 1 } as ToyCommand,
        })),
      );
    }
    // As if batches 51..100 were written but not yet synced.
    const snapshots = toySnapshots(
      {
        source: { kind: 'file', dir: journalDir },
        journal,
        snapshotDir: path.join(dir, 'snapshots'),
      },
      50,
    );
    expect(await snapshots.whenReady()).toBe(50);
    expect(await snapshots.snapshotNow()).toBe(50);
    snapshots.noteDurable(100);
    expect(await snapshots.snapshotNow()).toBe(100);
    await snapshots.stop();
    await journal.close();
  });

  it('follows a PostgreSQL journal from its own connection', async () => {
    const ledger = closeAfter(await postgresLedger());
    const journal = new PostgresJournal<ToyCommand>(ledger.database.db);
    const core = toyCoreFactory.create();
    const dir = await tempDir();
    const snapshots = toySnapshots(
      { source: { kind: 'postgres', url: ledger.url as string }, journal, snapshotDir: dir },
      0,
    );
    const sequencer = sequencerFeeding(core, journal, snapshots);
    await snapshots.whenReady();
    await submitAdds(sequencer, 700, 4, (i) => i);
    expect(await snapshots.snapshotNow()).toBe(700);
    await snapshots.stop();
    await sequencer.stop();
    const store = new SnapshotStore(dir);
    expect(await store.read(700)).toEqual(core.snapshot());
  });
});
