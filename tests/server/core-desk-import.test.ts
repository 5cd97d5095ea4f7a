import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { CoreCommand } from '../../server/core/core-commands.ts';
import { FileJournal } from '../../server/core/journal/file-journal.ts';
import { PostgresJournal } from '../../server/core/journal/postgres-journal.ts';
import { DESK_IMPORT } from '../../server/core/opening.ts';
import { ensureInstallation } from '../../server/db/index.ts';
import type { LoginResponse } from '../../src/contracts/auth.ts';
import type { GetFundsResponse } from '../../src/contracts/funds.ts';
import type { Order, OrdersPage, Position } from '../../src/contracts/trading.ts';
import { api } from './support/auth-flow.ts';
import { replayJournal } from './support/core-replay.ts';
import { buildDeskFixture } from './support/desk-fixture.ts';
import { call } from './support/http-client.ts';
import { type LedgerDatabase, pgliteLedger, postgresLedger } from './support/ledger-databases.ts';
import { TEST_ENV } from './support/test-server.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const paise = (rupees: number) => Math.round(rupees * 100);

async function serve(
  ledger: LedgerDatabase,
  dataDir: string,
): Promise<{ app: FastifyInstance; url: string }> {
  const config = loadConfig({
    ...TEST_ENV,
    DATA_DIR: dataDir,
    CORE_SNAPSHOT_EVERY: '0',
    ...(ledger.url === undefined ? {} : { DATABASE_URL: ledger.url }),
  });
  await ensureInstallation(ledger.database.db);
  const app = buildApp({ config, database: ledger.database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}` };
}

describe.each(['pglite', 'postgres'] as const)(
  'the exchange core on a database the trading desk left (%s)',
  (kind) => {
    it('takes over balances, positions and pending withdrawals once, cancels open orders in words, and keeps the ledger whole', async () => {
      const ledger = kind === 'pglite' ? await pgliteLedger() : await postgresLedger();
      cleanups.push(() => ledger.close());
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'derivo-desk-import-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const db = ledger.database.db;
      const query = async <R>(text: string, params: unknown[] = []) => [
        ...(await db.executeQuery<R>(CompiledQuery.raw(text, params))).rows,
      ];
      const desk = await buildDeskFixture(db);
      const journalsBefore =
        (await query<{ n: number }>('select count(*)::int as n from ledger_journal'))[0]?.n ?? 0;

      const first = await serve(ledger, dataDir);
      const signIn = async (url: string, email: string) =>
        (
          (
            await call(url, 'POST', api('/auth/user-login/manual'), {
              body: { email, password: desk.password },
            })
          ).json as LoginResponse
        ).token;
      const tokenA = await signIn(first.url, desk.a.email);
      const tokenB = await signIn(first.url, desk.b.email);

      // Each wallet is what the desk left; A's open order's hold is back in available.
      const fundsOf = async (url: string, userId: string, token: string) =>
        (
          (await call(url, 'GET', `/funds/getfunds?userId=${userId}`, { token }))
            .json as GetFundsResponse
        ).data[0];
      for (const [userId, token] of [
        [desk.a.userId, tokenA],
        [desk.b.userId, tokenB],
      ] as const) {
        const funds = await fundsOf(first.url, userId, token);
        expect(paise(funds?.availableFunds ?? Number.NaN), userId).toBe(
          (desk.available[userId] ?? 0) + (desk.holds[userId] ?? 0),
        );
        expect(paise(funds?.marginUsed ?? Number.NaN), userId).toBe(desk.margins[userId]);
      }
      // The positions stand as they were.
      const positionsOf = async (url: string, token: string) =>
        ((await call(url, 'GET', '/api/v1/positions', { token })).json as { positions: Position[] })
          .positions;
      const [btc] = await positionsOf(first.url, tokenA);
      const [eth] = await positionsOf(first.url, tokenB);
      for (const [position, symbol, side, size, entryPrice, leverage] of [
        [btc, 'BTCUSDT-PERP', 'long', 0.01, 95_000, 10],
        [eth, 'ETHUSDT-PERP', 'short', 1, 3_200, 5],
      ] as const) {
        expect(position).toMatchObject({ symbol, side, size, entryPrice, leverage });
      }
      expect(paise(btc?.margin ?? 0)).toBe(desk.margins[desk.a.userId]);
      // The open order ended, said in words, once to its trader; its client id still answers it.
      const history = (
        await call(first.url, 'GET', '/api/v1/orders?status=history&limit=100', { token: tokenA })
      ).json as OrdersPage;
      const cancelled = history.orders.find((o) => o.orderId === String(desk.a.openOrderId));
      expect(cancelled?.status).toBe('cancelled');
      expect(cancelled?.reason).toMatch(/upgrade/);
      const notices = await query<{ user_id: string; message: string }>(
        "select user_id::text, message from trading_notice where message like '%upgrade%'",
      );
      expect(notices).toEqual([
        {
          user_id: desk.a.userId,
          message: expect.stringMatching(/open order was cancelled by the upgrade/),
        },
      ]);
      const repeat = await call(first.url, 'POST', '/api/v1/orders', {
        token: tokenA,
        body: {
          symbol: 'BTCUSDT-PERP',
          side: 'BUY',
          type: 'market',
          size: 0.001,
          leverage: 10,
          clientOrderId: 'desk-a-1',
        },
      });
      expect((repeat.json as Order).orderId).toBe('1');
      // A new order takes an id after the desk's.
      const placed = await call(first.url, 'POST', '/api/v1/orders', {
        token: tokenA,
        body: { symbol: 'BTCUSDT-PERP', side: 'SELL', type: 'market', size: 0.001, leverage: 10 },
      });
      expect(placed.status).toBe(201);
      expect(Number((placed.json as Order).orderId)).toBeGreaterThan(3);
      // The desk's pending withdrawal is paid by the bank as the core's own are, on the desk's row.
      for (let i = 0; i < 100; i += 1) {
        const [row] = await query<{ status: string }>(
          'select status from funds_transaction where id = $1',
          [desk.b.withdrawalId],
        );
        if (row?.status === 'completed') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(
        (
          await query<{ status: string }>('select status from funds_transaction where id = $1', [
            desk.b.withdrawalId,
          ])
        )[0]?.status,
      ).toBe('completed');
      const fundsA = await fundsOf(first.url, desk.a.userId, tokenA);
      await first.app.close();

      // A restart takes nothing over again: one opening entry in the journal, the same money.
      const second = await serve(ledger, dataDir);
      const tokenA2 = await signIn(second.url, desk.a.email);
      const again = await fundsOf(second.url, desk.a.userId, tokenA2);
      expect(again?.availableFunds).toBe(fundsA?.availableFunds);
      expect(again?.marginUsed).toBe(fundsA?.marginUsed);
      await second.app.close();

      const journal =
        kind === 'postgres'
          ? new PostgresJournal<CoreCommand>(db)
          : await FileJournal.open<CoreCommand>(path.join(dataDir, 'core', 'journal'));
      let openings = 0;
      for await (const entry of journal.read(0))
        if (entry.command.type === 'opening') openings += 1;
      const replay = await replayJournal(journal);
      if (kind === 'pglite') await journal.close();
      expect(openings).toBe(1);

      // The ledger: balanced, each account its entries' sum, every balance the replayed core's.
      expect(
        (
          await query<{ s: string }>(
            'select coalesce(sum(amount_paise), 0)::text as s from ledger_entry',
          )
        )[0]?.s,
      ).toBe('0');
      expect(
        (
          await query<{
            n: number;
          }>(`select count(*)::int as n from ledger_account a where a.balance_paise <>
        coalesce((select sum(e.amount_paise) from ledger_entry e where e.account_id = a.id), 0)`)
        )[0]?.n,
      ).toBe(0);
      const balances = await query<{ id: string; balance: string }>(
        'select id, balance_paise::text as balance from ledger_account where balance_paise <> 0',
      );
      expect(Object.fromEntries(balances.map((r) => [r.id, Number(r.balance)]))).toEqual(
        Object.fromEntries(replay.core.snapshot().balances),
      );
      // The desk's own accounts are closed; the counterpart holds what the desk's house accounts did.
      for (const account of [
        'hold:2',
        `margin:${desk.a.positionId}`,
        `margin:${desk.b.positionId}`,
      ]) {
        expect(replay.core.balance(account), account).toBe(0);
      }
      expect(replay.core.balance(DESK_IMPORT)).not.toBe(0);
      expect(replay.core.balance('fees')).toBeGreaterThanOrEqual(2000);
      // History kept: the desk's transactions and journals are all still there.
      expect(
        (
          await query<{ n: number }>(
            'select count(*)::int as n from funds_transaction where core_id is null',
          )
        )[0]?.n,
      ).toBe(desk.transactions);
      expect(
        (await query<{ n: number }>('select count(*)::int as n from ledger_journal'))[0]?.n,
      ).toBeGreaterThan(journalsBefore);
    }, 120_000);
  },
);
