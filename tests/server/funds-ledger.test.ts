import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/index.ts';
import type { FundsRecord, GetFundsResponse } from '../../src/contracts/funds.ts';
import { call } from './support/http-client.ts';
import { insertTrader, pgliteLedger, postgresLedger } from './support/ledger-databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { fundedTrader } from './support/trading-client.ts';

async function entriesSum(db: Db): Promise<bigint> {
  const { rows } = await sql<{ s: string }>`
    select coalesce(sum(amount_paise), 0)::text as s from ledger_entry`.execute(db);
  return BigInt(rows[0]?.s ?? '0');
}

/** A journal of `entries` and the balances it moves, as the projection writes them. */
const post = (db: Db, entries: readonly (readonly [string, bigint])[]) =>
  db.transaction().execute(async (trx) => {
    const accounts = entries.map(([account]) => account);
    const amounts = entries.map(([, amount]) => amount.toString());
    await sql`insert into ledger_account (id, kind, may_go_negative, updated_at)
      select id, id, id not like 'available:%', now() from unnest(${accounts}::text[]) as v (id)
      on conflict (id) do nothing`.execute(trx);
    await sql`with journal as (
        insert into ledger_journal (id, transaction_id, memo, created_at)
        values (gen_random_uuid(), null, 'test', now()) returning id
      )
      insert into ledger_entry (journal_id, account_id, amount_paise)
      select journal.id, v.account, v.amount from journal,
        unnest(${accounts}::text[], ${amounts}::bigint[]) as v (account, amount)`.execute(trx);
    await sql`update ledger_account a set balance_paise = a.balance_paise + v.amount
      from unnest(${accounts}::text[], ${amounts}::bigint[]) as v (id, amount)
      where a.id = v.id`.execute(trx);
  });

for (const open of [pgliteLedger, postgresLedger]) {
  describe(`the ledger's tables on ${open === pgliteLedger ? 'PGlite' : 'PostgreSQL at 127.0.0.1:5432'}`, () => {
    it('refuse an overdraft and an unbalanced journal in the database itself', async () => {
      const ledger = await open();
      const db = ledger.database.db;
      try {
        const userId = await insertTrader(ledger.database);
        const available = `available:${userId}`;
        await post(db, [
          ['demo_deposits', -100n],
          [available, 100n],
        ]);
        await expect(
          sql`update ledger_account set balance_paise = -1 where id = ${available}`.execute(db),
        ).rejects.toMatchObject({ code: '23514' });
        await expect(
          post(db, [
            ['fees', 5n],
            ['demo_deposits', -4n],
          ]),
        ).rejects.toThrow(/does not balance/);
        const { rows } = await sql<{ b: string }>`
          select balance_paise::text as b from ledger_account where id = ${available}`.execute(db);
        expect(rows[0]?.b).toBe('100');
        expect(await entriesSum(db)).toBe(0n);
      } finally {
        await ledger.close();
      }
    });
  });
}

for (const database of ['pglite', 'postgres'] as const) {
  describe(`withdrawals racing for the last rupee on ${database}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ database });
      server.app.gates.withdrawalEligibility = async () => ({
        ok: true as const,
        bank: { ifsc: 'SBIN0000001', accountLast4: '9876' },
      });
    }, 60_000);
    afterAll(async () => server?.close());

    it('let exactly one of three win, through the API, and move the money once', async () => {
      for (let round = 0; round < 5; round += 1) {
        const { userId, token } = await fundedTrader(server, 'race', 100);
        const attempt = () =>
          call(server.url, 'POST', '/funds/withdrawal', {
            token,
            body: { userId, amount: 100 },
          });
        const results = await Promise.all([attempt(), attempt(), attempt()]);
        expect(results.map((r) => r.status).sort()).toEqual([202, 409, 409]);
        for (const refused of results.filter((r) => r.status !== 202)) {
          expect(refused.json).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
        }
        const funds = await call(server.url, 'GET', `/funds/getfunds?userId=${userId}`, {
          token,
        });
        const record = (funds.json as GetFundsResponse).data[0] as FundsRecord;
        expect(record.availableFunds).toBe(0);
      }
      expect(await entriesSum(server.database.db)).toBe(0n);
    }, 60_000);
  });
}
