import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  FundsRecord,
  FundsTransaction,
  MovementResponse,
  WithdrawalLimitsResponse,
} from '../../src/contracts/funds.ts';
import { indiaTimeText } from '../../src/domain/time/india-time.ts';
import { api, login, mailbox, STRONG_PASSWORD } from './support/auth-flow.ts';
import { call } from './support/http-client.ts';
import { type KycTrader, kycCalls } from './support/kyc-flow.ts';
import { ManualClock } from './support/manual-clock.ts';
import {
  type ReferralServer,
  randomAccountNumber,
  referralFlow,
  type Trader,
} from './support/referral-flow.ts';
import { startTestServer } from './support/test-server.ts';

const IFSC = 'SBIN0001234';
const TEN_MINUTES_MS = 10 * 60_000;

// Issue 24's cash-out controls, each tried through HTTP the way a fraudster holding a stolen
// bearer token would: change the payout account, take the money out at once, skip the code.
describe('money controls: step-up, the bank-change cool-off, withdrawal codes and the daily limit', () => {
  let server: ReferralServer;
  let flow: ReturnType<typeof referralFlow>;
  const logs: string[] = [];
  beforeAll(async () => {
    const clock = new ManualClock();
    server = {
      ...(await startTestServer({
        clock,
        env: { LOG_LEVEL: 'info', FUNDS_WITHDRAWAL_SETTLE_MS: '0' },
        logStream: { write: (line) => logs.push(line) },
      })),
      clock,
    };
    flow = referralFlow(server, 91);
  }, 60_000);
  afterAll(async () => server?.close());

  /** A trader with verified KYC, a first payout account (no step-up needed) and ₹`rupees`. */
  async function payoutReady(tag: string, rupees = 50_000) {
    const trader = await flow.trader('Meera Iyer', tag);
    const kyc = await flow.completeKyc(trader);
    const account = randomAccountNumber();
    const first = await kycCalls(server).verifyBank(kyc, IFSC, account);
    expect(first.status).toBe(200);
    for (let left = rupees; left > 0; left -= 10_00_000) {
      await flow.deposit(trader, Math.min(left, 10_00_000));
    }
    return { trader, kyc, account };
  }

  const stepUp = (token: string, body: { password?: string; code?: string }) =>
    call(server.url, 'POST', api('/auth/step-up'), { token, body });
  const stepUpToken = async (token: string) => {
    const answer = await stepUp(token, { password: STRONG_PASSWORD });
    expect(answer.status).toBe(200);
    const body = answer.json as { stepUpToken: string; expiresIn: number };
    expect(body.expiresIn).toBe(300);
    return body.stepUpToken;
  };
  const changeBank = (kyc: KycTrader, account: string, stepUpHeader?: string) =>
    call(
      server.url,
      'GET',
      api(
        `/auth/verify-bank-account?${new URLSearchParams({ accessToken: kyc.kycToken, ifsc: IFSC, account_number: account })}`,
      ),
      {
        token: kyc.token,
        ...(stepUpHeader === undefined ? {} : { headers: { 'x-step-up': stepUpHeader } }),
      },
    );
  const withdraw = (who: Trader, amount: number) =>
    call(server.url, 'POST', '/funds/withdrawal', {
      token: who.token,
      body: { userId: who.userId, amount },
    });
  const confirm = (who: Trader, transactionId: string, code: string) =>
    call(server.url, 'POST', `/funds/withdrawal/${transactionId}/confirm`, {
      token: who.token,
      body: { code },
    });
  const limits = async (who: Trader) => {
    const answer = await call(server.url, 'GET', '/funds/withdrawal-limits', { token: who.token });
    expect(answer.status).toBe(200);
    return answer.json as WithdrawalLimitsResponse;
  };
  const available = async (who: Trader) => ((await flow.funds(who)) as FundsRecord).availableFunds;
  /** The code of the newest withdrawal mail to `who`. */
  const mailedCode = async (who: Trader) => {
    const mail = (await mailbox(server, who.email)).messages.find((m) =>
      m.subject.includes('Confirm your Derivo withdrawal'),
    );
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (code === undefined) throw new Error(`No withdrawal code mailed to ${who.email}`);
    return code;
  };
  const withdrawalRow = async (who: Trader, id: string) =>
    (await flow.transactions(who)).find((t) => t.id === id) as FundsTransaction;
  /** The bearer expires in 15 minutes: after the clock jumps, the trader signs in again. */
  const signInAgain = async (who: Trader): Promise<Trader> => ({
    ...who,
    token: (await login(server, who.email)).token,
  });

  it('refuses to change a verified payout account with the bearer alone or a forged token; a guessed password counts on the lockout', async () => {
    const { trader, kyc } = await payoutReady('bank-change');
    const thiefAccount = randomAccountNumber();

    const bare = await changeBank(kyc, thiefAccount);
    expect(bare.status).toBe(403);
    expect((bare.json as { message: string }).message).toMatch(/confirm your password/i);
    const forged = await changeBank(kyc, thiefAccount, `${Math.floor(Date.now() / 1000) + 300}.x`);
    expect(forged.status).toBe(403);

    // Guessing the password on the step-up counts on the sign-in lockout like a login does.
    for (let i = 0; i < 3; i++) {
      expect((await stepUp(trader.token, { password: `Wrong@Guess${i}` })).status).toBe(400);
    }
    // The source is slowed down now: even the right password waits.
    const locked = await stepUp(trader.token, { password: STRONG_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    const status = await kycCalls(server).status(kyc);
    expect(JSON.stringify(status.json)).not.toContain(thiefAccount.slice(-4));
    expect(
      logs.filter((line) => line.includes('"securityEvent":"stepup.missing"')).length,
    ).toBeGreaterThan(0);
  });

  it('holds withdrawals for the cool-off after a change, says until when, and lets them out after it', async () => {
    const { trader, kyc } = await payoutReady('cool-off');
    const changed = await changeBank(kyc, randomAccountNumber(), await stepUpToken(trader.token));
    expect(changed.status).toBe(200);
    expect((changed.json as { message: string }).message).toMatch(/withdrawals are held until/i);
    const mail = (await mailbox(server, trader.email)).messages.find((m) =>
      m.subject.includes('payout bank account was changed'),
    );
    expect(mail?.text).toMatch(/held until/);

    const untilMs = server.clock.now() + 86_400_000;
    const held = await withdraw(trader, 1_000);
    expect(held.status).toBe(403);
    expect(held.json).toMatchObject({ code: 'BANK_CHANGE_COOL_OFF' });
    // In Indian time, named: the server cannot know the reader's zone, and its traders are in India.
    expect((held.json as { message: string }).message).toContain(indiaTimeText(new Date(untilMs)));
    expect((await limits(trader)).heldUntil).toBe(new Date(untilMs).toISOString());
    expect(await available(trader)).toBe(50_000);

    server.clock.advance(86_400_000 - 1_000);
    const stillHeld = await signInAgain(trader);
    expect((await withdraw(stillHeld, 1_000)).status).toBe(403);
    server.clock.advance(1_000);
    expect((await withdraw(stillHeld, 1_000)).status).toBe(202);
  });

  it('serves one bank account to one trader', async () => {
    const { account } = await payoutReady('bank-owner');
    const other = await flow.trader('Ravi Kumar', 'bank-copycat');
    const otherKyc = await flow.completeKyc(other);
    const taken = await kycCalls(server).verifyBank(otherKyc, IFSC, account);
    expect(taken.status).toBe(409);
    expect((taken.json as { message: string }).message).toMatch(/another trader/);
  });

  it('refuses a step-up token of another session, and an expired one', async () => {
    const { trader, kyc } = await payoutReady('other-session');
    const otherSession = (await login(server, trader.email)).token;
    const token = await stepUpToken(otherSession);
    const replayed = await changeBank(kyc, randomAccountNumber(), token);
    expect(replayed.status).toBe(403);
    expect((replayed.json as { message: string }).message).toMatch(/another session|expired/);

    const mine = await stepUpToken(trader.token);
    server.clock.advance(300_000);
    expect((await changeBank(kyc, randomAccountNumber(), mine)).status).toBe(403);
  });

  it('holds a withdrawal until its mailed code confirms it; a wrong code counts on the lockout', async () => {
    const { trader } = await payoutReady('confirm');
    const requested = await withdraw(trader, 2_000);
    expect(requested.status).toBe(202);
    const body = requested.json as MovementResponse;
    expect(body.confirmation?.method).toBe('email');
    expect(body.transaction.status).toBe('pending');
    expect(await available(trader)).toBe(48_000);

    const code = await mailedCode(trader);
    const wrong = await confirm(
      trader,
      body.transaction.id,
      code === '000000' ? '111111' : '000000',
    );
    expect(wrong.status).toBe(403);
    expect(wrong.json).toMatchObject({ code: 'WITHDRAWAL_CODE_INVALID' });
    // Nobody else can confirm it: another trader's call finds no such withdrawal.
    const stranger = await flow.trader('Sunil Das', 'stranger');
    expect((await confirm(stranger, body.transaction.id, code)).status).toBe(404);

    // The bank is not asked before the code: the row stays pending.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect((await withdrawalRow(trader, body.transaction.id)).status).toBe('pending');

    const right = await confirm(trader, body.transaction.id, code);
    expect(right.status).toBe(200);
    expect((right.json as { message: string }).message).toMatch(/confirmed/);
    await vi.waitFor(
      async () =>
        expect((await withdrawalRow(trader, body.transaction.id)).status).toBe('completed'),
      { timeout: 5_000, interval: 100 },
    );
    expect((await confirm(trader, body.transaction.id, code)).status).toBe(404);

    // Wrong codes are guesses: ten of them lock withdrawals' confirmations like sign-ins.
    const next = (await withdraw(trader, 100).then((r) => r.json)) as MovementResponse;
    for (let i = 0; i < 9; i++) await confirm(trader, next.transaction.id, '000000');
    const lockedOut = await confirm(trader, next.transaction.id, await mailedCode(trader));
    expect(lockedOut.status).toBe(429);
  });

  it('releases the hold of a withdrawal not confirmed in 10 minutes, and its code is then dead', async () => {
    const { trader } = await payoutReady('expiry');
    const requested = (await withdraw(trader, 5_000)).json as MovementResponse;
    const code = await mailedCode(trader);
    expect(await available(trader)).toBe(45_000);
    expect((await limits(trader)).leftToday).toBe(9_95_000);

    server.clock.advance(TEN_MINUTES_MS - 1_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await available(trader)).toBe(45_000);

    server.clock.advance(1_000);
    await vi.waitFor(async () => expect(await available(trader)).toBe(50_000), {
      timeout: 5_000,
      interval: 100,
    });
    const rows = await flow.transactions(trader);
    expect(rows.find((t) => t.id === requested.transaction.id)?.status).toBe('failed');
    expect(rows.some((t) => t.type === 'withdrawal_return' && t.amount === 5_000)).toBe(true);
    expect((await confirm(trader, requested.transaction.id, code)).status).toBe(404);
    expect((await limits(trader)).leftToday).toBe(10_00_000);
  });

  it('keeps each trader to the daily withdrawal limit, and the wallet says what is left', async () => {
    const { trader } = await payoutReady('daily-limit', 15_00_000);
    expect(await limits(trader)).toMatchObject({
      dailyLimit: 10_00_000,
      leftToday: 10_00_000,
      heldUntil: null,
      off: null,
      confirmWith: 'email',
    });
    expect((await withdraw(trader, 6_00_000)).status).toBe(202);
    const over = await withdraw(trader, 5_00_000);
    expect(over.status).toBe(409);
    expect(over.json).toMatchObject({ code: 'DAILY_WITHDRAWAL_LIMIT' });
    expect((over.json as { message: string }).message).toContain('₹4,00,000 left today');
    expect((await limits(trader)).leftToday).toBe(4_00_000);
    // Split into many small ones, the same cap holds.
    const small = await Promise.all(Array.from({ length: 5 }, () => withdraw(trader, 1_00_000)));
    expect(small.filter((r) => r.status === 202)).toHaveLength(4);
    expect(await available(trader)).toBe(5_00_000);
  });

  it('refuses two-factor enrolment with the bearer alone', async () => {
    const trader = await flow.trader('Anil Roy', 'tfa-bare');
    const bare = await call(server.url, 'POST', api('/auth/two-factor/enrol'), {
      token: trader.token,
    });
    expect(bare.status).toBe(403);
    expect((bare.json as { message: string }).message).toMatch(/confirm your password/i);
    const stepped = await call(server.url, 'POST', api('/auth/two-factor/enrol'), {
      token: trader.token,
      headers: { 'x-step-up': await stepUpToken(trader.token) },
    });
    expect(stepped.status).toBe(200);
  });
});
