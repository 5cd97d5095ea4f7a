import { parentPort, workerData } from 'node:worker_threads';
import type { CoreFactory, DeterministicCore } from '../deterministic-core.ts';
import type { InputJournal } from '../journal/input-journal.ts';
import { recover } from '../recovery.ts';
import { type JournalFollower, openFollower } from './journal-follower.ts';
import type { FromWorker, SnapshotWorkerData, ToWorker } from './snapshot-protocol.ts';
import { SnapshotStore } from './snapshot-store.ts';

/**
 * The snapshot worker (a worker thread): its own copy of the core, built from the latest snapshot
 * and the journal's tail, follows the journal as the sequencer writes it (never past the durable
 * seq the sequencer publishes) and writes a snapshot every N commands or T seconds. The live core
 * never pauses for it; the cost is this thread's CPU and a second copy of the state in memory.
 */
const data = workerData as SnapshotWorkerData;
const port = parentPort;
if (port === null) throw new Error('snapshot-worker.ts runs only as a worker thread.');
const durable = new BigInt64Array(data.durableSeq);
const store = new SnapshotStore(data.snapshotDir);
const send = (message: FromWorker) => port.postMessage(message);

let stopping = false;
const requests: { id: number; seq: number }[] = [];
let wake: (() => void) | undefined;
port.on('message', (message: ToWorker) => {
  if (message.type === 'stop') stopping = true;
  else requests.push({ id: message.id, seq: message.seq });
  wake?.();
});

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });
}

async function start(): Promise<void> {
  const module = (await import(data.factoryModule)) as Record<string, unknown>;
  const factory = module[data.factoryExport] as CoreFactory<unknown, unknown, unknown> | undefined;
  if (factory === undefined || typeof factory.restore !== 'function') {
    throw new Error(`${data.factoryModule} exports no core factory named ${data.factoryExport}.`);
  }
  const limit = Number(Atomics.load(durable, 0));
  let follower: JournalFollower<unknown> | undefined;
  // Recovery through the follower: the same snapshot fallback as a restart, up to the durable seq.
  const journal: InputJournal<unknown> = {
    append: () => Promise.reject(new Error('The snapshot worker never writes the journal.')),
    lastSeq: async () => limit,
    close: async () => undefined,
    async *read(afterSeq) {
      follower = await openFollower(data.journal, afterSeq);
      for (;;) {
        const entries = await follower.next(limit);
        if (entries.length === 0) return;
        yield* entries;
      }
    },
  };
  const { core, report } = await recover(factory, journal, store);
  follower ??= await openFollower(data.journal, core.seq);
  send({ type: 'ready', seq: core.seq, recoveryMs: report.totalMs });
  await follow(core, follower);
}

async function follow(
  core: DeterministicCore<unknown, unknown, unknown>,
  follower: JournalFollower<unknown>,
): Promise<void> {
  let snapshotSeq = (await store.list())[0] ?? 0;
  let snapshotAt = performance.now();
  while (!stopping) {
    const limit = Number(Atomics.load(durable, 0));
    const entries = await follower.next(limit);
    for (const entry of entries) core.apply(entry);
    const due =
      core.seq - snapshotSeq >= data.everyCommands ||
      (core.seq > snapshotSeq && performance.now() - snapshotAt >= data.everyMs);
    const asked = requests.length > 0 && core.seq >= (requests[0] as { seq: number }).seq;
    if (due || asked) {
      const id = asked ? requests.shift()?.id : undefined;
      const startedAt = performance.now();
      const seq = core.seq;
      const written = await store.write(seq, core.snapshot());
      snapshotSeq = seq;
      snapshotAt = performance.now();
      send({
        type: 'snapshot',
        seq,
        bytes: written.bytes,
        ms: snapshotAt - startedAt,
        ...(id === undefined ? {} : { id }),
      });
      continue;
    }
    if (entries.length === 0) await sleep(data.pollMs);
  }
  await follower.close();
}

start().then(
  () => {
    send({ type: 'stopped' });
    port.close();
  },
  (error: unknown) => {
    send({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    port.close();
  },
);
