import { closeSync, fdatasyncSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { parseArgs } from 'node:util';

/**
 * `node --import tsx scripts/bench-fsync.ts [--dir path --count 2000 --bytes 600]`
 *
 * The distribution of an append plus fdatasync on this disk, the cost under every journal batch:
 * both synchronous (the thread waits), both through libuv's thread pool, and the write
 * synchronous with only the fdatasync in the pool (what server/core/journal/file-journal.ts does).
 */
const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: '.bench-fsync' },
    count: { type: 'string', default: '2000' },
    bytes: { type: 'string', default: '600' },
  },
});
const dir = values.dir as string;
const count = Number(values.count);
const record = Buffer.alloc(Number(values.bytes), 7);
mkdirSync(dir, { recursive: true });

const at = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
function show(name: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (p: number) => at(sorted, p).toFixed(3);
  console.log(`${name}: p50 ${ms(0.5)} p90 ${ms(0.9)} p99 ${ms(0.99)} max ${ms(1)} ms`);
}

{
  const fd = openSync(`${dir}/sync.bin`, 'a');
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    writeSync(fd, record);
    fdatasyncSync(fd);
    samples.push(performance.now() - started);
  }
  closeSync(fd);
  show('writeSync + fdatasyncSync', samples);
}
{
  const handle = await open(`${dir}/async.bin`, 'a');
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await handle.write(record);
    await handle.datasync();
    samples.push(performance.now() - started);
  }
  await handle.close();
  show('write + datasync, both in the pool', samples);
}
{
  const handle = await open(`${dir}/mixed.bin`, 'a');
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    writeSync(handle.fd, record);
    await handle.datasync();
    samples.push(performance.now() - started);
  }
  await handle.close();
  show('writeSync + datasync in the pool', samples);
}
rmSync(dir, { recursive: true, force: true });
