import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import WebSocket from 'ws';
import type { TimingSummary } from '../server/core/timings.ts';
import { benchArgs, LOCAL_POSTGRES } from './bench-args.ts';
import { closeConnections, request } from './bench-orders/http.ts';
import { cpuByThread, threadShares } from './bench-orders/process-cpu.ts';
import { ms, percentile } from './bench-orders/stats.ts';
import { type BenchTrader, newTrader } from './bench-orders/traders.ts';

/**
 * `npm run bench:orders [-- --traders 32 --rate 2000 --seconds 10 --port 5260 --profile dir]`
 *
 * Starts the real server (server/main.ts, a child process, a fresh PGlite data directory) on
 * loopback; N traders sign up through the API and deposit demo funds, each opens its order stream
 * (/stream/user?category=order) and then runs, paced to a total target rate, the cycle: a limit
 * buy 1% below the bid (rests, inside the price band), its cancel, a market buy, a market sell (one BTC lot each).
 * It prints the acknowledgement latency (the HTTP answer) p50/p99, the fill and cancel
 * notification latency (from the HTTP answer to the notice on the stream) p50/p99, the notices
 * lost and duplicated, and, after stopping the server, whether the ledger sums to zero.
 */
const values = benchArgs({
  traders: '32',
  rate: '2000',
  seconds: '10',
  port: '5260',
  /** Writes the server's CPU profile (.cpuprofile) into this directory. */
  profile: undefined,
  /** `pglite` (default: a fresh data directory) or `postgres` (a fresh database on --postgres). */
  database: 'pglite',
  postgres: LOCAL_POSTGRES,
});
const traders = Number(values.traders);
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const port = Number(values.port);
const baseUrl = `http://127.0.0.1:${port}`;
const SYMBOL = 'BTCUSDT-PERP';
const SIZE = 0.001;
const DEPOSIT = 500_000;
/** Notices later than this after the run are counted lost. */
const GRACE_MS = 3_000;

const guard = setTimeout(
  () => {
    console.error('bench:orders took too long; giving up');
    server?.kill('SIGKILL');
    process.exit(2);
  },
  (seconds + 180) * 1000,
);
guard.unref();

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'derivo-bench-orders-'));
const usePostgres = values.database === 'postgres';
const benchDb = `derivo_bench_orders_${process.pid}`;
const adminUrl = values.postgres as string;
const benchUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${benchDb}`;
  return url.toString();
})();
async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
if (usePostgres) await admin(`create database ${benchDb}`);
const timingsFile = path.join(dataDir, 'timings.json');
let server: ChildProcess | undefined = spawn(
  process.execPath,
  [
    ...(values.profile === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${values.profile}`]),
    '--import',
    'tsx',
    'server/main.ts',
  ],
  {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: usePostgres ? benchUrl : '',
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The server's timing counters (server/core/timings.ts), written on SIGUSR2.
      CORE_TIMINGS: timingsFile,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
const exited = new Promise<void>((resolve) => server?.once('exit', () => resolve()));

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 1800; i++) {
    try {
      const health = await request(baseUrl, 'GET', '/api/v1/health');
      if (health.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the server did not start');
}

/** CPU seconds the server process has used so far (Linux /proc; NaN elsewhere). */
async function serverCpuSeconds(): Promise<number> {
  try {
    const stat = await readFile(`/proc/${server?.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Asks the server for its timing window (SIGUSR2) and waits for the file. */
async function serverTimings(): Promise<Record<string, TimingSummary> | undefined> {
  await rm(timingsFile, { force: true });
  server?.kill('SIGUSR2');
  for (let i = 0; i < 50; i++) {
    try {
      return JSON.parse(await readFile(timingsFile, 'utf8')) as Record<string, TimingSummary>;
    } catch {
      await sleep(100);
    }
  }
  return undefined;
}

/** The server's own timings of the run (server/core/timings.ts). */
function printTimings(timings: Record<string, TimingSummary> | undefined): void {
  if (timings === undefined) {
    console.log('server timings: none written');
    return;
  }
  const lag = timings['projection.lag'];
  if (lag !== undefined) {
    console.log(`projection lag: p50 ${ms(lag.p50)}, p99 ${ms(lag.p99)}, max ${ms(lag.max)}`);
  }
  console.log('server timings (ms, or a count): name n p50 p99 max sum');
  for (const [name, t] of Object.entries(timings).sort(([a], [b]) => a.localeCompare(b))) {
    console.log(
      `  ${name.padEnd(22)} ${String(t.n).padStart(7)} ${t.p50.toFixed(2).padStart(8)} ${t.p99.toFixed(2).padStart(8)} ${t.max.toFixed(2).padStart(9)} ${typeof t.sum === 'number' ? t.sum.toFixed(0).padStart(8) : ''}`,
    );
  }
}

/** Per notice key (`orderId|kind`): when it first arrived. */
const arrivals = new Map<string, number>();
let duplicates = 0;
let notices = 0;

function openStream(trader: BenchTrader): Promise<WebSocket> {
  const query = new URLSearchParams({
    userId: trader.userId,
    category: 'order',
    token: trader.token,
  });
  // Each from its trader's own address: the server caps the streams of one address.
  const ws = new WebSocket(`ws://127.0.0.1:${port}/stream/user?${query}`, {
    headers: { 'x-forwarded-for': trader.address },
  });
  const seen = new Set<string>();
  ws.on('message', (data) => {
    const at = performance.now();
    const message = JSON.parse(String(data)) as {
      messageId?: string;
      payload?: { orderId: string; kind: string };
    };
    if (message.messageId === undefined || message.payload === undefined) return;
    notices++;
    if (seen.has(message.messageId)) duplicates++;
    seen.add(message.messageId);
    const key = `${message.payload.orderId}|${message.payload.kind}`;
    if (!arrivals.has(key)) arrivals.set(key, at);
  });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

const acks: number[] = [];
const expected: { key: string; answeredAt: number }[] = [];
let failures = 0;
/** The refused calls by status and message. */
const refusals = new Map<string, number>();
let rejected = 0;

/** Sends one call, timing it; records the notice it should bring. */
async function timed(
  trader: BenchTrader,
  method: string,
  pathname: string,
  body?: unknown,
): Promise<Record<string, unknown> | undefined> {
  const started = performance.now();
  const answer = await request(baseUrl, method, pathname, {
    token: trader.token,
    ...(body === undefined ? {} : { body }),
  });
  const answeredAt = performance.now();
  acks.push(answeredAt - started);
  if (answer.status >= 300) {
    failures++;
    const key = `${answer.status} ${String((answer.json as { message?: string } | undefined)?.message ?? '').slice(0, 80)}`;
    refusals.set(key, (refusals.get(key) ?? 0) + 1);
    return undefined;
  }
  const order = answer.json as { orderId: string; status: string };
  const kind =
    order.status === 'filled'
      ? 'fill'
      : order.status === 'cancelled'
        ? 'cancel'
        : order.status === 'rejected'
          ? 'reject'
          : undefined;
  if (order.status === 'rejected') rejected++;
  if (kind !== undefined) expected.push({ key: `${order.orderId}|${kind}`, answeredAt });
  return answer.json as Record<string, unknown>;
}

try {
  await waitForServer();
  const where = usePostgres ? `PostgreSQL database ${benchDb}` : `PGlite in ${dataDir}`;
  console.log(`bench:orders: server on ${baseUrl} (${where}); signing up ${traders} traders`);
  const all: BenchTrader[] = [];
  for (let n = 0; n < traders; n += 8) {
    const batch = Array.from({ length: Math.min(8, traders - n) }, (_, i) =>
      newTrader(baseUrl, n + i, DEPOSIT),
    );
    all.push(...(await Promise.all(batch)));
  }
  const sockets = await Promise.all(all.map(openStream));
  const book = await request(baseUrl, 'GET', `/api/v1/orderbook?symbol=${SYMBOL}&depth=1`);
  const bid = (book.json as { bids: { price: number }[] }).bids[0]?.price ?? 0;
  // 1% below the bid: it rests, inside the BTC price band of 2% (src/domain/trading/price-band.ts).
  const restingPrice = Math.floor(bid * 0.99);

  console.log(
    `running ${rate} orders/s for ${seconds} s (${traders} traders, cycle: limit, cancel, market buy, market sell)`,
  );
  const started = performance.now();
  const endAt = started + seconds * 1000;
  const interval = (1000 * traders) / rate;
  const cpuBefore = process.cpuUsage();
  const serverCpuBefore = await serverCpuSeconds();
  const threadsBefore = await cpuByThread(server?.pid);
  // Starts the server's timing window with the run.
  server?.kill('SIGUSR2');
  await Promise.all(
    all.map(async (trader, i) => {
      let next = started + (i * 1000) / rate;
      let step = 0;
      let resting: string | undefined;
      // Paced to the target; when the server falls behind, as fast as it answers until the end.
      while (next < endAt && performance.now() < endAt) {
        const wait = next - performance.now();
        if (wait > 0) await sleep(wait);
        next += interval;
        const phase = step++ % 4;
        if (phase === 0) {
          const order = await timed(trader, 'POST', '/api/v1/orders', {
            symbol: SYMBOL,
            side: 'BUY',
            type: 'limit',
            size: SIZE,
            price: restingPrice,
          });
          resting = order?.status === 'open' ? String(order.orderId) : undefined;
        } else if (phase === 1) {
          if (resting !== undefined) await timed(trader, 'DELETE', `/api/v1/orders/${resting}`);
        } else {
          await timed(trader, 'POST', '/api/v1/orders', {
            symbol: SYMBOL,
            side: phase === 2 ? 'BUY' : 'SELL',
            type: 'market',
            size: SIZE,
          });
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const serverCpu = (await serverCpuSeconds()) - serverCpuBefore;
  const threads = threadShares(threadsBefore, await cpuByThread(server?.pid), elapsed);
  const timingsWritten = await serverTimings();
  const deadline = performance.now() + GRACE_MS;
  while (performance.now() < deadline && expected.some((e) => !arrivals.has(e.key))) {
    await sleep(50);
  }
  const latencies: number[] = [];
  let early = 0;
  let lost = 0;
  for (const { key, answeredAt } of expected) {
    const at = arrivals.get(key);
    if (at === undefined) {
      lost++;
      continue;
    }
    if (at < answeredAt) early++;
    latencies.push(Math.max(0, at - answeredAt));
  }
  for (const socket of sockets) socket.close(1000);
  closeConnections();

  console.log('');
  console.log(
    `calls: ${acks.length} in ${elapsed.toFixed(1)} s = ${(acks.length / elapsed).toFixed(0)}/s (target ${rate}/s); refused calls ${failures}, rejected orders ${rejected}`,
  );
  for (const [what, count] of [...refusals].sort((a, b) => b[1] - a[1]).slice(0, 5)) {
    console.log(`  refused ${count}×: ${what}`);
  }
  console.log(
    `ack latency: p50 ${ms(percentile(acks, 50))}, p99 ${ms(percentile(acks, 99))}, max ${ms(percentile(acks, 100))}`,
  );
  console.log(
    `notification latency (answer → notice): p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(percentile(latencies, 100))}; ${early} of ${latencies.length} arrived before the answer`,
  );
  console.log(
    `notices: ${notices} received, ${expected.length} expected, ${lost} lost, ${duplicates} duplicated`,
  );
  console.log(
    `CPU: server ${((serverCpu / elapsed) * 100).toFixed(0)}% of a core (main thread ${threads.main.toFixed(0)}%, busiest other thread ${threads.busiestOther.toFixed(0)}%, the rest ${threads.rest.toFixed(0)}%), bench client ${(((cpu.user + cpu.system) / 1e6 / elapsed) * 100).toFixed(0)}%; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
  );
  console.log(
    `server CPU per call: ${((serverCpu * 1000) / acks.length).toFixed(3)} ms (main thread ${((threads.main * elapsed * 10) / acks.length).toFixed(3)} ms)`,
  );
  printTimings(timingsWritten);
  const lag = timingsWritten?.['projection.lag']?.p99 ?? Number.NaN;
  const goals: [string, boolean][] = [
    ['≥ 5,000 calls/s', acks.length / elapsed >= 5000],
    ['ack p50 ≤ 2 ms', percentile(acks, 50) <= 2],
    ['ack p99 ≤ 10 ms', percentile(acks, 99) <= 10],
    ['notice p99 ≤ 10 ms', percentile(latencies, 99) <= 10],
    ['projection lag p99 ≤ 250 ms', lag <= 250],
    ['none lost or duplicated', lost === 0 && duplicates === 0],
  ];
  console.log(
    `issue 23's goals: ${goals.map(([goal, met]) => `${goal} ${met ? 'met' : 'NOT met'}`).join('; ')}`,
  );
} finally {
  server?.kill('SIGTERM');
  await exited;
  server = undefined;
}

const LEDGER_SUM = 'select coalesce(sum(balance_paise), 0)::text as s from ledger_account';
let sum: string | undefined;
if (usePostgres) {
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  sum = (await client.query<{ s: string }>(LEDGER_SUM)).rows[0]?.s;
  await client.end();
  await admin(`drop database if exists ${benchDb} with (force)`);
} else {
  const db = await PGlite.create(dataDir);
  sum = (await db.query<{ s: string }>(LEDGER_SUM)).rows[0]?.s;
  await db.close();
}
await rm(dataDir, { recursive: true, force: true });
console.log(
  `ledger: the accounts sum to ${sum} paise ${sum === '0' ? '(zero: balanced)' : '(NOT ZERO)'}`,
);
process.exit(sum === '0' ? 0 : 1);
