import { describe, expect, it } from 'vitest';
import { api, authServerForSuite, signUp, uniqueEmail } from './support/auth-flow.ts';
import { call } from './support/http-client.ts';

const MINUTE = 60_000;

// Rate limits per account and per client address (each test calls from its own 127.0.0.x).
describe('rate limits', () => {
  const server = authServerForSuite();

  const post = (path: string, body: unknown, from: string) =>
    call(server.url, 'POST', api(path), { body, from });

  it('counts parallel guesses too: 15 at once from one address get 3 answers of 401', async () => {
    const email = uniqueEmail('parallel');
    await signUp(server, email);
    const guesses = Array.from({ length: 15 }, (_, i) =>
      post('/auth/user-login/manual', { email, password: `Wrong@Pass${i}` }, '127.0.0.13'),
    );
    const statuses = (await Promise.all(guesses)).map((result) => result.status);
    // Counted before the password is checked: the address is slowed after 3 failures, and the
    // clock has not moved, so exactly 3 are checked whatever the interleaving.
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12);
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

  it('allows 6 OTP mails per account and address, and 60 per address in an hour', async () => {
    const email = uniqueEmail('sends');
    for (let i = 0; i < 6; i += 1) {
      expect((await post('/auth/send-email-verify', { email }, '127.0.0.6')).status).toBe(200);
      server.clock.advance(30_000);
    }
    const refused = await post('/auth/send-email-verify', { email }, '127.0.0.6');
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      message: 'Too many verification codes requested. Try again in 57 minutes.',
    });
    // Forgot-password mails share the count of the account and address.
    expect((await post('/auth/send-email-verify-forgotPass', { email }, '127.0.0.6')).status).toBe(
      429,
    );
    // Another address is not held by this one's count: nobody can use up the owner's codes.
    expect((await post('/auth/send-email-verify', { email }, '127.0.0.7')).status).toBe(200);

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

  it('allows 5 password resets per account and address, and 20 per address in an hour', async () => {
    const email = uniqueEmail('resets');
    const reset = (to: string, from: string) =>
      post('/auth/reset-password', { email: to, new_password: 'Brand@New77' }, from);
    for (let i = 0; i < 5; i += 1) expect((await reset(email, '127.0.0.10')).status).toBe(400);
    const refused = await reset(email, '127.0.0.10');
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      message: 'Too many password reset attempts. Try again in 60 minutes.',
    });
    // The owner, elsewhere, is not held by it.
    expect((await reset(email, '127.0.0.11')).status).toBe(400);

    for (let i = 0; i < 20; i += 1) {
      expect((await reset(uniqueEmail('r'), '127.0.0.12')).status).toBe(400);
    }
    expect((await reset(uniqueEmail('r'), '127.0.0.12')).status).toBe(429);
  });
});
