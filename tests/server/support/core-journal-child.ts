import type { InputJournal } from '../../../server/core/journal/input-journal.ts';
import type { ToyCommand } from './toy-core.ts';

/**
 * The crash test's victim: `node --import tsx core-journal-child.ts file <dir>` or
 * `… postgres <url>` appends batches of 1–40 toy commands as fast as it can, and after each append
 * resolves writes the batch's last seq on stdout: a line there is an acknowledged batch. The test
 * SIGKILLs it mid-burst.
 */
const [kind, where] = process.argv.slice(2);
let journal: InputJournal<ToyCommand>;
if (kind === 'file') {
  const { FileJournal } = await import('../../../server/core/journal/file-journal.ts');
  journal = await FileJournal.open<ToyCommand>(where as string, { segmentBytes: 64 * 1024 });
} else {
  const { openPostgres } = await import('../../../server/db/postgres.ts');
  const { PostgresJournal } = await import('../../../server/core/journal/postgres-journal.ts');
  journal = new PostgresJournal<ToyCommand>(openPostgres(where as string).db);
}
let seq = await journal.lastSeq();
process.stdout.write(`start ${seq}\n`);
for (let round = 0; ; round += 1) {
  const size = 1 + ((round * 7) % 40);
  const batch = Array.from({ length: size }, (_, i) => ({
    seq: seq + 1 + i,
    at: 1_700_000_000_000 + round,
    command: { op: 'add', key: `k${(seq + i) % 13}`, amount: seq + 1 + i } as ToyCommand,
  }));
  await journal.append(batch);
  seq += size;
  process.stdout.write(`${seq}\n`);
}
