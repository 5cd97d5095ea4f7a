import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { CoreCommand, Quote } from '../server/core/core-commands.ts';
import { DEFAULT_CORE_CONFIG } from '../server/core/core-config.ts';
import type { CoreResult } from '../server/core/core-events.ts';
import { ExchangeCore } from '../server/core/exchange-core.ts';
import { CoreProjector } from '../server/core/projections/core-projector.ts';
import { type Database, migrateToLatest } from '../server/db/index.ts';
import { openPGlite } from '../server/db/pglite.ts';
import { openPostgres } from '../server/db/postgres.ts';
import { benchArgs, LOCAL_POSTGRES } from './bench-args.ts';

/**
 * `node --import tsx scripts/bench-projection.ts [--traders 64 --cycles 40 --batch 128 --database pglite]`
 *
 * The projection alone, in this process: bench:orders' workload (each trader in turn a limit buy
 * that rests, its cancel, a market buy, a market sell, against the market maker's quotes; a tick
 * every 250 ms of simulated time) is run through an exchange core, and its results are fed to the
 * projector in flushes of `--batch` entries on a fresh database. Prints entries a second and this
 * process's CPU per entry (PGlite runs here; PostgreSQL's own processes are not counted).
 */
const values = benchArgs({
  traders: '64',
  cycles: '40',
  batch: '128',
  database: 'pglite',
  /** The server's admin URL: the run makes a fresh database on it and drops it after. */
  postgres: LOCAL_POSTGRES,
  /** SQL run after the migrations (an experiment on the schema). */
  sql: undefined,
});
const traders = Number(values.traders);
const cycles = Number(values.cycles);
const batch = Number(values.batch);
const SYMBOL = 'BTCUSDT-PERP';
const MARK = 9_500_000;

function workload(userIds: readonly string[]) {
  const core = ExchangeCore.create({ ...DEFAULT_CORE_CONFIG, dailyDepositCapPaise: 1e15 });
  const entries: { seq: number; at: number }[] = [];
  const results: CoreResult[] = [];
  let at = 1_800_000_000_000;
  let lastTick = 0;
  const run = (command: CoreCommand) => {
    at += 0.2;
    const entry = { seq: core.seq + 1, at: Math.floor(at), command };
    const result = core.apply(entry);
    entries.push(entry);
    results.push(result);
    return result;
  };
  let step = 0;
  const tick = () => {
    step += 1;
    // A mark that wanders ±$1 around its start, the same every run.
    const mark = MARK + ((step * 37) % 201) - 100;
    const quote: Quote = { symbol: SYMBOL, mark, index: mark, bid: mark - 1, ask: mark + 1 };
    run({ type: 'tick', quotes: [quote] });
  };
  tick();
  for (const userId of userIds) {
    run({ type: 'deposit', userId, amountPaise: 50_000_000, ref: `dep-${userId}` });
  }
  const place = (userId: string, side: 'BUY' | 'SELL', price?: number) =>
    run({
      type: 'place',
      userId,
      symbol: SYMBOL,
      side,
      orderType: price === undefined ? 'market' : 'limit',
      timeInForce: price === undefined ? 'IOC' : 'GTC',
      ...(price === undefined ? {} : { price }),
      qty: 1,
      leverage: 10,
    });
  for (let c = 0; c < cycles; c += 1) {
    for (const userId of userIds) {
      if (at - lastTick >= 250) {
        tick();
        lastTick = at;
      }
      const rested = place(userId, 'BUY', Math.round(MARK * 0.99)).answer;
      if (rested.kind === 'order') run({ type: 'cancel', userId, orderId: rested.order.id });
      place(userId, 'BUY');
      place(userId, 'SELL');
    }
  }
  return { entries, results };
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: values.postgres });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'derivo-bench-projection-'));
const fresh = `derivo_bench_projection_${randomUUID().slice(0, 8)}`;
let database: Database;
if (values.database === 'postgres') {
  await adminQuery(`create database ${fresh}`);
  const url = new URL(values.postgres as string);
  url.pathname = `/${fresh}`;
  database = openPostgres(url.toString());
} else {
  database = await openPGlite(dir);
}
try {
  await migrateToLatest(database.db);
  if (values.sql) await sql.raw(values.sql).execute(database.db);
  if (process.env.PRINT_SCHEMA) {
    const { rows } = await sql<{
      d: string;
    }>`select tablename || ': ' || indexdef as d from pg_indexes where tablename in ('ledger_entry','ledger_journal','ledger_account','funds_transaction','trading_order','trading_fill','trading_position','trading_notice')
      union all select conrelid::regclass::text || ': ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint where contype in ('f','c') and conrelid::regclass::text in ('ledger_entry','ledger_journal','ledger_account','funds_transaction','trading_order','trading_fill','trading_position','trading_notice')
      union all select tgrelid::regclass::text || ': trigger ' || tgname from pg_trigger where not tgisinternal`.execute(
      database.db,
    );
    for (const row of rows) console.log(row.d);
    process.exit(0);
  }
  const userIds = Array.from({ length: traders }, () => randomUUID());
  for (const id of userIds) {
    await sql`insert into app_user (id, email, fullname, password_hash, created_at, updated_at, email_verified_at)
      values (${id}, ${`${id}@bench.test`}, 'Bench', 'x', now(), now(), now())`.execute(
      database.db,
    );
  }
  const { entries, results } = workload(userIds);
  const events = results.reduce((sum, r) => sum + r.events.length, 0);
  const core = ExchangeCore.create(DEFAULT_CORE_CONFIG);
  const statements = new Map<string, { n: number; ms: number }>();
  const begun = new Map<unknown, { key: string; at: number }>();
  const timed = database.db.withPlugin({
    transformQuery({ node, queryId }) {
      const raw = node as unknown as { sqlFragments?: readonly string[]; kind: string };
      const key = (raw.sqlFragments?.[0] ?? raw.kind).replace(/\s+/g, ' ').trim().slice(0, 48);
      begun.set(queryId, { key, at: performance.now() });
      return node;
    },
    async transformResult({ result, queryId }) {
      const start = begun.get(queryId);
      if (start !== undefined) {
        const entry = statements.get(start.key) ?? { n: 0, ms: 0 };
        entry.n += 1;
        entry.ms += performance.now() - start.at;
        statements.set(start.key, entry);
      }
      return result;
    },
  });
  const projector = new CoreProjector({
    db: process.env.STATEMENTS ? timed : database.db,
    units: (s) => core.units(s),
    maxEntries: batch,
  });
  await projector.start();
  const cpu = process.cpuUsage();
  const started = performance.now();
  projector.enqueue(entries, results);
  await projector.waitFor(entries.at(-1)?.seq ?? 0);
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  console.log(
    `${values.database}: ${entries.length} entries (${events} events) in flushes of ${batch}: ` +
      `${Math.round(wall)} ms, ${Math.round((entries.length / wall) * 1000)} entries/s, ` +
      `CPU ${(cpuMs / entries.length).toFixed(3)} ms an entry (${Math.round((cpuMs / wall) * 100)}% of a core)`,
  );
  await projector.stop();
  for (const [key, { n, ms }] of [...statements].sort((a, b) => b[1].ms - a[1].ms)) {
    console.log(`${key.padEnd(50)} ${String(n).padStart(5)} ${ms.toFixed(0).padStart(7)} ms`);
  }
  const counts: string[] = [];
  for (const table of [
    'trading_order',
    'trading_fill',
    'trading_position',
    'trading_notice',
    'funds_transaction',
    'ledger_journal',
    'ledger_entry',
    'ledger_account',
  ]) {
    const { rows } = await sql<{
      n: string;
    }>`select count(*) as n from ${sql.table(table)}`.execute(database.db);
    counts.push(`${table} ${rows[0]?.n}`);
  }
  console.log(`rows: ${counts.join(', ')}`);
} finally {
  await database.close();
  await rm(dir, { recursive: true, force: true });
  if (values.database === 'postgres')
    await adminQuery(`drop database if exists ${fresh} with (force)`);
}
