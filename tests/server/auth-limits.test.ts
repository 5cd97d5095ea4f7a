import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthServer, api, signUp, startAuthServer, uniqueEmail } from './support/auth-flow.ts';
import { call } from './support/http-client.ts';

const MINUTE = 60_000;

// Rate limits per account and per client address (each test calls from its own 127.0.0.x).
describe('rate limits', () => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer();
  });
  afterAll(() => server.close());

  const post = (path: string, body: unknown, from: string) =>
    call(server.url, 'POST', api(path), { body, from });

  it('locks an account for 15 minutes after 10 failed logins; a success clears the count', async () => {
    const email = uniqueEmail('locked');
    await signUp(server, email);
    const attempt = (password: string) =>
      post('/auth/user-login/manual', { email, password }, '127.0.0.2');

    for (let i = 0; i < 9; i += 1) expect((await attempt('Wrong@Pass1')).status).toBe(401);
    expect((await attempt('Sunny@Day42')).status).toBe(200);
    for (let i = 0; i < 10; i += 1) expect((await attempt('Wrong@Pass1')).status).toBe(401);

    const locked = await attempt('Sunny@Day42');
    expect(locked.status).toBe(429);
    expect(locked.json).toEqual({
      message: 'Too many login attempts. Please try again in 15 minutes.',
    });
    expect(locked.headers['retry-after']).toBe('900');
    // Another address does not help: the limit is the account's.
    const elsewhere = await post(
      '/auth/user-login/manual',
      { email, password: 'Sunny@Day42' },
      '127.0.0.3',
    );
    expect(elsewhere.status).toBe(429);

    server.clock.advance(15 * MINUTE);
    expect((await attempt('Sunny@Day42')).status).toBe(200);
  });

  it('counts parallel guesses too: 15 at once get 10 answers of 401 and 5 of 429', async () => {
    const email = uniqueEmail('parallel');
    await signUp(server, email);
    const guesses = Array.from({ length: 15 }, (_, i) =>
      post('/auth/user-login/manual', { email, password: `Wrong@Pass${i}` }, '127.0.0.13'),
    );
    const statuses = (await Promise.all(guesses)).map((result) => result.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('allows 100 login attempts per address in 15 minutes', async () => {
    const from = '127.0.0.4';
    for (let i = 0; i < 100; i += 1) {
      const result = await post('/auth/user-login/manual', { email: 'bad', password: 'x' }, from);
      expect(result.status).toBe(400);
    }
    const refused = await post('/auth/user-login/manual', { email: 'a@b.co', password: 'x' }, from);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ message: expect.stringMatching(/^Too many login/) });
    const other = await post(
      '/auth/user-login/manual',
      { email: 'a@b.co', password: 'x' },
      '127.0.0.5',
    );
    expect(other.status).toBe(401);
  });

  it('allows 6 OTP mails per account and 60 per address in an hour', async () => {
    const email = uniqueEmail('sends');
    for (let i = 0; i < 6; i += 1) {
      expect((await post('/auth/send-email-verify', { email }, '127.0.0.6')).status).toBe(200);
      server.clock.advance(30_000);
    }
    const refused = await post('/auth/send-email-verify', { email }, '127.0.0.7');
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      message: 'Too many verification codes requested. Please try again in 57 minutes.',
    });
    // Forgot-password mails share the account's count.
    expect((await post('/auth/send-email-verify-forgotPass', { email }, '127.0.0.7')).status).toBe(
      429,
    );

    const from = '127.0.0.8';
    for (let i = 0; i < 60; i += 1) {
      const to = uniqueEmail('many');
      expect((await post('/auth/send-email-verify', { email: to }, from)).status).toBe(200);
    }
    const fromBusy = await post('/auth/send-email-verify', { email: uniqueEmail('x') }, from);
    expect(fromBusy.status).toBe(429);
    server.clock.advance(60 * MINUTE);
    expect((await post('/auth/send-email-verify', { email }, from)).status).toBe(200);
  });

  it('allows 60 OTP checks per address in 15 minutes', async () => {
    const from = '127.0.0.9';
    for (let i = 0; i < 60; i += 1) {
      const email = uniqueEmail('check');
      expect((await post('/auth/verify-email-otp', { email, otp: '123456' }, from)).status).toBe(
        400,
      );
    }
    const refused = await post('/auth/verify-email-otp', { email: 'a@b.co', otp: '1' }, from);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({
      message: expect.stringMatching(/^Too many verification attempts/),
    });
  });

  it('allows 5 password resets per account and 20 per address in an hour', async () => {
    const email = uniqueEmail('resets');
    const reset = (to: string, from: string) =>
      post('/auth/reset-password', { email: to, new_password: 'Brand@New77' }, from);
    for (let i = 0; i < 5; i += 1) expect((await reset(email, '127.0.0.10')).status).toBe(400);
    const refused = await reset(email, '127.0.0.11');
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({
      message: expect.stringMatching(/^Too many password reset attempts\. Please try again in/),
    });

    for (let i = 0; i < 20; i += 1) {
      expect((await reset(uniqueEmail('r'), '127.0.0.12')).status).toBe(400);
    }
    expect((await reset(uniqueEmail('r'), '127.0.0.12')).status).toBe(429);
  });
});
