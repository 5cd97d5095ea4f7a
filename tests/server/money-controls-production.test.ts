import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/modules/auth/passwords.ts';
import { insertUser } from '../../server/modules/auth/users.ts';
import { loadFundsConfig } from '../../server/modules/funds/config.ts';
import type { WithdrawalLimitsResponse } from '../../src/contracts/funds.ts';
import { api, STRONG_PASSWORD, uniqueEmail } from './support/auth-flow.ts';
import { call } from './support/http-client.ts';
import { PRODUCTION_ENV } from './support/production-env.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Demo money never leaves in production (issue 24): a paper-trading deployment (DEMO_FUNDS=1)
// takes demo deposits and pays nothing out; production without it takes no demo deposits.
describe('demo money in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: PRODUCTION_ENV });
  }, 60_000);
  afterAll(async () => server?.close());

  /** Production mails codes to a real SMTP server: the trader is made directly, then signs in. */
  async function trader() {
    const email = uniqueEmail('prod');
    const now = new Date();
    const user = await insertUser(
      server.app.db,
      {
        email,
        fullname: 'Prod Trader',
        passwordHash: await hashPassword(STRONG_PASSWORD),
        phoneNumber: null,
        referralCode: null,
        verifiedAt: now,
      },
      now,
    );
    if (user === undefined) throw new Error('no user');
    // Production's refresh cookie is __Host- prefixed and Secure: the bearer is what this needs.
    const signedIn = await call(server.url, 'POST', api('/auth/user-login/manual'), {
      body: { email, password: STRONG_PASSWORD },
    });
    expect(signedIn.status).toBe(200);
    return { userId: user.id, token: (signedIn.json as { token: string }).token };
  }

  it('with DEMO_FUNDS=1 takes demo deposits but refuses every withdrawal, and the wallet says so', async () => {
    const who = await trader();
    const added = await call(server.url, 'POST', '/funds/addFunds', {
      token: who.token,
      body: { userId: who.userId, amount: 5_000 },
    });
    expect(added.status).toBe(201);
    // Even with KYC and a bank account taken as given, nothing leaves.
    server.app.gates.withdrawalEligibility = async () => ({
      ok: true,
      bank: { ifsc: 'SBIN0000001', accountLast4: '4321' },
    });
    const out = await call(server.url, 'POST', '/funds/withdrawal', {
      token: who.token,
      body: { userId: who.userId, amount: 100 },
    });
    expect(out.status).toBe(403);
    expect(out.json).toMatchObject({ code: 'DEMO_FUNDS_OFF' });
    expect((out.json as { message: string }).message).toMatch(/demo money/);
    const limits = await call(server.url, 'GET', '/funds/withdrawal-limits', { token: who.token });
    const body = limits.json as WithdrawalLimitsResponse;
    expect(body.off).toMatch(/demo money/);
    expect(body.depositsOff).toBeNull();
  });

  it('without DEMO_FUNDS takes no demo deposits (the setting as a production start reads it)', async () => {
    const problems: string[] = [];
    const strict = loadFundsConfig({ NODE_ENV: 'production' }, problems);
    expect(strict).toMatchObject({ demoDeposits: false, withdrawals: true });
    expect(loadFundsConfig({ NODE_ENV: 'development' }, problems)).toMatchObject({
      demoDeposits: true,
      withdrawals: true,
    });
    expect(problems).toEqual([]);

    // The routes follow the setting: a server that reads it so refuses the deposit in words.
    const config = server.app.config as { funds: typeof strict };
    const saved = config.funds;
    config.funds = strict;
    try {
      const who = await trader();
      const added = await call(server.url, 'POST', '/funds/addFunds', {
        token: who.token,
        body: { userId: who.userId, amount: 5_000 },
      });
      expect(added.status).toBe(403);
      expect(added.json).toMatchObject({ code: 'DEMO_FUNDS_OFF' });
      const limits = await call(server.url, 'GET', '/funds/withdrawal-limits', {
        token: who.token,
      });
      expect((limits.json as WithdrawalLimitsResponse).depositsOff).toMatch(
        /Demo deposits are off/,
      );
    } finally {
      config.funds = saved;
    }
  });

  it('reads BANK_CHANGE_COOL_OFF_S, and refuses a value that is not whole seconds', () => {
    const problems: string[] = [];
    expect(loadFundsConfig({ BANK_CHANGE_COOL_OFF_S: '3600' }, problems).bankChangeCoolOffS).toBe(
      3600,
    );
    expect(loadFundsConfig({}, problems).bankChangeCoolOffS).toBe(86_400);
    loadFundsConfig({ BANK_CHANGE_COOL_OFF_S: '1.5' }, problems);
    expect(problems).toEqual([expect.stringContaining('BANK_CHANGE_COOL_OFF_S')]);
  });
});
