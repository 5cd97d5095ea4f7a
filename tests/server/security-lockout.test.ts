import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../server/modules/auth/limiter.ts';
import { SignInLockout } from '../../server/modules/auth/lockout.ts';
import {
  api,
  authServerForSuite,
  resetCode,
  STRONG_PASSWORD,
  signUp,
  uniqueEmail,
} from './support/auth-flow.ts';
import { type CallResult, call } from './support/http-client.ts';
import { ManualClock } from './support/manual-clock.ts';

const WRONG = 'Wrong@Guess1';

/** `derivo_device=<value>` from a response, the device cookie a browser would keep. */
function deviceCookie(result: CallResult): string {
  const pair = result.setCookies.find((line) => line.startsWith('derivo_device='))?.split(';')[0];
  if (pair === undefined) throw new Error('no device cookie was set');
  return pair;
}

// Lockouts that an attacker cannot turn against the owner (OWASP device cookies), each as the attack.
describe('lockouts during an attack on an account', () => {
  const server = authServerForSuite();

  const loginFrom = (from: string, email: string, password: string, cookie?: string) =>
    call(server.url, 'POST', api('/auth/user-login/manual'), {
      body: { email, password },
      from,
      ...(cookie === undefined ? {} : { cookie }),
    });

  /** Wrong passwords from `from` until that address is stopped, waiting out each slow-down. */
  async function exhaust(from: string, email: string) {
    for (let i = 0; i < 20; i += 1) {
      const result = await loginFrom(from, email, WRONG);
      if (result.status === 401) continue;
      expect(result.status).toBe(429);
      const message = (result.json as { message: string }).message;
      if (message.startsWith('Too many failed logins. Wait')) {
        server.clock.advance(Number(result.headers['retry-after']) * 1000);
        continue;
      }
      return result;
    }
    throw new Error(`${from} was never stopped`);
  }

  it('the owner still logs in from a known browser while the account is locked for everyone else', async () => {
    const email = uniqueEmail('target');
    await signUp(server, email);
    const owner = '127.0.1.1';
    const device = deviceCookie(await loginFrom(owner, email, STRONG_PASSWORD));

    // The attack: wrong passwords from five addresses, each until it is stopped.
    for (let n = 2; n <= 6; n += 1) {
      const stopped = await exhaust(`127.0.1.${n}`, email);
      expect((stopped.json as { message: string }).message).toMatch(/^Too many failed logins/);
    }
    // Every limit holds against guessing: even the right password from a new address is refused.
    const fresh = await loginFrom('127.0.1.7', email, STRONG_PASSWORD);
    expect(fresh.status).toBe(429);
    expect((fresh.json as { message: string }).message).toMatch(
      /^Too many failed logins for this account from new devices\. Log in from a browser you have used before, reset your password, or try again in \d+ minutes\.$/,
    );
    // The owner's browser, and even the owner's own address, are not locked out.
    expect((await loginFrom(owner, email, STRONG_PASSWORD, device)).status).toBe(200);

    // The owner on a new device recovers by resetting the password with an emailed code; that
    // browser then logs in although new devices are still locked.
    const newDevice = '127.0.1.8';
    const post = (path: string, body: unknown) =>
      call(server.url, 'POST', api(path), { body, from: newDevice });
    expect((await post('/auth/send-email-verify-forgotPass', { email })).status).toBe(200);
    const verified = await post('/auth/verify-email-otp', {
      email,
      otp: await resetCode(server, email),
    });
    const reset = await post('/auth/reset-password', {
      email,
      new_password: 'Owner@Back42',
      verificationToken: (verified.json as { verificationToken: string }).verificationToken,
    });
    expect(reset.status).toBe(200);
    const recovered = deviceCookie(reset);
    expect((await loginFrom(newDevice, email, 'Owner@Back42')).status).toBe(429);
    expect((await loginFrom(newDevice, email, 'Owner@Back42', recovered)).status).toBe(200);
  });

  it('an unknown address slows down after 3 failures and stops at 10, saying what to do and when', async () => {
    const email = uniqueEmail('slow');
    await signUp(server, email);
    const from = '127.0.2.1';
    for (let i = 0; i < 3; i += 1) expect((await loginFrom(from, email, WRONG)).status).toBe(401);
    const slowed = await loginFrom(from, email, STRONG_PASSWORD);
    expect(slowed.status).toBe(429);
    expect(slowed.json).toEqual({
      message: 'Too many failed logins. Wait 1 second before you try again.',
    });
    expect(slowed.headers['retry-after']).toBe('1');
    server.clock.advance(1000);
    expect((await loginFrom(from, email, WRONG)).status).toBe(401);
    expect((await loginFrom(from, email, WRONG)).json).toEqual({
      message: 'Too many failed logins. Wait 2 seconds before you try again.',
    });

    // The slow-downs (1, 2, 4 … 60 s) took about 2 of the 15 minutes.
    const stopped = await exhaust(from, email);
    expect(stopped.json).toEqual({
      message: expect.stringMatching(
        /^Too many failed logins from this device\. Try again in 1[345] minutes, or reset your password to log in now\.$/,
      ),
    });
    // Another address is neither slowed nor stopped by it, and the right password works there.
    expect((await loginFrom('127.0.2.2', email, STRONG_PASSWORD)).status).toBe(200);
    server.clock.advance(15 * 60_000);
    expect((await loginFrom(from, email, STRONG_PASSWORD)).status).toBe(200);
  });

  it('a known browser that guesses is locked alone; a forged or borrowed device cookie is worth nothing', async () => {
    const email = uniqueEmail('device');
    await signUp(server, email);
    const from = '127.0.3.1';
    const device = deviceCookie(await loginFrom(from, email, STRONG_PASSWORD));
    for (let i = 0; i < 10; i += 1) {
      expect((await loginFrom(from, email, WRONG, device)).status).toBe(401);
    }
    const locked = await loginFrom(from, email, STRONG_PASSWORD, device);
    expect(locked.status).toBe(429);
    expect((await loginFrom('127.0.3.2', email, STRONG_PASSWORD)).status).toBe(200);

    // A cookie with a made-up signature, or one granted for another account, counts as unknown.
    const other = uniqueEmail('other');
    await signUp(server, other);
    const borrowed = deviceCookie(await loginFrom('127.0.3.3', other, STRONG_PASSWORD));
    const [nonce] = device.slice('derivo_device='.length).split('.');
    for (const cookie of [borrowed, `derivo_device=${nonce}.${'0'.repeat(64)}`]) {
      const from2 = cookie === borrowed ? '127.0.3.4' : '127.0.3.5';
      for (let i = 0; i < 3; i += 1) {
        expect((await loginFrom(from2, email, WRONG, cookie)).status).toBe(401);
      }
      // Slowed like any unknown source, which a known device never is.
      expect((await loginFrom(from2, email, WRONG, cookie)).status).toBe(429);
    }
  });

  it('a failure recorded outside the password check (a wrong second-factor code) counts toward the same lockout', () => {
    const clock = new ManualClock();
    const logged: unknown[] = [];
    const { log } = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
    });
    const lockout = new SignInLockout(new RateLimiter(clock), clock, log);
    const owner = { email: 'owner@example.com', ip: '203.0.113.1', device: 'nonce-1' };
    // The password step is admitted (counted in advance) and right, but the sign-in is not done
    // until the second factor is; then nine wrong codes on that browser.
    lockout.admit(owner);
    for (let i = 0; i < 9; i += 1) lockout.recordFailedSignIn(owner);
    expect(() => lockout.admit(owner)).toThrow(
      /^Too many failed logins from this device\. Try again in 15 minutes/,
    );
    expect(logged).toContainEqual(
      expect.objectContaining({ securityEvent: 'login.locked', scope: 'device', level: 40 }),
    );
    // Another browser of the owner is not held by it.
    expect(() => lockout.admit({ ...owner, device: 'nonce-2' })).not.toThrow();
  });
});
