import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/index.ts';
import { availableAccount, lockAvailable, postJournal } from '../../server/modules/funds/ledger.ts';
import {
  deposit,
  dueWithdrawals,
  settleWithdrawal,
  withdraw,
} from '../../server/modules/funds/movements.ts';
import { FundsRefusal } from '../../server/modules/funds/refusal.ts';
import {
  insertTrader,
  type LedgerDatabase,
  pgliteLedger,
  postgresLedger,
} from './support/ledger-databases.ts';

const BANK = { ifsc: 'HDFC0001234', accountLast4: '4321' };

async function entriesSum(db: Db): Promise<bigint> {
  const { rows } = await sql<{ s: string }>`
    select coalesce(sum(amount_paise), 0)::text as s from ledger_entry`.execute(db);
  return BigInt(rows[0]?.s ?? '0');
}

async function balance(db: Db, account: string): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_account')
    .select('balance_paise')
    .where('id', '=', account)
    .executeTakeFirst();
  return BigInt(row?.balance_paise ?? '0');
}

/** Every account's stored balance equals the sum of its entries. */
async function balancesMatchEntries(db: Db): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from ledger_account a
    where a.balance_paise <> coalesce((select sum(e.amount_paise) from ledger_entry e where e.account_id = a.id), 0)`.execute(
    db,
  );
  return rows[0]?.n === 0;
}

type Step =
  | { kind: 'deposit'; paise: bigint }
  | { kind: 'withdraw'; paise: bigint }
  | { kind: 'settle'; outcome: 'paid' | 'rejected' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.bigInt({ min: 1n, max: 50_000_00n }).map((paise) => ({ kind: 'deposit' as const, paise })),
  fc.bigInt({ min: 1n, max: 60_000_00n }).map((paise) => ({ kind: 'withdraw' as const, paise })),
  fc.constantFrom('paid' as const, 'rejected' as const).map((outcome) => ({
    kind: 'settle' as const,
    outcome,
  })),
);

for (const open of [pgliteLedger, postgresLedger]) {
  describe(`the ledger on ${open === pgliteLedger ? 'PGlite' : 'PostgreSQL at 127.0.0.1:5432'}`, () => {
    let ledger: LedgerDatabase;
    let db: Db;
    beforeAll(async () => {
      ledger = await open();
      db = ledger.database.db;
    }, 60_000);
    afterAll(async () => ledger?.close());

    it('keeps entries summing to zero, never overdraws, and matches a simple model (fast-check)', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
          const userId = await insertTrader(ledger.database);
          const model = { available: 0n, pending: [] as bigint[], paidOut: 0n };
          const now = new Date();
          for (const s of steps) {
            if (s.kind === 'deposit') {
              await db.transaction().execute((trx) => deposit(trx, userId, s.paise, now));
              model.available += s.paise;
            } else if (s.kind === 'withdraw') {
              const outcome = await db
                .transaction()
                .execute((trx) =>
                  withdraw(trx, { userId, paise: s.paise, bank: BANK, now, settlesAt: now }),
                )
                .then(
                  () => 'ok',
                  (error: unknown) => {
                    if (error instanceof FundsRefusal && error.code === 'INSUFFICIENT_FUNDS') {
                      return 'refused';
                    }
                    throw error;
                  },
                );
              expect(outcome).toBe(s.paise <= model.available ? 'ok' : 'refused');
              if (outcome === 'ok') {
                model.available -= s.paise;
                model.pending.push(s.paise);
              }
            } else {
              const settled = await db.transaction().execute(async (trx) => {
                const mine = (await dueWithdrawals(trx, now, 1_000)).find(
                  (w) => w.userId === userId,
                );
                if (mine !== undefined) await settleWithdrawal(trx, mine, s.outcome, now);
                return mine;
              });
              expect(settled?.paise).toBe(model.pending[0]);
              const paise = model.pending.shift();
              if (paise !== undefined && s.outcome === 'rejected') model.available += paise;
              if (paise !== undefined && s.outcome === 'paid') model.paidOut += paise;
            }
            expect(await balance(db, availableAccount(userId))).toBe(model.available);
          }
          expect(await entriesSum(db)).toBe(0n);
          expect(await balancesMatchEntries(db)).toBe(true);
          const history = await db
            .selectFrom('funds_transaction')
            .select(['type', 'status', 'balance_after_paise'])
            .where('user_id', '=', userId)
            .orderBy('seq', 'desc')
            .executeTakeFirst();
          if (history !== undefined && history.status !== 'pending') {
            // The newest row's balance-after is the balance now (a pending withdrawal's too).
            expect(BigInt(history.balance_after_paise)).toBe(model.available);
          }
        }),
        { numRuns: ledger.kind === 'postgres' ? 25 : 40 },
      );
    }, 120_000);

    it('refuses an overdraft and an unbalanced journal in the database itself', async () => {
      const userId = await insertTrader(ledger.database);
      await db.transaction().execute((trx) => deposit(trx, userId, 100n, new Date()));
      await expect(
        sql`update ledger_account set balance_paise = -1 where id = ${availableAccount(userId)}`.execute(
          db,
        ),
      ).rejects.toMatchObject({ code: '23514' });
      await expect(
        db.transaction().execute(async (trx) => {
          const row = await trx
            .selectFrom('funds_transaction')
            .select('id')
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('ledger_journal')
            .values({
              id: crypto.randomUUID(),
              transaction_id: row.id,
              memo: 'bad',
              created_at: new Date(),
            })
            .returning('id')
            .executeTakeFirstOrThrow()
            .then(({ id }) =>
              trx
                .insertInto('ledger_entry')
                .values({ journal_id: id, account_id: 'fees', amount_paise: 5n })
                .execute(),
            );
        }),
      ).rejects.toThrow(/does not balance/);
      await expect(
        db.transaction().execute(async (trx) => {
          await lockAvailable(trx, userId, new Date());
          await postJournal(trx, {
            transactionId: crypto.randomUUID(),
            memo: 'bad',
            now: new Date(),
            entries: [
              { account: 'fees', amount: 5n },
              { account: 'demo_deposits', amount: -4n },
            ],
          });
        }),
      ).rejects.toThrow(/sum to zero/);
      expect(await balance(db, availableAccount(userId))).toBe(100n);
      expect(await entriesSum(db)).toBe(0n);
    });

    if (open === postgresLedger) {
      it('lets exactly one of two withdrawals racing for the last rupee win, on real concurrent connections', async () => {
        for (let round = 0; round < 10; round += 1) {
          const userId = await insertTrader(ledger.database);
          const now = new Date();
          await db.transaction().execute((trx) => deposit(trx, userId, 100n, now));
          const attempt = () =>
            db
              .transaction()
              .execute((trx) =>
                withdraw(trx, { userId, paise: 100n, bank: BANK, now, settlesAt: now }),
              )
              .then(
                () => 'won',
                (error: unknown) => (error instanceof FundsRefusal ? error.code : String(error)),
              );
          const results = await Promise.all([attempt(), attempt(), attempt()]);
          expect(results.filter((r) => r === 'won')).toHaveLength(1);
          expect(results.filter((r) => r === 'INSUFFICIENT_FUNDS')).toHaveLength(2);
          expect(await balance(db, availableAccount(userId))).toBe(0n);
        }
        const { rows } = await sql<{ n: number }>`
          select count(distinct pid)::int as n from pg_stat_activity where datname = current_database()`.execute(
          db,
        );
        expect(rows[0]?.n).toBeGreaterThan(1);
        expect(await entriesSum(db)).toBe(0n);
      }, 60_000);
    }
  });
}
