import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReferralsResponse } from '../../src/contracts/referral.ts';
import {
  type AuthServer,
  api,
  STRONG_PASSWORD,
  startAuthServer,
  uniqueEmail,
  verifyEmail,
} from './support/auth-flow.ts';
import { call } from './support/http-client.ts';
import { OAuthBrowser } from './support/oauth-browser.ts';
import { referralFlow } from './support/referral-flow.ts';

let server: AuthServer;
let flow: ReturnType<typeof referralFlow>;
beforeAll(async () => {
  server = await startAuthServer();
  flow = referralFlow(server, 85);
}, 60_000);
afterAll(() => server.close());

const trader = (...args: Parameters<typeof flow.trader>) => flow.trader(...args);
const referrals = (...args: Parameters<typeof flow.referrals>) => flow.referrals(...args);
const signUpWith = (...args: Parameters<typeof flow.signUpWith>) => flow.signUpWith(...args);

describe('referrals', () => {
  it('needs a signed-in trader (401) and refuses another trader’s id (403)', async () => {
    expect((await call(server.url, 'GET', api('/referrals'))).status).toBe(401);
    const a = await trader('Asha Rao', 'owner');
    const b = await trader('Bina Shah', 'other');
    const other = await call(server.url, 'GET', api(`/referrals?userId=${b.userId}`), {
      token: a.token,
    });
    expect(other.status).toBe(403);
    const own = await call(server.url, 'GET', api(`/referrals?userId=${a.userId}`), {
      token: a.token,
    });
    expect(own.status).toBe(200);
  });

  it('gives each trader one readable code and a sign-up link with it, the same every time', async () => {
    const a = await trader('Asha Rao', 'code');
    const b = await trader('Bina Shah', 'code');
    const first = await referrals(a);
    expect(first.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(first.link).toBe(`${server.url}/signup?ref=${first.code}`);
    expect(first.referrals).toEqual([]);
    expect(first.totalRewards).toBe(0);
    expect((await referrals(a)).code).toBe(first.code);
    expect((await referrals(b)).code).not.toBe(first.code);
  });

  it('refuses an unknown code at sign-up in words, and creates no account', async () => {
    const email = uniqueEmail('typo');
    const from = flow.nextAddress();
    const verified = { from, verificationToken: await verifyEmail(server, email, from) };
    const refused = await signUpWith('Typo Person', email, 'ZZZZZZZZ', verified);
    expect(refused.status).toBe(400);
    expect((refused.json as { message: string }).message).toMatch(/Referral code not found/);
    expect(
      (
        await call(server.url, 'POST', api('/auth/user-login/manual'), {
          body: { email, password: STRONG_PASSWORD },
        })
      ).status,
    ).not.toBe(200);
    // The trader fixes the code (here: leaves it out) and the same verified email signs up.
    const fixed = await signUpWith('Typo Person', email, undefined, verified);
    expect(fixed.status).toBe(201);
  });

  it('records the referrer; the referral is Pending with masked name and email', async () => {
    const a = await trader('Asha Rao', 'referrer');
    const { code } = await referrals(a);
    const email = `priya.kumar.${Date.now()}@example.com`;
    // Typed in lower case with a dash: still the same code.
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const created = await signUpWith('Priya Kumar', email, typed);
    expect(created.status).toBe(201);
    const list = await referrals(a);
    expect(list.referrals).toEqual([
      {
        userName: 'Pr*** K***',
        email: 'pr***@example.com',
        joinDate: expect.any(String),
        status: 'Pending',
        rewards: 0,
        steps: { kycDone: false, firstTrade: false, rewarded: false, notRewarded: null },
      },
    ]);
    expect(Date.parse(list.referrals[0]?.joinDate ?? '')).not.toBeNaN();
    expect(JSON.stringify(list)).not.toContain('priya');
  });

  it('shows each referee’s steps; KYC alone pays nothing, a first trade after it pays ₹500', async () => {
    const a = await trader('Asha Rao', 'steps');
    const { code } = await referrals(a);
    const b = await trader('Test Referee', 'kyc-first', code);
    await trader('Chetan Das', 'signed-up', code);
    await flow.completeKyc(b);

    // Both joined in the same instant of the test's clock: each row is found by its masked name.
    const row = (list: ReferralsResponse, name: string) =>
      list.referrals.find((r) => r.userName === name);
    const afterKyc = await referrals(a);
    expect(row(afterKyc, 'Ch*** D***')).toMatchObject({
      status: 'Pending',
      steps: { kycDone: false, firstTrade: false, rewarded: false, notRewarded: null },
    });
    expect(row(afterKyc, 'Te*** R***')).toMatchObject({
      status: 'Pending',
      steps: { kycDone: true, firstTrade: false, rewarded: false, notRewarded: null },
    });
    expect(afterKyc.totalRewards).toBe(0);
    expect(await flow.rewardsOf(a)).toEqual([]);

    await flow.firstTrade(b);
    // The first fill's check runs just after the fill's batch: the reward follows it.
    const list = await vi.waitFor(
      async () => {
        const now = await referrals(a);
        expect(row(now, 'Te*** R***')).toMatchObject({
          status: 'Active',
          rewards: 500,
          steps: { kycDone: true, firstTrade: true, rewarded: true, notRewarded: null },
        });
        return now;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(row(list, 'Ch*** D***')?.status).toBe('Pending');
    expect(list.totalRewards).toBe(500);
    // The referee is not paid for being referred.
    expect(await flow.rewardsOf(b)).toEqual([]);
  });

  it('a Google sign-up from a referral link records the referrer; an unknown code is ignored', async () => {
    const a = await trader('Asha Rao', 'google-ref');
    const { code } = await referrals(a);
    const browser = new OAuthBrowser(server);
    const identity = { email: uniqueEmail('meera'), name: 'Meera Shah', emailVerified: true };
    const callback = await browser.signInWithGoogle(identity, `?ref=${code}`);
    expect((await browser.post('/auth/user-signup/google', callback)).status).toBe(201);
    expect((await referrals(a)).referrals).toMatchObject([
      { userName: 'Me*** S***', status: 'Pending' },
    ]);

    const other = new OAuthBrowser(server);
    const typo = { email: uniqueEmail('typo-g'), name: 'Typo Person', emailVerified: true };
    const typoCallback = await other.signInWithGoogle(typo, '?ref=ZZZZZZZZ');
    expect((await other.post('/auth/user-signup/google', typoCallback)).status).toBe(201);
    expect((await referrals(a)).referrals).toHaveLength(1);
  });
});
