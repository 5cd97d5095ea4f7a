import { describe, expect, it } from 'vitest';
import type {
  FundsRecord,
  GetFundsResponse,
  MovementResponse,
  TransactionsResponse,
} from '../../src/contracts/funds.ts';
import { signedUpSession } from './support/auth-flow.ts';
import { call } from './support/http-client.ts';
import { type TestServer, testServerForSuite } from './support/test-server.ts';

const server = testServerForSuite({ env: { FUNDS_WITHDRAWAL_SETTLE_MS: '100' } });
const trader = () => signedUpSession(server, 'funds');
type Trader = Awaited<ReturnType<typeof trader>>;

const addFunds = (who: Trader, amount: unknown, headers: Record<string, string> = {}) =>
  call(server.url, 'POST', '/funds/addFunds', {
    token: who.token,
    body: { userId: who.userId, amount },
    headers,
  });
const withdraw = (who: Trader, amount: unknown, extra: Record<string, unknown> = {}) =>
  call(server.url, 'POST', '/funds/withdrawal', {
    token: who.token,
    body: { userId: who.userId, amount, ...extra },
  });
const funds = async (who: Trader): Promise<FundsRecord> => {
  const result = await call(server.url, 'GET', `/funds/getfunds?userId=${who.userId}`, {
    token: who.token,
  });
  expect(result.status).toBe(200);
  const record = (result.json as GetFundsResponse).data[0];
  if (record === undefined) throw new Error('No funds record');
  return record;
};
const history = async (who: Trader, query = '') => {
  const result = await call(server.url, 'GET', `/funds/transaction/${who.userId}${query}`, {
    token: who.token,
  });
  expect(result.status).toBe(200);
  return result.json as TransactionsResponse;
};
const eligible = async () => ({
  ok: true as const,
  bank: { ifsc: 'SBIN0000001', accountLast4: '9876' },
});
const latestWithdrawalStatus = async (who: Trader) =>
  (await history(who, '?type=withdrawal')).transactions[0]?.status;

/**
 * Runs `body` with a trader holding ₹1,000 whom the withdrawal gates let through (KYC and bank
 * done), the confirmation codes coming from `codes`; the gates are as they were afterwards.
 */
async function withEligibleTrader(
  codes: TestServer['app']['gates']['withdrawalCodes'],
  body: (alice: Trader) => Promise<void>,
): Promise<void> {
  const alice = await trader();
  await addFunds(alice, 1000);
  const { gates } = server.app;
  const saved = { ...gates };
  gates.withdrawalEligibility = eligible;
  gates.withdrawalCodes = codes;
  try {
    await body(alice);
  } finally {
    Object.assign(gates, saved);
  }
}

describe('trust', () => {
  it('answers 401 without a token, 403 for another trader’s id, 400 without a user id', async () => {
    const alice = await trader();
    const bob = await trader();
    for (const [method, path, body] of [
      ['GET', `/funds/getfunds?userId=${alice.userId}`, undefined],
      ['GET', `/funds/transaction/${alice.userId}`, undefined],
      ['POST', '/funds/addFunds', { userId: alice.userId, amount: 100 }],
      ['POST', '/funds/withdrawal', { userId: alice.userId, amount: 100 }],
    ] as const) {
      expect((await call(server.url, method, path, { body })).status).toBe(401);
      const asBob = await call(server.url, method, path, { body, token: bob.token });
      expect(asBob.status).toBe(403);
      expect(asBob.json).toMatchObject({
        message: 'The user id does not match the signed-in user',
      });
    }
    const noId = await call(server.url, 'GET', '/funds/getfunds', { token: alice.token });
    expect(noId.status).toBe(400);
    expect(noId.json).toMatchObject({ message: 'No user ID provided' });
    expect((await funds(alice)).availableFunds).toBe(0);
  });

  it('refuses every bad amount with a clear 400 and moves nothing', async () => {
    const alice = await trader();
    const cases: [unknown, RegExp][] = [
      ['abc', /number of rupees/],
      [-5, /more than ₹0/],
      [0, /more than ₹0/],
      [1e12, /₹10,00,000/],
      ['NaN', /number of rupees/],
      [0.001, /two decimals/],
      [null, /number of rupees/],
      [1_000_000.01, /₹10,00,000/],
    ];
    for (const [amount, message] of cases) {
      const result = await addFunds(alice, amount);
      expect(result.status, JSON.stringify(amount)).toBe(400);
      expect((result.json as { message: string }).message).toMatch(message);
    }
    const rawNaN = await call(server.url, 'POST', '/funds/addFunds', {
      token: alice.token,
      raw: `{"userId":"${alice.userId}","amount":NaN}`,
    });
    expect(rawNaN.status).toBe(400);
    expect((await history(alice)).total).toBe(0);
    expect((await funds(alice)).grandTotal).toBe(0);
  });
});

describe('deposits and history', () => {
  it('adds demo funds, reports them as rupees, and lists the history newest first, paged and filtered', async () => {
    const alice = await trader();
    const first = await addFunds(alice, 5000);
    expect(first.status).toBe(201);
    expect((first.json as MovementResponse).transaction).toMatchObject({
      type: 'deposit',
      status: 'completed',
      amount: 5000,
      balanceAfter: 5000,
    });
    for (const amount of [0.01, 1_000_000, 12.5])
      expect((await addFunds(alice, amount)).status).toBe(201);
    expect(await funds(alice)).toMatchObject({
      userId: alice.userId,
      currency: 'INR',
      availableFunds: 1_005_012.51,
      totalContribution: 1_005_012.51,
      marginUsed: 0,
      livePNL: 0,
      grandTotal: 1_005_012.51,
    });
    const page1 = await history(alice, '?limit=3');
    expect(page1.total).toBe(4);
    expect(page1.transactions.map((t) => t.amount)).toEqual([12.5, 1_000_000, 0.01]);
    const page2 = await history(alice, '?limit=3&page=2');
    expect(page2.transactions.map((t) => t.amount)).toEqual([5000]);
    expect((await history(alice, '?type=withdrawal')).total).toBe(0);
  });

  it('caps demo deposits at ₹25,00,000 a day', async () => {
    const alice = await trader();
    for (const amount of [1_000_000, 1_000_000])
      expect((await addFunds(alice, amount)).status).toBe(201);
    const over = await addFunds(alice, 500_000.01);
    expect(over.status).toBe(409);
    expect(over.json).toMatchObject({ code: 'DAILY_DEPOSIT_CAP' });
    expect((over.json as { message: string }).message).toMatch(/₹5,00,000 left today/);
    expect((await addFunds(alice, 500_000)).status).toBe(201);
  });
});

describe('idempotency keys', () => {
  it('returns the first answer for a repeated key and moves the money once, even when the repeats race', async () => {
    const alice = await trader();
    const headers = { 'Idempotency-Key': 'deposit-1' };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => addFunds(alice, 700, headers)),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(201);
      expect(answer.json).toEqual(answers[0]?.json);
    }
    expect((await funds(alice)).availableFunds).toBe(700);
    const again = await addFunds(alice, 700, headers);
    expect(again.json).toEqual(answers[0]?.json);
    const other = await addFunds(alice, 800, headers);
    expect(other.status).toBe(422);
    expect(other.json).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await addFunds(alice, 700, { 'Idempotency-Key': 'x'.repeat(256) })).status).toBe(400);
    expect((await history(alice)).total).toBe(1);
  });
});

describe('withdrawals', () => {
  it('are refused without KYC and a verified bank account, and nothing moves', async () => {
    const alice = await trader();
    await addFunds(alice, 1000);
    const refused = await withdraw(alice, 100);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'KYC_REQUIRED', missing: ['kyc', 'bank'] });
    expect((refused.json as { message: string }).message).toMatch(/KYC/);
    expect((await funds(alice)).availableFunds).toBe(1000);
  });

  it('wait for the authenticator’s code when two-factor is on: a wrong one holds, a repeat moves nothing', async () => {
    const totp = {
      method: async () => 'totp' as const,
      issue: async () => 'totp' as const,
      check: async (_userId: string, _ref: string, code: string) => code === '123456',
    };
    await withEligibleTrader(totp, async (alice) => {
      const keyed = () =>
        call(server.url, 'POST', '/funds/withdrawal', {
          token: alice.token,
          body: { userId: alice.userId, amount: 100 },
          headers: { 'Idempotency-Key': 'withdraw-1' },
        });
      const held = await keyed();
      expect(held.status).toBe(202);
      const body = held.json as MovementResponse;
      expect(body.message).toMatch(/ending 9876/);
      expect(body.confirmation?.method).toBe('totp');
      // The repeat gets the first answer and moves nothing.
      const repeat = await keyed();
      expect(repeat.status).toBe(202);
      expect(repeat.json).toEqual(held.json);
      expect((await funds(alice)).availableFunds).toBe(900);
      const confirm = (code: string) =>
        call(server.url, 'POST', `/funds/withdrawal/${body.transaction.id}/confirm`, {
          token: alice.token,
          body: { code },
        });
      const wrong = await confirm('000000');
      expect(wrong.status).toBe(403);
      expect(wrong.json).toMatchObject({ code: 'WITHDRAWAL_CODE_INVALID' });
      expect((await confirm('123456')).status).toBe(200);
      await expect.poll(() => latestWithdrawalStatus(alice), { timeout: 5_000 }).toBe('completed');
    });
  });

  it('go pending, then completed; a rejected payout fails and returns the money; no overdraft', async () => {
    const email = {
      method: async () => 'email' as const,
      issue: async () => 'email' as const,
      check: async () => true,
    };
    await withEligibleTrader(email, async (alice) => {
      const confirmed = async (answer: Awaited<ReturnType<typeof withdraw>>) => {
        const id = (answer.json as MovementResponse).transaction.id;
        const ok = await call(server.url, 'POST', `/funds/withdrawal/${id}/confirm`, {
          token: alice.token,
          body: { code: '123456' },
        });
        expect(ok.status).toBe(200);
        return answer;
      };
      const service = server.app.funds;
      try {
        const first = await confirmed(await withdraw(alice, 400));
        expect(first.status).toBe(202);
        const body = first.json as MovementResponse;
        expect(body.transaction).toMatchObject({
          type: 'withdrawal',
          status: 'pending',
          balanceAfter: 600,
        });
        expect(body.funds).toMatchObject({ availableFunds: 600, totalContribution: 600 });
        await expect
          .poll(() => latestWithdrawalStatus(alice), { timeout: 5_000 })
          .toBe('completed');

        service.bank = async () => 'rejected';
        await confirmed(await withdraw(alice, 250));
        expect((await funds(alice)).availableFunds).toBe(350);
        await expect
          .poll(async () => (await history(alice)).transactions[0]?.type, { timeout: 5_000 })
          .toBe('withdrawal_return');
        const rows = (await history(alice)).transactions;
        expect(rows[0]).toMatchObject({
          type: 'withdrawal_return',
          amount: 250,
          balanceAfter: 600,
        });
        expect(rows[1]).toMatchObject({ type: 'withdrawal', status: 'failed', amount: 250 });
        expect(await funds(alice)).toMatchObject({ availableFunds: 600, totalContribution: 600 });

        const tooMuch = await withdraw(alice, 600.01);
        expect(tooMuch.status).toBe(409);
        expect(tooMuch.json).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
      } finally {
        service.bank = async () => 'paid';
      }
    });
  });
});
