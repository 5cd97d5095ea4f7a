import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../server/clock.ts';
import type { Database } from '../../server/db/index.ts';
import { deposit } from '../../server/modules/funds/movements.ts';
import { marketEntry } from '../../server/modules/market/sim/entries.ts';
import { MarketSim } from '../../server/modules/market/sim/market-sim.ts';
import { TradingDesk } from '../../server/modules/trading/desk.ts';
import { ORDER_REFUSAL, type PlaceOrderBody } from '../../src/contracts/trading.ts';
import { insertTrader, pgliteLedger, postgresLedger } from './support/ledger-databases.ts';

const BTC = 'BTCUSDT-PERP';
const START = Date.UTC(2026, 10, 22, 6, 45, 13);
const BUY: PlaceOrderBody = { symbol: BTC, side: 'BUY', type: 'market', size: 0.002 };

/** A desk on `database` quoting from a seeded simulator, started (books listed and replayed). */
async function startedDesk(database: Database): Promise<TradingDesk> {
  const sim = new MarketSim({ seed: 11, startMs: START, historyDays: 1 });
  const desk = new TradingDesk({
    db: database.db,
    clock: systemClock,
    marketEntry: (symbol) => marketEntry(sim, symbol),
  });
  await desk.start();
  return desk;
}

const balanceOf = async (database: Database, account: string): Promise<bigint> => {
  const { rows } = await sql<{ b: string }>`select balance_paise::text as b from ledger_account
    where id = ${account}`.execute(database.db);
  return BigInt(rows[0]?.b ?? 'x');
};

const ledgerSum = async (database: Database) => {
  const { rows } = await sql<{ s: string }>`
    select coalesce(sum(balance_paise), 0)::text as s from ledger_account`.execute(database.db);
  return BigInt(rows[0]?.s ?? 'x');
};

const journaledPlaces = async (database: Database): Promise<Set<string>> => {
  const { rows } = await sql<{ id: string }>`select command->>'orderId' as id
    from trading_journal where command->>'type' = 'place'`.execute(database.db);
  return new Set(rows.map((r) => r.id));
};

/** Transactions that wrote these orders (a row's xmin is the transaction that inserted it). */
const transactionsOf = async (database: Database, ids: string[]): Promise<number> => {
  const { rows } = await sql<{ n: string | number }>`select count(distinct xmin::text) as n
    from trading_order where id in (${sql.join(ids.map(Number))})`.execute(database.db);
  return Number(rows[0]?.n);
};

/**
 * Group commit: orders sent together share one transaction and are each journaled before they are
 * answered; one refused on its own checks, or one whose work fails, takes none of the others down.
 */
describe.each([
  ['PGlite', pgliteLedger],
  ['PostgreSQL', postgresLedger],
] as const)('the trading desk batching commands on %s', (_kind, open) => {
  it('answers concurrent orders from one transaction, refusing only the ones that fail', async () => {
    const ledger = await open();
    try {
      const { database } = ledger;
      const desk = await startedDesk(database);
      const traders: string[] = [];
      for (let i = 0; i < 8; i += 1) {
        const trader = await insertTrader(database);
        await database.db
          .transaction()
          .execute((trx) => deposit(trx, trader, 5_000_000n, new Date()));
        traders.push(trader);
      }
      const broke = await insertTrader(database);

      // Every call is made before any is answered: the first runs alone, the rest wait together.
      const calls = traders.flatMap((trader) => [
        desk.place(trader, BUY),
        desk.place(trader, { ...BUY, clientOrderId: `twice-${trader}` }),
        desk.place(trader, { ...BUY, clientOrderId: `twice-${trader}` }),
      ]);
      calls.push(desk.place(broke, BUY));
      const answers = await Promise.all(calls);
      const refused = answers.at(-1);
      expect(refused).toMatchObject({
        status: 'rejected',
        reason: ORDER_REFUSAL.insufficientMargin,
      });
      const accepted = answers.slice(0, -1);
      for (const order of accepted) expect(order).toMatchObject({ status: 'filled' });
      // A repeated clientOrderId in the same batch gets the first order back.
      for (let i = 0; i < traders.length; i += 1) {
        expect(accepted[3 * i + 2]?.orderId).toBe(accepted[3 * i + 1]?.orderId);
      }
      const ids = [...new Set(accepted.map((o) => o.orderId))];
      expect(ids).toHaveLength(16);
      const journaled = await journaledPlaces(database);
      for (const id of ids) expect(journaled.has(id)).toBe(true);
      expect(journaled.has(refused?.orderId ?? '')).toBe(false);
      expect(await transactionsOf(database, ids)).toBeLessThanOrEqual(2);
      for (const trader of traders) {
        expect((await desk.positions(trader)).positions[0]).toMatchObject({ size: 0.004 });
      }
      expect(await ledgerSum(database)).toBe(0n);

      // A command that fails inside the batch (a trader the database does not know) is refused
      // alone: the batch is rolled back and every other command runs again on its own.
      const ghost = randomUUID();
      const second = [
        ...traders.map((trader) => desk.place(trader, BUY)),
        desk.place(ghost, BUY),
        ...traders.map((trader) => desk.place(trader, BUY)),
      ];
      const settled = await Promise.allSettled(second);
      const failed = settled.filter((s) => s.status === 'rejected');
      expect(failed).toHaveLength(1);
      expect(settled[traders.length]?.status).toBe('rejected');
      const filled = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      expect(filled).toHaveLength(2 * traders.length);
      for (const order of filled) expect(order).toMatchObject({ status: 'filled' });
      const after = await journaledPlaces(database);
      for (const order of filled) expect(after.has(order.orderId)).toBe(true);
      for (const trader of traders) {
        expect((await desk.positions(trader)).positions[0]).toMatchObject({ size: 0.008 });
      }
      const { rows } = await sql<{ n: string | number }>`select count(*) as n from trading_order
        where user_id = ${ghost}`.execute(database.db);
      expect(Number(rows[0]?.n)).toBe(0);
      expect(await ledgerSum(database)).toBe(0n);
    } finally {
      await ledger.close();
    }
  }, 60_000);
  it('lets an order use the margin a close earlier in the same batch gave back, and no more', async () => {
    const ledger = await open();
    try {
      const { database } = ledger;
      const desk = await startedDesk(database);
      const fund = async (paise: bigint) => {
        const trader = await insertTrader(database);
        await database.db.transaction().execute((trx) => deposit(trx, trader, paise, new Date()));
        return trader;
      };
      // What one order of 0.002 takes: its margin and fee.
      const probe = await fund(5_000_000n);
      expect(await desk.place(probe, BUY)).toMatchObject({ status: 'filled' });
      const taken = 5_000_000n - (await balanceOf(database, `available:${probe}`));
      // A trader left with ₹30 after opening: enough for a close's fee, not for another order.
      const trader = await fund(taken + 3_000n);
      expect(await desk.place(trader, BUY)).toMatchObject({ status: 'filled' });
      expect(await balanceOf(database, `available:${trader}`)).toBe(3_000n);

      // The probe's order runs alone; the close and the two buys after it wait and run together.
      const [, closed, half, again] = await Promise.all([
        desk.place(probe, BUY),
        desk.close(trader, BTC, undefined),
        desk.place(trader, { ...BUY, size: 0.001 }),
        desk.place(trader, BUY),
      ]);
      expect(closed).toMatchObject({ status: 'filled' });
      // Half the position's margin came back with the close: it pays for half the size again,
      expect(half).toMatchObject({ status: 'filled' });
      // but not for the whole size again as well.
      expect(again).toMatchObject({ status: 'rejected', reason: ORDER_REFUSAL.insufficientMargin });
      expect(await balanceOf(database, `available:${trader}`)).toBeGreaterThanOrEqual(0n);
      expect((await desk.positions(trader)).positions[0]).toMatchObject({ size: 0.001 });
      expect(await ledgerSum(database)).toBe(0n);
    } finally {
      await ledger.close();
    }
  }, 60_000);
});
