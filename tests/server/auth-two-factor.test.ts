import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../src/contracts/auth.ts';
import type {
  TwoFactorChallenge,
  TwoFactorEnabled,
  TwoFactorEnrolment,
} from '../../src/contracts/two-factor.ts';
import {
  api,
  authServerForSuite,
  refreshCookie,
  STRONG_PASSWORD,
  signedUpSession,
  signUp,
  uniqueEmail,
} from './support/auth-flow.ts';
import { call } from './support/http-client.ts';

// Two-factor sign-in, each case written as what an attacker (or a careless trader) would try.
describe('two-factor sign-in', () => {
  const server = authServerForSuite({ LOG_LEVEL: 'info' });

  const post = (path: string, body: unknown, token?: string) =>
    call(server.url, 'POST', api(path), { body, ...(token === undefined ? {} : { token }) });
  /** The authenticator app: the code for the server's current time, `steps` periods later. */
  const codeOf = (secret: string, steps = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({
      timestamp: server.clock.now() + steps * 30_000,
    });

  /** Enrolment after a step-up (the password), as the settings screen does it. */
  async function enrol(token: string) {
    const stepUp = await post('/auth/step-up', { password: STRONG_PASSWORD }, token);
    expect(stepUp.status).toBe(200);
    const { stepUpToken } = stepUp.json as { stepUpToken: string };
    return call(server.url, 'POST', api('/auth/two-factor/enrol'), {
      token,
      headers: { 'x-step-up': stepUpToken },
    });
  }

  /** A trader with two-factor on: their secret, recovery codes and a signed-in token. */
  async function traderWithTwoFactor() {
    const { email, token } = await signedUpSession(server, 'tfa');
    const enrolled = await enrol(token);
    expect(enrolled.status).toBe(200);
    const { secret, otpauthUri, qrDataUrl } = enrolled.json as TwoFactorEnrolment;
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const confirm = await post('/auth/two-factor/confirm', { code: codeOf(secret) }, token);
    expect(confirm.status).toBe(200);
    const { recoveryCodes } = confirm.json as TwoFactorEnabled;
    server.clock.advance(30_000); // the next code is a new step
    return { email, secret, recoveryCodes, token };
  }

  async function challenge(email: string, password = STRONG_PASSWORD) {
    const result = await post('/auth/user-login/manual', { email, password });
    expect(result.status).toBe(200);
    expect(refreshCookie(result.setCookies)).toBeUndefined();
    const body = result.json as TwoFactorChallenge;
    expect(body.twoFactorRequired).toBe(true);
    return body.challengeToken;
  }

  const secondStep = (challengeToken: string, code: string) =>
    post('/auth/user-login/two-factor', { challengeToken, code });

  it('enrols: ten distinct recovery codes, and the secret is stored sealed, the codes hashed', async () => {
    const { secret, recoveryCodes, token } = await traderWithTwoFactor();
    expect(new Set(recoveryCodes).size).toBe(10);
    const status = await call(server.url, 'GET', api('/auth/two-factor'), { token });
    expect(status.json).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    const rows = await server.client.query<{ secret_box: string }>(
      'select secret_box from two_factor',
    );
    expect(rows.rows.some((row) => row.secret_box.includes(secret))).toBe(false);
    const stored = await server.client.query<{ code_hash: string }>(
      'select code_hash from two_factor_recovery_code',
    );
    for (const code of recoveryCodes) {
      expect(stored.rows.some((row) => row.code_hash.includes(code.replace('-', '')))).toBe(false);
    }
    // A second enrolment cannot silently swap the secret of an account that has it on: not with
    // the bearer alone, nor after a step-up (with the authenticator's code, as two-factor asks).
    expect((await post('/auth/two-factor/enrol', {}, token)).status).toBe(403);
    const stepUp = await post('/auth/step-up', { code: codeOf(secret) }, token);
    expect(stepUp.status).toBe(200);
    const again = await call(server.url, 'POST', api('/auth/two-factor/enrol'), {
      token,
      headers: { 'x-step-up': (stepUp.json as { stepUpToken: string }).stepUpToken },
    });
    expect(again.status).toBe(409);
  });

  it('refuses to turn on with a wrong code', async () => {
    const { token } = await signedUpSession(server, 'tfa-wrong');
    const { secret } = (await enrol(token)).json as TwoFactorEnrolment;
    const wrong = await post('/auth/two-factor/confirm', { code: codeOf(secret, 5) }, token);
    expect(wrong.status).toBe(400);
    const status = await call(server.url, 'GET', api('/auth/two-factor'), { token });
    expect(status.json).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  });

  it('asks for the code after the password, and the password alone gives no session', async () => {
    const { email, secret } = await traderWithTwoFactor();
    const challengeToken = await challenge(email);
    const passed = await secondStep(challengeToken, codeOf(secret));
    expect(passed.status).toBe(200);
    const { token, user } = passed.json as LoginResponse;
    expect(user.email).toBe(email);
    expect(refreshCookie(passed.setCookies)).toBeDefined();
    expect((await call(server.url, 'GET', api('/auth/me'), { token })).status).toBe(200);
    // The challenge is single-use, and so is the code (RFC 6238 §5.2): a replay gets nothing.
    expect((await secondStep(challengeToken, codeOf(secret))).status).toBe(410);
    expect((await secondStep(await challenge(email), codeOf(secret))).status).toBe(401);
  });

  it('accepts each recovery code once', async () => {
    const { email, recoveryCodes } = await traderWithTwoFactor();
    const [code] = recoveryCodes;
    const first = await secondStep(await challenge(email), ` ${code?.toUpperCase()} `);
    expect(first.status).toBe(200);
    const again = await secondStep(await challenge(email), code ?? '');
    expect(again.status).toBe(401);
    const { token } = first.json as LoginResponse;
    const status = await call(server.url, 'GET', api('/auth/two-factor'), { token });
    expect(status.json).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('limits wrong codes (the sign-in lockout slows the source down), and an expired challenge is refused', async () => {
    const { email } = await traderWithTwoFactor();
    const challengeToken = await challenge(email);
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await secondStep(challengeToken, '000000')).status);
    expect(answers[0]).toBe(401);
    expect(answers).toContain(429);
    expect(answers.every((status) => status === 401 || status === 429 || status === 410)).toBe(
      true,
    );

    const other = await traderWithTwoFactor();
    const late = await challenge(other.email);
    server.clock.advance(5 * 60_000 + 1);
    expect((await secondStep(late, codeOf(other.secret))).status).toBe(410);
  });

  it('counts wrong codes toward the account lockout, so fresh challenges do not reset the guessing', async () => {
    const { email, secret } = await traderWithTwoFactor();
    const statuses: number[] = [];
    // Each round: the (stolen) password, then a guessed code; the account's 10 attempts run out.
    for (let i = 0; i < 6; i += 1) {
      const login = await post('/auth/user-login/manual', { email, password: STRONG_PASSWORD });
      statuses.push(login.status);
      if (login.status !== 200) break;
      const { challengeToken } = login.json as TwoFactorChallenge;
      statuses.push((await secondStep(challengeToken, '111111')).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    // Even the right code waits out the lockout.
    server.clock.advance(15 * 60_000 + 1);
    const challengeToken = await challenge(email);
    expect((await secondStep(challengeToken, codeOf(secret))).status).toBe(200);
  });

  it('turns off only with a valid code', async () => {
    const { secret, token } = await traderWithTwoFactor();
    const wrong = await post('/auth/two-factor/disable', { code: '123456' }, token);
    expect(wrong.status).toBe(400);
    const none = await post('/auth/two-factor/disable', { code: '' }, token);
    expect(none.status).toBe(400);
    const off = await post('/auth/two-factor/disable', { code: codeOf(secret) }, token);
    expect(off.status).toBe(200);
    const status = await call(server.url, 'GET', api('/auth/two-factor'), { token });
    expect(status.json).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await call(server.url, 'GET', api('/auth/two-factor'))).status).toBe(401);
  });

  it('answers the withdrawal gate: ok without two-factor, required without a code, invalid for a wrong one', async () => {
    const plain = uniqueEmail('gate-plain');
    const plainId = await signUp(server, plain);
    expect(await server.app.gates.secondFactor(plainId, undefined)).toBe('ok');

    const { secret, recoveryCodes, token } = await traderWithTwoFactor();
    const me = await call(server.url, 'GET', api('/auth/me'), { token });
    const { userId } = (me.json as { user: { userId: string } }).user;
    expect(await server.app.gates.secondFactor(userId, undefined)).toBe('required');
    expect(await server.app.gates.secondFactor(userId, '')).toBe('required');
    expect(await server.app.gates.secondFactor(userId, '000000')).toBe('invalid');
    expect(await server.app.gates.secondFactor(userId, codeOf(secret))).toBe('ok');
    expect(await server.app.gates.secondFactor(userId, codeOf(secret))).toBe('invalid');
    expect(await server.app.gates.secondFactor(userId, recoveryCodes[1])).toBe('ok');
    expect(await server.app.gates.secondFactor(userId, recoveryCodes[1])).toBe('invalid');
  });

  it('logs two-factor changes as security events, without secrets or codes', async () => {
    const { secret, recoveryCodes, token } = await traderWithTwoFactor();
    await post('/auth/two-factor/disable', { code: codeOf(secret) }, token);
    const events = server.logs.map(
      (line) => (JSON.parse(line) as { securityEvent?: string }).securityEvent,
    );
    expect(events).toContain('twofactor.enrolment-started');
    expect(events).toContain('twofactor.enabled');
    expect(events).toContain('twofactor.disabled');
    const all = server.logs.join('\n');
    expect(all).not.toContain(secret);
    for (const code of recoveryCodes) expect(all).not.toContain(code);
  });
});
