import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../server/modules/auth/demo-trader.ts';
import type { LoginResponse } from '../../src/contracts/auth.ts';
import type { MovementResponse } from '../../src/contracts/funds.ts';
import { api } from './support/auth-flow.ts';
import { call } from './support/http-client.ts';
import { type MainProcess, startMain } from './support/main-process.ts';

const ENTRY = 'tests/server/support/funds-main.ts';
let dataDir: string;
const children: MainProcess[] = [];

afterAll(async () => {
  for (const child of children) if (child.child.exitCode === null) child.child.kill('SIGKILL');
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
});

async function start(): Promise<{ url: string; main: MainProcess }> {
  const main = startMain(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      FUNDS_WITHDRAWAL_SETTLE_MS: '50',
    },
    ENTRY,
  );
  children.push(main);
  const ready = await main.waitForLog('Funds test exchange listening', 60_000);
  return { url: `http://127.0.0.1:${ready.port}`, main };
}

describe('crash safety', () => {
  it('keeps every acknowledged deposit and withdrawal exactly once after SIGKILL, and the ledger balanced', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'derivo-funds-crash-'));
    const first = await start();
    const login = await call(first.url, 'POST', api('/auth/user-login/manual'), {
      body: { email: DEMO_TRADER.email, password: DEMO_TRADER.password },
    });
    const { token, user } = login.json as LoginResponse;
    const userId = user.userId;

    const acknowledged = new Map<string, MovementResponse>();
    let sent = 0;
    let killed = false;
    const worker = async (lane: number) => {
      for (let i = 0; !killed; i += 1) {
        const key = `lane${lane}-${i}`;
        const isDeposit = i % 3 !== 2;
        sent += 1;
        const result = await call(
          first.url,
          'POST',
          isDeposit ? '/funds/addFunds' : '/funds/withdrawal',
          {
            token,
            body: { userId, amount: isDeposit ? 10 : 7 },
            headers: { 'Idempotency-Key': key },
          },
        ).catch(() => undefined);
        if (result !== undefined && result.status < 300) {
          acknowledged.set(key, result.json as MovementResponse);
        }
      }
    };
    const lanes = [0, 1, 2, 3].map(worker);
    while (acknowledged.size < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    first.main.child.kill('SIGKILL');
    killed = true;
    expect((await first.main.exited).signal).toBe('SIGKILL');
    await Promise.all(lanes);
    expect(sent).toBeGreaterThan(acknowledged.size);

    // Restarted on the same data: every acknowledged key answers as before, and nothing moves again.
    const second = await start();
    const relogin = await call(second.url, 'POST', api('/auth/user-login/manual'), {
      body: { email: DEMO_TRADER.email, password: DEMO_TRADER.password },
    });
    const token2 = (relogin.json as LoginResponse).token;
    for (const [key, answer] of acknowledged) {
      const isDeposit = answer.transaction.type === 'deposit';
      const repeat = await call(
        second.url,
        'POST',
        isDeposit ? '/funds/addFunds' : '/funds/withdrawal',
        {
          token: token2,
          body: { userId, amount: isDeposit ? 10 : 7 },
          headers: { 'Idempotency-Key': key },
        },
      );
      expect(repeat.json, key).toMatchObject({ transaction: { id: answer.transaction.id } });
    }
    // Withdrawals wait for their code: confirmed after the restart, those left pending by the
    // crash settle.
    const pending = await call(
      second.url,
      'GET',
      `/funds/transaction/${userId}?type=withdrawal&limit=100`,
      { token: token2 },
    );
    for (const t of (pending.json as { transactions: { id: string; status: string }[] })
      .transactions) {
      if (t.status !== 'pending') continue;
      const confirmed = await call(second.url, 'POST', `/funds/withdrawal/${t.id}/confirm`, {
        token: token2,
        body: { code: '000000' },
      });
      expect(confirmed.status, t.id).toBe(200);
    }
    await expect
      .poll(
        async () => {
          const h = await call(
            second.url,
            'GET',
            `/funds/transaction/${userId}?type=withdrawal&limit=100`,
            {
              token: token2,
            },
          );
          return (h.json as { transactions: { status: string }[] }).transactions.some(
            (t) => t.status === 'pending',
          );
        },
        { timeout: 10_000 },
      )
      .toBe(false);
    second.main.child.kill('SIGTERM');
    await second.main.exited;

    const db = await PGlite.create(dataDir);
    try {
      const ids = [...acknowledged.values()].map((a) => a.transaction.id);
      const found = await db.query<{ id: string; journals: number }>(
        `select t.id, (select count(*)::int from ledger_journal j where j.transaction_id = t.id) as journals
         from funds_transaction t where t.id = any($1::uuid[])`,
        [ids],
      );
      expect(found.rows).toHaveLength(ids.length);
      for (const row of found.rows) expect(row.journals).toBeGreaterThanOrEqual(1);
      const orphans = await db.query<{ n: number }>(
        `select count(*)::int as n from funds_transaction t
         where not exists (select 1 from ledger_journal j where j.transaction_id = t.id)`,
      );
      expect(orphans.rows[0]?.n).toBe(0);
      const sum = await db.query<{ s: string }>(
        'select coalesce(sum(amount_paise), 0)::text as s from ledger_entry',
      );
      expect(sum.rows[0]?.s).toBe('0');
      const drift = await db.query<{ n: number }>(
        `select count(*)::int as n from ledger_account a where a.balance_paise <>
           coalesce((select sum(e.amount_paise) from ledger_entry e where e.account_id = a.id), 0)`,
      );
      expect(drift.rows[0]?.n).toBe(0);
      const keys = await db.query<{ n: number }>(
        'select count(*)::int as n from funds_idempotency where status_code is null',
      );
      expect(keys.rows[0]?.n).toBe(0);
    } finally {
      await db.close();
    }
  }, 180_000);
});
