import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Sequenced } from '../../server/core/deterministic-core.ts';
import { FileJournal } from '../../server/core/journal/file-journal.ts';
import { type InputJournal, JournalWriteError } from '../../server/core/journal/input-journal.ts';
import { recover } from '../../server/core/recovery.ts';
import { Sequencer, SequencerStoppedError } from '../../server/core/sequencer.ts';
import { ManualClock } from './support/manual-clock.ts';
import { type ToyCommand, type ToyResult, toyCoreFactory } from './support/toy-core.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** A journal whose appends complete only when the test says so (or fail, when told to). */
class HeldJournal implements InputJournal<ToyCommand> {
  readonly batches: Sequenced<ToyCommand>[][] = [];
  private readonly pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  private last = 0;

  append(batch: readonly Sequenced<ToyCommand>[]): Promise<void> {
    this.batches.push([...batch]);
    return new Promise<void>((resolve, reject) => {
      this.pending.push({
        resolve: () => {
          this.last = (batch[batch.length - 1] as Sequenced<ToyCommand>).seq;
          resolve();
        },
        reject,
      });
    });
  }

  /** Completes the oldest waiting append, once it has been asked for. */
  async release(outcome: 'durable' | Error = 'durable'): Promise<void> {
    await until(() => this.pending.length > 0);
    const next = this.pending.shift() as { resolve: () => void; reject: (error: Error) => void };
    if (outcome === 'durable') next.resolve();
    else next.reject(outcome);
    await settle();
  }

  async *read(): AsyncIterable<Sequenced<ToyCommand>> {}
  async lastSeq(): Promise<number> {
    return this.last;
  }
  async close(): Promise<void> {}
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 1_000 && !check(); i += 1) await settle();
  if (!check()) throw new Error('The condition never held.');
}

function tracked<T>(promise: Promise<T>): { done: () => boolean; promise: Promise<T> } {
  let finished = false;
  promise.then(
    () => {
      finished = true;
    },
    () => {
      finished = true;
    },
  );
  return { done: () => finished, promise };
}

/** The error a submit is rejected with (caught at once, so no rejection goes unhandled). */
function failure(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => new Error('expected a rejection, got an answer'),
    (error: Error) => error,
  );
}

const add = (key: string, amount: number): ToyCommand => ({ op: 'add', key, amount });

/** A sequencer on a held journal, and the seqs it has told its onApplied listeners, in order. */
function heldSequencer() {
  const journal = new HeldJournal();
  const core = toyCoreFactory.create();
  const sequencer = new Sequencer({ core, journal, clock: new ManualClock() });
  const told: number[] = [];
  sequencer.onApplied((entries) => told.push(...entries.map((e) => e.seq)));
  return { journal, core, sequencer, told };
}

describe('Sequencer', () => {
  it('answers nothing, applies nothing and tells no listener before the batch is durable', async () => {
    const journal = new HeldJournal();
    const core = toyCoreFactory.create();
    const clock = new ManualClock(1_700_000_000_000);
    const sequencer = new Sequencer({ core, journal, clock });
    const told: [number[], ToyResult[]][] = [];
    sequencer.onApplied((entries, results) => told.push([entries.map((e) => e.seq), [...results]]));

    const first = tracked(sequencer.submit(add('a', 5)));
    const second = tracked(sequencer.submit(add('a', 2)));
    await until(() => journal.batches.length === 1);
    await settle();
    expect(first.done() || second.done()).toBe(false);
    expect(core.seq).toBe(0);
    expect(told).toEqual([]);

    await journal.release();
    expect(await first.promise).toEqual({ seq: 1, key: 'a', value: 5 });
    expect(await second.promise).toEqual({ seq: 2, key: 'a', value: 7 });
    expect(journal.batches[0]).toEqual([
      { seq: 1, at: 1_700_000_000_000, command: add('a', 5) },
      { seq: 2, at: 1_700_000_000_000, command: add('a', 2) },
    ]);
    expect(told).toEqual([
      [
        [1, 2],
        [
          { seq: 1, key: 'a', value: 5 },
          { seq: 2, key: 'a', value: 7 },
        ],
      ],
    ]);
  });

  it('makes the next batch of everything that queued while one was being written, capped', async () => {
    const journal = new HeldJournal();
    const core = toyCoreFactory.create();
    const sequencer = new Sequencer({ core, journal, clock: new ManualClock(), maxBatch: 1_024 });
    const first = sequencer.submit(add('x', 1));
    await until(() => journal.batches.length === 1);
    const queued = Array.from({ length: 2_500 }, (_, i) => sequencer.submit(add(`k${i % 7}`, i)));
    await journal.release();
    await journal.release();
    await journal.release();
    await journal.release();
    await first;
    const results = await Promise.all(queued);
    expect(journal.batches.map((b) => b.length)).toEqual([1, 1_024, 1_024, 452]);
    expect(results.map((r) => r.seq)).toEqual(Array.from({ length: 2_500 }, (_, i) => i + 2));
    expect(core.seq).toBe(2_501);
  });

  it('rejects a batch whose journal write fails, leaves the core as it was, and goes on', async () => {
    const { journal, core, sequencer, told } = heldSequencer();
    await Promise.all([sequencer.submit(add('a', 1)), journal.release()]);
    const before = core.snapshot();

    const lost = [sequencer.submit(add('a', 100)), sequencer.submit(add('b', 100))].map(failure);
    await journal.release(new Error('disk full'));
    for (const result of lost) {
      const error = await result;
      expect(error).toBeInstanceOf(JournalWriteError);
      expect(error.message).toMatch(/disk full/);
    }
    expect(core.snapshot()).toEqual(before);
    expect(told).toEqual([1]);

    // The next batch takes the seqs that never became durable.
    const next = sequencer.submit(add('a', 1));
    await journal.release();
    expect(await next).toEqual({ seq: 2, key: 'a', value: 2 });
    expect(journal.batches.map((b) => b.map((e) => e.seq))).toEqual([[1], [2, 3], [2]]);
  });

  it('stamps each batch with the clock, never earlier than the batch before', async () => {
    const journal = new HeldJournal();
    const clock = new ManualClock(1_000_000);
    const sequencer = new Sequencer({ core: toyCoreFactory.create(), journal, clock });
    await Promise.all([sequencer.submit(add('a', 1)), journal.release()]);
    clock.advance(-500);
    await Promise.all([sequencer.submit(add('a', 1)), journal.release()]);
    clock.advance(2_000);
    await Promise.all([sequencer.submit(add('a', 1)), journal.release()]);
    expect(journal.batches.map((b) => b[0]?.at)).toEqual([1_000_000, 1_000_000, 1_001_500]);
  });

  it('stop() answers everything queued, then refuses new commands', async () => {
    const journal = new HeldJournal();
    const sequencer = new Sequencer({
      core: toyCoreFactory.create(),
      journal,
      clock: new ManualClock(),
    });
    const queued = [sequencer.submit(add('a', 1)), sequencer.submit(add('a', 1))];
    const stopped = tracked(sequencer.stop());
    await expect(sequencer.submit(add('a', 1))).rejects.toThrow(SequencerStoppedError);
    await settle();
    expect(stopped.done()).toBe(false);
    await journal.release();
    await stopped.promise;
    expect((await Promise.all(queued)).map((r) => r.value)).toEqual([1, 2]);
  });

  it('stops taking commands when the core throws, after answering the ones it applied', async () => {
    const { journal, sequencer, told } = heldSequencer();
    const applied = sequencer.submit(add('a', 1));
    const broken = failure(sequencer.submit({ op: 'explode' }));
    const after = failure(sequencer.submit(add('a', 1)));
    await journal.release();
    expect(await applied).toEqual({ seq: 1, key: 'a', value: 1 });
    expect((await broken).message).toMatch(/failed on seq 2.*exploded/);
    expect(await after).toBeInstanceOf(SequencerStoppedError);
    await expect(sequencer.submit(add('a', 1))).rejects.toThrow(SequencerStoppedError);
    expect(told).toEqual([1]);
    await sequencer.stop();
  });

  it('with a FileJournal: what it answered is what a recovery from the journal rebuilds', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'derivo-core-sequencer-'));
    dirs.push(dir);
    const journal = await FileJournal.open<ToyCommand>(dir);
    const core = toyCoreFactory.create();
    const sequencer = new Sequencer({ core, journal, clock: new ManualClock() });
    let batches = 0;
    sequencer.onApplied(() => {
      batches += 1;
    });
    const answers = await Promise.all(
      Array.from({ length: 3_000 }, (_, i) => sequencer.submit(add(`k${i % 11}`, i))),
    );
    expect(answers.map((a) => a.seq)).toEqual(Array.from({ length: 3_000 }, (_, i) => i + 1));
    expect(batches).toBeGreaterThanOrEqual(3);
    await sequencer.stop();
    await journal.close();

    const reopened = await FileJournal.open<ToyCommand>(dir);
    const { core: recovered } = await recover(toyCoreFactory, reopened, undefined);
    expect(recovered.snapshot()).toEqual(core.snapshot());
    await reopened.close();
  });
});
