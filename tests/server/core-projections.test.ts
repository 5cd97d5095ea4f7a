import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isHouse } from '../../server/core/accounts.ts';
import type { CoreCommand } from '../../server/core/core-commands.ts';
import { type CoreConfig, DEFAULT_CORE_CONFIG } from '../../server/core/core-config.ts';
import type { CoreEvent, CoreOrder } from '../../server/core/core-events.ts';
import type { CoreProjector } from '../../server/core/projections/core-projector.ts';
import { openProjection } from '../../server/core/projections/open-projection.ts';
import { openingBalancesOf } from '../../server/core/projections/opening-balances.ts';
import { ProjectionThread } from '../../server/core/projections/projection-thread.ts';
import { noticeMessageId, walletTransactionId } from '../../server/core/projections/stable-ids.ts';
import { type Db, migrateToLatest } from '../../server/db/index.ts';
import { openPGliteOnThread, pgliteWireUrl } from '../../server/db/pglite-wire/pglite-on-thread.ts';
import { createRng } from '../../server/modules/market/sim/rng.ts';
import { fromUnits } from '../../src/domain/instruments/order-units.ts';
import { BTC, BTC_MARK, CoreDriver, ETH, ETH_MARK, order, quoteAt } from './support/core-driver.ts';
import {
  insertTrader,
  type LedgerDatabase,
  pgliteLedger,
  postgresLedger,
} from './support/ledger-databases.ts';

/**
 * The exchange core's projections (server/core/projections/) on PGlite and PostgreSQL: a trading
 * day driven through a core (deposits, withdrawals paid and returned, a reward, limit and market
 * orders, closes, triggers, liquidations as the mark moves, funding every 10 s) is fed to the
 * projector, and the read tables must tell what the core holds: every ledger balance, every
 * trader's wallet history to the paisa, the orders, fills, positions and notices. A replay after a
 * crash changes nothing; a flush that fails midway leaves nothing and its retry lands it once.
 */

const CONFIG: CoreConfig = { ...DEFAULT_CORE_CONFIG, fundingIntervalS: 10 };
const SYMBOLS = [BTC, ETH] as const;

interface Day {
  readonly driver: CoreDriver;
  readonly traders: readonly string[];
  readonly withdrawals: Map<string, 'pending' | 'completed' | 'failed'>;
}

/**
 * A trading day of `steps` commands among `traders`: marks walking up to ±3% a tick (a 100x or
 * 200x position is liquidated in one), orders of every kind, closes, triggers and money movements.
 */
function tradingDay(traders: readonly string[], steps: number, seed: number): Day {
  const driver = new CoreDriver(CONFIG);
  const next = createRng(seed).uniform;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const marks = new Map<string, number>([
    [BTC, BTC_MARK],
    [ETH, ETH_MARK],
  ]);
  const tick = (ms: number) =>
    driver.tick(
      SYMBOLS.map((s) => quoteAt(s, marks.get(s) as number)),
      ms,
    );
  const withdrawals = new Map<string, 'pending' | 'completed' | 'failed'>();
  tick(250);
  for (const u of traders) driver.deposit(u, 500_000);
  driver.run({
    type: 'reward',
    userId: traders[0] as string,
    amountPaise: 12_345,
    ref: 'ref-1',
    memo: 'Referral reward',
  });
  for (let i = 0; i < steps; i += 1) {
    const u = pick(traders);
    const s = pick(SYMBOLS);
    const mark = marks.get(s) as number;
    const roll = next();
    let command: CoreCommand | undefined;
    if (roll < 0.3) {
      for (const symbol of SYMBOLS) {
        const moved = (marks.get(symbol) as number) * (1 + (next() - 0.5) * 0.06);
        marks.set(symbol, Math.max(100, Math.round(moved)));
      }
      tick(100 + Math.floor(next() * 3_000));
      continue;
    } else if (roll < 0.5) {
      const side = next() < 0.5 ? 'BUY' : 'SELL';
      const offset = Math.round(mark * (next() - 0.5) * 0.02);
      command = order(
        u,
        s,
        side,
        1 + Math.floor(next() * 40),
        pick([2, 10, 50, 100, 200]),
        mark + offset,
      );
    } else if (roll < 0.7) {
      command = order(
        u,
        s,
        next() < 0.5 ? 'BUY' : 'SELL',
        1 + Math.floor(next() * 60),
        pick([1, 5, 20, 100, 200]),
      );
    } else if (roll < 0.78) {
      const lots = Math.abs(driver.core.positions(u).find((p) => p.symbol === s)?.lots ?? 0);
      command = {
        type: 'closePosition',
        userId: u,
        symbol: s,
        ...(lots > 1 && next() < 0.5 ? { qty: Math.floor(lots / 2) } : {}),
      };
    } else if (roll < 0.83) {
      const open = driver.core.openOrders(u);
      if (open.length > 0) command = { type: 'cancel', userId: u, orderId: pick(open).id };
    } else if (roll < 0.88) {
      const position = driver.core.positions(u).find((p) => p.symbol === s);
      if (position !== undefined) {
        const long = position.lots > 0;
        command = {
          type: 'setTriggers',
          userId: u,
          symbol: s,
          // USD on the mark, off the tick grid (both books tick $0.01).
          takeProfit: (mark / 100) * (long ? 1.013 : 0.987),
        };
      }
    } else if (roll < 0.93) {
      const ref = `w-${i}`;
      const available = driver.core.wallet(u).availablePaise;
      if (available > 100_00) {
        command = { type: 'withdraw', userId: u, amountPaise: Math.floor(available / 10), ref };
        withdrawals.set(ref, 'pending');
      }
    } else if (roll < 0.97) {
      const pending = [...withdrawals].filter(([, state]) => state === 'pending');
      if (pending.length > 0) {
        const [ref] = pick(pending);
        const paid = next() < 0.6;
        command = { type: 'withdrawalSettled', ref, paid };
        withdrawals.set(ref, paid ? 'completed' : 'failed');
      }
    } else {
      driver.deposit(u, 50_000 + Math.floor(next() * 200_000));
    }
    if (command !== undefined) driver.run(command, 1 + Math.floor(next() * 50));
  }
  tick(1_000);
  return { driver, traders, withdrawals };
}

function projectorFor(
  db: Db,
  driver: CoreDriver,
  extra: Partial<ConstructorParameters<typeof CoreProjector>[0]> = {},
  url?: string,
): CoreProjector | ProjectionThread {
  return openProjection({
    url,
    db,
    units: (symbol) => driver.core.units(symbol),
    openingBalances: openingBalancesOf(CONFIG),
    retryMs: { first: 5, max: 50 },
    onError: (error) => {
      if (process.env.PROJECTION_DEBUG) console.error(error);
    },
    ...extra,
  });
}

/** Feeds the day's entries in batches as the sequencer would (re-running them on a new core). */
function feed(projector: CoreProjector | ProjectionThread, day: Day, batch = 64): void {
  const replayed = new CoreDriver(CONFIG);
  const { entries } = day.driver;
  for (let i = 0; i < entries.length; i += batch) {
    const slice = entries.slice(i, i + batch);
    projector.enqueue(
      slice,
      slice.map((e) => replayed.core.apply(e)),
    );
  }
}

const rows = async <R>(db: Db, query: ReturnType<typeof sql<R>>) => (await query.execute(db)).rows;

/** What every reader relies on: the read tables say what the core holds. */
async function expectProjectionOfCore(db: Db, day: Day): Promise<void> {
  const { driver, traders } = day;
  const core = driver.core;
  const events: CoreEvent[] = driver.events;

  const accounts = await rows(
    db,
    sql<{
      id: string;
      balance: string;
    }>`select id, balance_paise::text as balance from ledger_account`,
  );
  const inDb = new Map(accounts.map((a) => [a.id, Number(a.balance)]));
  for (const [account, balance] of core.snapshot().balances) {
    expect(inDb.get(account), `ledger_account ${account}`).toBe(balance);
  }
  for (const { id, balance } of accounts)
    expect(Number(balance), `ledger_account ${id}`).toBe(core.balance(id));
  const [sums] = await rows(
    db,
    sql<{ entries: string; balances: string; unbalanced: string }>`select
      (select coalesce(sum(amount_paise), 0) from ledger_entry)::text as entries,
      (select coalesce(sum(balance_paise), 0) from ledger_account)::text as balances,
      (select count(*) from (select journal_id from ledger_entry group by journal_id
        having sum(amount_paise) <> 0) j)::text as unbalanced`,
  );
  expect(sums).toEqual({ entries: '0', balances: '0', unbalanced: '0' });

  for (const u of traders) {
    const history = await rows(
      db,
      sql<{ amount: string; delta: string; after: string; type: string }>`select
        amount_paise::text as amount, wallet_delta_paise::text as delta,
        balance_after_paise::text as after, type from funds_transaction
      where user_id = ${u} order by seq`,
    );
    const wallet = core.wallet(u).walletPaise;
    expect(
      history.reduce((sum, t) => sum + Number(t.delta), 0),
      `${u}'s transactions`,
    ).toBe(wallet);
    expect(Number(history.at(-1)?.after), `${u}'s last balance after`).toBe(wallet);
    for (const t of history) expect(Number(t.amount)).toBe(Math.abs(Number(t.delta)));
    const expected = driver
      .transactions()
      .filter(
        (t) =>
          t.userId === u &&
          t.walletDeltaPaise !== 0 &&
          !['hold', 'margin', 'exchange'].includes(t.kind),
      );
    expect(history.map((t) => t.type)).toEqual(
      expected.map((t) => (t.kind === 'withdrawal_returned' ? 'withdrawal_return' : t.kind)),
    );
  }
  // Ids come from the core's, so a replay or a gateway that knows the core's id names the same row.
  const ids = await rows(
    db,
    sql<{ id: string; core_id: string }>`select id, core_id from funds_transaction`,
  );
  for (const { id, core_id } of ids) expect(id).toBe(walletTransactionId(core_id));
  const withdrawalRows = await rows(
    db,
    sql<{ core_ref: string; status: string }>`select core_ref, status
    from funds_transaction where type = 'withdrawal'`,
  );
  expect(new Map(withdrawalRows.map((w) => [w.core_ref, w.status]))).toEqual(day.withdrawals);
  const returned = await rows(
    db,
    sql<{ n: string }>`select count(*)::text as n from funds_transaction r
    join funds_transaction w on w.id = r.related_id and w.core_ref = r.core_ref
    where r.type = 'withdrawal_return' and w.status = 'failed'`,
  );
  expect(Number(returned[0]?.n)).toBe(
    [...day.withdrawals.values()].filter((s) => s === 'failed').length,
  );

  const lastOrders = new Map<number, CoreOrder>();
  for (const e of events)
    if (e.type === 'order' && !isHouse(e.order.userId)) lastOrders.set(e.order.id, e.order);
  const orderRows = await rows(
    db,
    sql<{
      id: string;
      status: string;
      size: number;
      filled: number;
      filled_notional: number;
      price: number | null;
      origin: string;
      leverage: number;
    }>`select id, status, size, filled, filled_notional, price, origin, leverage from trading_order`,
  );
  expect(orderRows).toHaveLength(lastOrders.size);
  for (const row of orderRows) {
    const o = lastOrders.get(Number(row.id)) as CoreOrder;
    const units = core.units(o.symbol) as { tickSize: number; lotSize: number };
    expect(row.status, `order ${o.id}`).toBe(o.status);
    expect(row.size).toBe(fromUnits(o.qty, units.lotSize));
    expect(row.filled).toBe(fromUnits(o.filled, units.lotSize));
    expect(row.filled_notional).toBeCloseTo(o.filledValue * units.lotSize, 6);
    expect(row.price).toBe(o.orderType === 'market' ? null : fromUnits(o.price, units.tickSize));
    expect([row.origin, row.leverage]).toEqual([o.origin, o.leverage]);
  }

  const fills = events.flatMap((e) =>
    e.type === 'fill' && !isHouse(e.fill.userId) ? [e.fill] : [],
  );
  const fillRows = await rows(
    db,
    sql<{
      core_id: string;
      order_id: string;
      price: number;
      size: number;
      role: string;
    }>`select core_id, order_id, price, size, role from trading_fill order by id`,
  );
  expect(fillRows.map((f) => [f.core_id, Number(f.order_id), f.price, f.role])).toEqual(
    fills.map((f) => [f.id, f.orderId, f.price, f.role]),
  );

  const positionRows = await rows(
    db,
    sql<{
      user_id: string;
      symbol: string;
      size_lots: string;
      entry_price: number;
      leverage: number;
      realised_paise: string;
    }>`select user_id, symbol, size_lots::text, entry_price, leverage, realised_paise::text from trading_position`,
  );
  for (const u of traders) {
    for (const s of SYMBOLS) {
      const open = core.positions(u).find((p) => p.symbol === s);
      const row = positionRows.find((p) => p.user_id === u && p.symbol === s);
      if (open === undefined) {
        expect(Number(row?.size_lots ?? 0), `${u} ${s} closed`).toBe(0);
      } else {
        expect(row, `${u} ${s}`).toBeDefined();
        expect(Number(row?.size_lots)).toBe(open.lots);
        expect(row?.entry_price).toBe(open.entryPrice);
        expect(row?.leverage).toBe(open.leverage);
        expect(Number(row?.realised_paise)).toBe(open.realisedPaise);
      }
    }
  }

  const notices = events.flatMap((e) => (e.type === 'notice' ? [e.notice] : []));
  const noticeRows = await rows(
    db,
    sql<{
      message_id: string;
      kind: string;
      message: string;
    }>`select id::text as message_id, kind, message from trading_notice order by trading_notice.id`,
  );
  expect(noticeRows.map((n) => [n.message_id, n.message])).toEqual(
    notices.map((n) => [noticeMessageId(n.id), n.message]),
  );
}

/** Every projected table, whole, in a stable order: a second feed must leave it as it was. */
async function dump(db: Db): Promise<string> {
  const tables = [
    sql`select id, balance_paise::text, updated_at from ledger_account order by id`,
    sql`select * from funds_transaction order by seq`,
    sql`select * from ledger_journal order by core_id nulls first, memo`,
    sql`select * from ledger_entry order by id`,
    sql`select * from trading_order order by id`,
    sql`select * from trading_fill order by id`,
    sql`select * from trading_position order by user_id, symbol`,
    sql`select * from trading_notice order by id`,
    sql`select * from core_projection order by name`,
  ];
  const out: unknown[] = [];
  for (const query of tables) out.push((await query.execute(db)).rows);
  return JSON.stringify(out);
}

async function tradersIn(ledger: LedgerDatabase, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) ids.push(await insertTrader(ledger.database));
  return ids;
}

describe.each([
  ['PGlite', pgliteLedger],
  ['PostgreSQL', postgresLedger],
] as const)('the core projections on %s', (kind, open) => {
  const opened: LedgerDatabase[] = [];
  const fresh = async () => {
    const ledger = await open();
    opened.push(ledger);
    return ledger;
  };
  beforeAll(() => {});
  afterAll(async () => {
    for (const ledger of opened) await ledger.close();
  });

  test('write what the core holds, and a replay after a crash changes nothing', async () => {
    const ledger = await fresh();
    const db = ledger.database.db;
    const day = tradingDay(await tradersIn(ledger, 5), 900, 23);
    const all = day.driver.events;
    // The day reaches what it is meant to test.
    expect(all.some((e) => e.type === 'notice' && e.notice.kind === 'liquidation')).toBe(true);
    expect(
      day.driver.transactions().some((t) => t.kind === 'funding' && t.walletDeltaPaise !== 0),
    ).toBe(true);
    expect(
      day.driver.transactions().some((t) => t.kind === 'realised_pnl' && t.walletDeltaPaise < 0),
    ).toBe(true);
    expect([...day.withdrawals.values()]).toEqual(expect.arrayContaining(['completed', 'failed']));

    const projector = projectorFor(db, day.driver);
    expect(await projector.start()).toBe(0);
    feed(projector, day);
    const last = day.driver.core.seq;
    await projector.waitFor(last);
    expect(projector.projectedSeq).toBe(last);
    await expectProjectionOfCore(db, day);
    await projector.stop();
    const before = await dump(db);

    // After a crash the journal's tail is fed again, before the new projector has read where it was.
    const again = projectorFor(db, day.driver);
    feed(again, day);
    expect(await again.start()).toBe(last);
    await again.waitFor(last);
    await again.stop();
    expect(await dump(db)).toBe(before);
  }, 120_000);

  test('roll a failing flush back whole and land it once on the retry', async () => {
    const ledger = await fresh();
    const db = ledger.database.db;
    const day = tradingDay(await tradersIn(ledger, 3), 300, 7);
    // The first two notice inserts fail, after the flush has written its ledger rows: a sequence
    // is not rolled back, so the third try passes.
    await sql`create sequence notice_failures`.execute(db);
    await sql`create function fail_twice() returns trigger language plpgsql as $$
      begin
        if nextval('notice_failures') <= 2 then raise exception 'injected failure'; end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger fail_twice before insert on trading_notice
      for each statement execute function fail_twice()`.execute(db);
    const failures: string[] = [];
    const projector = projectorFor(db, day.driver, {
      maxEntries: 100_000,
      onError: (error) => failures.push(error.message),
    });
    await projector.start();
    feed(projector, day);
    await projector.waitFor(day.driver.core.seq);
    await projector.stop();
    expect(failures).toHaveLength(2);
    expect(failures[0]).toContain('injected failure');
    await expectProjectionOfCore(db, day);
  }, 120_000);

  test('sustain a throughput (events a second) that it reports', async () => {
    const ledger = await fresh();
    const db = ledger.database.db;
    const day = tradingDay(await tradersIn(ledger, 20), 6_000, 99);
    const replayed = new CoreDriver(CONFIG);
    const results = day.driver.entries.map((e) => replayed.core.apply(e));
    let events = 0;
    let flushes = 0;
    const lags: number[] = [];
    const projector = projectorFor(db, day.driver, {
      onFlushed: (flush) => {
        events += flush.events;
        flushes += 1;
        lags.push(flush.durationMs);
      },
    });
    await projector.start();
    const started = performance.now();
    // The sequencer's batches: 32 entries at a time, fed as fast as the projector takes them.
    const { entries } = day.driver;
    for (let i = 0; i < entries.length; i += 32) {
      projector.enqueue(entries.slice(i, i + 32), results.slice(i, i + 32));
      if (i % 1024 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await projector.waitFor(day.driver.core.seq);
    const seconds = (performance.now() - started) / 1000;
    await projector.stop();
    const perSecond = Math.round(events / seconds);
    lags.sort((a, b) => a - b);
    console.log(
      `core projection on ${kind}: ${events} events of ${entries.length} entries in ${seconds.toFixed(2)} s = ${perSecond} events/s, ${flushes} flushes, flush p50 ${lags[Math.floor(lags.length / 2)]?.toFixed(1)} ms, max ${lags.at(-1)?.toFixed(1)} ms`,
    );
    expect(events).toBeGreaterThan(10_000);
    await expectProjectionOfCore(db, day);
  }, 300_000);
});

/** A fresh, migrated PGlite on a thread of its own, as the server runs it. */
async function pgliteOnThreadLedger(): Promise<LedgerDatabase> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'derivo-projection-thread-'));
  const database = await openPGliteOnThread(dir);
  await migrateToLatest(database.db);
  return {
    kind: 'pglite',
    database,
    ...(pgliteWireUrl(database.db) === undefined ? {} : { url: pgliteWireUrl(database.db) }),
    close: async () => {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

describe.each([
  ['PGlite on its thread', pgliteOnThreadLedger],
  ['PostgreSQL', postgresLedger],
] as const)('the core projections on a thread of their own, on %s', (_kind, open) => {
  const opened: LedgerDatabase[] = [];
  afterAll(async () => {
    for (const ledger of opened) await ledger.close();
  });

  test('write what the core holds, answer read-your-writes, and a replay changes nothing', async () => {
    const ledger = await open();
    opened.push(ledger);
    const db = ledger.database.db;
    const url = ledger.url as string;
    expect(url).toMatch(/^postgres:/);
    const day = tradingDay(await tradersIn(ledger, 5), 600, 31);
    const flushes: number[] = [];
    const projector = projectorFor(
      db,
      day.driver,
      { onFlushed: (f) => flushes.push(f.entries) },
      url,
    );
    expect(projector).toBeInstanceOf(ProjectionThread);
    expect(await projector.start()).toBe(0);
    feed(projector, day, 16);
    const last = day.driver.core.seq;
    // Not yet written when fed: the thread tells when it is.
    expect(projector.projectedSeq).toBeLessThan(last);
    await projector.waitFor(last);
    expect(projector.projectedSeq).toBe(last);
    expect(flushes.reduce((a, b) => a + b, 0)).toBe(last);
    await expectProjectionOfCore(db, day);
    await projector.stop();
    const before = await dump(db);

    // A restart feeds the journal's tail again before reading its checkpoint: nothing changes.
    const again = projectorFor(db, day.driver, {}, url);
    feed(again, day);
    expect(await again.start()).toBe(last);
    await again.waitFor(last);
    await again.stop();
    expect(await dump(db)).toBe(before);
    await expect(again.waitFor(last + 1)).rejects.toThrow(/stopped/);
  }, 120_000);
});
