import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralServiceOf } from '../../server/modules/referral/index.ts';
import type { TransactionsResponse } from '../../src/contracts/funds.ts';
import type { ReferralsResponse } from '../../src/contracts/referral.ts';
import {
  type AuthServer,
  api,
  login,
  STRONG_PASSWORD,
  startAuthServer,
  uniqueEmail,
  verifyEmail,
} from './support/auth-flow.ts';
import { call } from './support/http-client.ts';
import { kycCalls, verifyAadhaar, yearsAgo } from './support/kyc-flow.ts';
import { OAuthBrowser } from './support/oauth-browser.ts';
import { randomAadhaar } from './support/verhoeff-reference.ts';

let server: AuthServer;
beforeAll(async () => {
  server = await startAuthServer();
}, 60_000);
afterAll(() => server.close());

let host = 0;
/** Each trader signs up from an address of its own, as separate people would. */
const nextAddress = () => {
  host += 1;
  return `127.0.85.${host}`;
};

interface Trader {
  userId: string;
  email: string;
  token: string;
}

/** Signs a trader up through the OTP flow, with `referralCode` when given; answers the call. */
async function signUpWith(
  fullname: string,
  email: string,
  referralCode?: string,
  verified?: { from: string; verificationToken: string },
) {
  const from = verified?.from ?? nextAddress();
  const verificationToken = verified?.verificationToken ?? (await verifyEmail(server, email, from));
  return call(server.url, 'POST', api('/auth/user-signup/manual'), {
    body: {
      fullname,
      email,
      password: STRONG_PASSWORD,
      verificationToken,
      ...(referralCode === undefined ? {} : { referral_code: referralCode }),
    },
    from,
  });
}

async function trader(fullname: string, tag: string, referralCode?: string): Promise<Trader> {
  const email = uniqueEmail(tag);
  const created = await signUpWith(fullname, email, referralCode);
  expect(created.status).toBe(201);
  const { token } = await login(server, email);
  return { userId: (created.json as { user: { userId: string } }).user.userId, email, token };
}

const referrals = async (who: Trader) => {
  const result = await call(server.url, 'GET', api('/referrals'), { token: who.token });
  expect(result.status).toBe(200);
  return result.json as ReferralsResponse;
};

const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const pick = () => letters[Math.floor(Math.random() * letters.length)];
/** A person's PAN (fourth letter P) no other test trader has. */
const randomPan = () =>
  `${pick()}${pick()}${pick()}P${pick()}${String(Math.floor(Math.random() * 9000) + 1000)}${pick()}`;

/** Aadhaar and PAN verified: the trader's KYC becomes verified. */
async function completeKyc(who: Trader, fullname: string) {
  const started = await call(server.url, 'POST', api('/auth/authenticate-kyc'), {
    token: who.token,
  });
  const kycToken = (started.json as { data: { accessToken: string } }).data.accessToken;
  const t = { email: who.email, token: who.token, kycToken };
  await verifyAadhaar(server, t, randomAadhaar());
  const pan = await kycCalls(server).verifyPan(
    t,
    randomPan(),
    fullname,
    yearsAgo(server.clock.now(), 30),
  );
  expect(pan.status).toBe(200);
}

const rewardsOf = async (who: Trader) => {
  const result = await call(server.url, 'GET', `/funds/transaction/${who.userId}`, {
    token: who.token,
  });
  expect(result.status).toBe(200);
  return (result.json as TransactionsResponse).transactions.filter(
    (row) => row.type === 'referral_reward',
  );
};

const ledgerSum = async () => {
  const { rows } = await sql<{ s: string }>`
    select coalesce(sum(amount_paise), 0)::text as s from ledger_entry`.execute(server.app.db);
  return rows[0]?.s;
};

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
    const from = nextAddress();
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
      },
    ]);
    expect(Date.parse(list.referrals[0]?.joinDate ?? '')).not.toBeNaN();
    expect(JSON.stringify(list)).not.toContain('priya');
  });

  it('pays ₹500 once when the referee’s KYC is verified: Active, in the wallet, ledger balanced', async () => {
    const a = await trader('Asha Rao', 'paid');
    const { code } = await referrals(a);
    const b = await trader('Test Referee', 'referee', code);
    await completeKyc(b, 'Test Referee');

    const list = await referrals(a);
    expect(list.referrals).toMatchObject([{ status: 'Active', rewards: 500 }]);
    expect(list.totalRewards).toBe(500);
    const rewards = await rewardsOf(a);
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({ amount: 500, status: 'completed', balanceAfter: 500 });
    // The referee is not paid for being referred.
    expect(await rewardsOf(b)).toEqual([]);

    // A replayed or repeated activation (also two at once) pays nothing more.
    const service = referralServiceOf(server.app);
    if (service === undefined) throw new Error('No referral service');
    const again = await Promise.all([service.activate(b.userId), service.activate(b.userId)]);
    expect(again).toEqual([undefined, undefined]);
    expect(await rewardsOf(a)).toHaveLength(1);
    expect((await referrals(a)).totalRewards).toBe(500);
    expect(await ledgerSum()).toBe('0');
  });

  it('has no limit: every referral counts, and a trader without KYC earns nothing yet', async () => {
    const a = await trader('Asha Rao', 'many');
    const { code } = await referrals(a);
    const b = await trader('Test Referee', 'first', code);
    await trader('Chetan Das', 'second', code);
    await completeKyc(b, 'Test Referee');
    const list = await referrals(a);
    expect(list.referrals.map((row) => row.status).sort()).toEqual(['Active', 'Pending']);
    expect(list.totalRewards).toBe(500);
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
