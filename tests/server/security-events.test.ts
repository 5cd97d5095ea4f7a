import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, RESET_MAIL_SUBJECT, STRONG_PASSWORD, uniqueEmail } from './support/auth-flow.ts';
import { type FakeSmtp, startFakeSmtp } from './support/fake-smtp.ts';
import { type CallResult, call } from './support/http-client.ts';
import { ManualClock } from './support/manual-clock.ts';
import { PRODUCTION_ENV } from './support/production-env.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type Line = Record<string, unknown> & { securityEvent?: string };

// ASVS 16: security events are logged as structured lines, and no line holds a secret.
describe('security event log', () => {
  const clock = new ManualClock();
  const lines: string[] = [];
  /** Every secret the test handles: none of them may appear anywhere in the log. */
  const secrets: string[] = [];
  let server: TestServer;

  let smtp: FakeSmtp;

  beforeAll(async () => {
    // Production: outside it the embedded mail transport logs codes on purpose (README).
    smtp = await startFakeSmtp();
    server = await startTestServer({
      env: { ...PRODUCTION_ENV, SMTP_URL: smtp.url, LOG_LEVEL: 'info' },
      clock,
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const post = async (path: string, body: unknown, cookie?: string) => {
    const result = await call(server.url, 'POST', api(path), {
      body,
      ...(cookie === undefined ? {} : { cookie }),
    });
    keepSecretsOf(result);
    return result;
  };
  function keepSecretsOf(result: CallResult) {
    const json = (result.json ?? {}) as Record<string, unknown>;
    for (const key of ['token', 'verificationToken', 'otpToken']) {
      if (typeof json[key] === 'string') secrets.push(json[key]);
    }
    const data = json.data as { token?: string } | undefined;
    if (data?.token !== undefined) secrets.push(data.token);
    for (const line of result.setCookies) {
      const value = line.split(';')[0]?.split('=')[1];
      if (value !== undefined && value !== '') secrets.push(value);
    }
  }
  /**
   * The code of the newest mail to `email` with `subject`, as the mail server received it
   * (production has no dev mailbox); the reset mail goes out after the answer, so this waits.
   */
  async function mailedCode(email: string, subject: string): Promise<string> {
    const code = await vi.waitFor(
      () => {
        const mail = smtp.messages
          .filter((raw) => raw.includes(`To: ${email}`) && raw.includes(`Subject: ${subject}`))
          .at(-1);
        const found = mail?.match(/^ {4}(\d{6})$/m)?.[1];
        if (found === undefined) throw new Error(`no code mailed to ${email} yet`);
        return found;
      },
      { timeout: 5_000, interval: 50 },
    );
    secrets.push(code);
    return code;
  }
  const cookieOf = (result: CallResult, name: string) =>
    result.setCookies.find((line) => line.startsWith(`__Secure-${name}=`))?.split(';')[0];
  const events = () =>
    lines
      .map((line) => JSON.parse(line) as Line)
      .filter((line) => line.securityEvent !== undefined);

  it('logs sign-ups, failed logins, lockouts, refresh reuse, resets and expired sessions, without secrets', async () => {
    const email = uniqueEmail('audited');
    const newPassword = 'Fresh@Start99';
    const wrong = 'Wrong@Guess77';
    secrets.push(STRONG_PASSWORD, newPassword, wrong);

    await post('/auth/send-email-verify', { email });
    const verified = await post('/auth/verify-email-otp', {
      email,
      otp: await mailedCode(email, 'Your Derivo verification code'),
    });
    const created = await post('/auth/user-signup/manual', {
      fullname: 'Audited Trader',
      email,
      password: STRONG_PASSWORD,
      verificationToken: (verified.json as { verificationToken: string }).verificationToken,
    });
    expect(created.status).toBe(201);
    const userId = (created.json as { user: { userId: string } }).user.userId;

    const first = await post('/auth/user-login/manual', { email, password: STRONG_PASSWORD });
    const device = cookieOf(first, 'derivo_device');
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await post('/auth/user-login/manual', { email, password: wrong }, device)).status,
      ).toBe(401);
    }
    expect((await post('/auth/user-login/manual', { email, password: wrong }, device)).status).toBe(
      429,
    );

    const session = cookieOf(first, 'derivo_refresh');
    expect((await post('/auth/user-login/refreshAccessToken', {}, session)).status).toBe(200);
    clock.advance(60_000);
    expect((await post('/auth/user-login/refreshAccessToken', {}, session)).status).toBe(401);

    clock.advance(15 * 60_000);
    await post('/auth/send-email-verify-forgotPass', { email });
    const resetCheck = await post('/auth/verify-email-otp', {
      email,
      otp: await mailedCode(email, RESET_MAIL_SUBJECT),
    });
    const reset = await post('/auth/reset-password', {
      email,
      new_password: newPassword,
      verificationToken: (resetCheck.json as { verificationToken: string }).verificationToken,
    });
    expect(reset.status).toBe(200);

    const old = await post('/auth/user-login/manual', { email, password: newPassword });
    const oldCookie = cookieOf(old, 'derivo_refresh');
    clock.advance(31 * 24 * 3600 * 1000);
    expect((await post('/auth/user-login/refreshAccessToken', {}, oldCookie)).status).toBe(401);

    const seen = events();
    const names = seen.map((line) => line.securityEvent);
    for (const name of [
      'signup.created',
      'login.failed',
      'login.locked',
      'refresh.reused',
      'password.reset',
      'session.expired',
    ]) {
      expect(names, name).toContain(name);
    }
    expect(seen.find((line) => line.securityEvent === 'login.failed')).toMatchObject({
      userId,
      ip: '127.0.0.1',
      email: `${email[0]}***@example.com`,
      knownDevice: true,
      level: 30,
    });
    expect(seen.find((line) => line.securityEvent === 'login.locked')).toMatchObject({ level: 40 });
    expect(seen.find((line) => line.securityEvent === 'refresh.reused')).toMatchObject({ userId });
    // Security events name the account by id; the address itself is never in them.
    for (const line of seen) expect(JSON.stringify(line)).not.toContain(email);

    const log = lines.join('\n');
    expect(secrets.length).toBeGreaterThan(15);
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
