import { readdir, readFile } from 'node:fs/promises';

/** CPU seconds of one process, split by thread (Linux /proc; empty elsewhere). */
export interface CpuByThread {
  /** The process; its main thread (the event loop) has tid = pid. */
  pid: number;
  /** Every thread's CPU seconds, by tid (the main one included). */
  threads: Map<number, number>;
}

async function ticksOf(statFile: string): Promise<number> {
  const stat = await readFile(statFile, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime, in clock ticks of 1/100 s.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export async function cpuByThread(pid: number | undefined): Promise<CpuByThread> {
  const threads = new Map<number, number>();
  if (pid === undefined) return { pid: 0, threads };
  try {
    for (const tid of await readdir(`/proc/${pid}/task`)) {
      threads.set(Number(tid), await ticksOf(`/proc/${pid}/task/${tid}/stat`).catch(() => 0));
    }
  } catch {
    // Not Linux, or the process is gone: no figures.
  }
  return { pid, threads };
}

/**
 * What each thread used between two readings, as shares of a core over `seconds`: the main
 * thread, the busiest other thread (the PGlite thread, when it runs on one) and all the rest
 * (the collector's helpers, libuv's pool that runs the journal's fdatasync).
 */
export function threadShares(
  before: CpuByThread,
  after: CpuByThread,
  seconds: number,
): { main: number; busiestOther: number; rest: number; total: number } {
  const used: number[] = [];
  let main = 0;
  for (const [tid, cpu] of after.threads) {
    const delta = cpu - (before.threads.get(tid) ?? 0);
    if (tid === after.pid) main = delta;
    else used.push(delta);
  }
  used.sort((a, b) => b - a);
  const busiestOther = used[0] ?? 0;
  const rest = used.slice(1).reduce((sum, x) => sum + x, 0);
  const share = (x: number) => (x / seconds) * 100;
  return {
    main: share(main),
    busiestOther: share(busiestOther),
    rest: share(rest),
    total: share(main + busiestOther + rest),
  };
}
