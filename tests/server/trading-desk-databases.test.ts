import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../server/clock.ts';
import type { Database } from '../../server/db/index.ts';
import { deposit } from '../../server/modules/funds/movements.ts';
import { marketEntry } from '../../server/modules/market/sim/entries.ts';
import { MarketSim } from '../../server/modules/market/sim/market-sim.ts';
import { TradingDesk } from '../../server/modules/trading/desk.ts';
import {
  insertTrader,
  type LedgerDatabase,
  pgliteLedger,
  postgresLedger,
} from './support/ledger-databases.ts';

const BTC = 'BTCUSDT-PERP';
const START = Date.UTC(2026, 10, 22, 6, 45, 13);

const ledgerSum = async (database: Database) => {
  const { rows } = await sql<{ s: string }>`
    select coalesce(sum(balance_paise), 0)::text as s from ledger_account`.execute(database.db);
  return BigInt(rows[0]?.s ?? 'x');
};

/**
 * The desk on each database the server runs on: trades, the ledger balancing, and a second desk
 * on the same database (a restart) rebuilding the same book from the journal.
 */
describe.each([
  ['PGlite', pgliteLedger],
  ['PostgreSQL', postgresLedger],
] as const)('the trading desk on %s', (_kind, open) => {
  it('trades through the ledger and rebuilds the same book after a restart', async () => {
    const ledger: LedgerDatabase = await open();
    try {
      const { database } = ledger;
      const sim = new MarketSim({ seed: 7, startMs: START, historyDays: 1 });
      const desk = () =>
        new TradingDesk({
          db: database.db,
          clock: systemClock,
          marketEntry: (symbol) => marketEntry(sim, symbol),
        });
      const first = desk();
      await first.start();
      const alice = await insertTrader(database);
      const bob = await insertTrader(database);
      for (const who of [alice, bob]) {
        await database.db.transaction().execute((trx) => deposit(trx, who, 5_000_000n, new Date()));
      }
      const quote = marketEntry(sim, BTC);
      if (quote === undefined) throw new Error('no BTC quote');
      const mid = Math.round(((quote.bid + quote.ask) / 2) * 100) / 100;

      const resting = await first.place(alice, {
        symbol: BTC,
        side: 'SELL',
        type: 'limit',
        size: 0.003,
        price: mid,
      });
      expect(resting.status).toBe('open');
      expect(
        await first.place(bob, { symbol: BTC, side: 'BUY', type: 'market', size: 0.005 }),
      ).toMatchObject({ status: 'filled', filledSize: 0.005 });
      expect((await first.positions(bob)).positions[0]).toMatchObject({
        side: 'long',
        size: 0.005,
      });
      expect((await first.positions(alice)).positions[0]).toMatchObject({
        side: 'short',
        size: 0.003,
        entryPrice: mid,
      });
      const closed = await first.close(bob, BTC, undefined);
      expect(closed).toMatchObject({ status: 'filled', reduceOnly: true });
      expect((await first.positions(bob)).positions).toEqual([]);
      expect(await ledgerSum(database)).toBe(0n);

      await first.place(bob, {
        symbol: BTC,
        side: 'BUY',
        type: 'limit',
        size: 0.002,
        price: mid - 50,
      });
      const before = await first.orderbook(BTC, 50);
      const restarted = desk();
      await restarted.start();
      const after = await restarted.orderbook(BTC, 50);
      expect(after?.bids).toEqual(before?.bids);
      expect(after?.asks).toEqual(before?.asks);
      expect(after?.bids).toContainEqual({ price: mid - 50, size: 0.002 });
    } finally {
      await ledger.close();
    }
  }, 60_000);
});
