import { describe, expect, it } from 'vitest';
import {
  api,
  authServerForSuite,
  latestOtp,
  mailbox,
  STRONG_PASSWORD,
  uniqueEmail,
} from './support/auth-flow.ts';
import { call } from './support/http-client.ts';

/** A six-digit code other than `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

// OTP rules: 10 minutes, single use, at most 5 wrong tries, no resend within 30 s.
describe('email OTPs', () => {
  const server = authServerForSuite();

  const send = (email: string) =>
    call(server.url, 'POST', api('/auth/send-email-verify'), { body: { email } });
  const verify = (email: string, otp: string) =>
    call(server.url, 'POST', api('/auth/verify-email-otp'), { body: { email, otp } });

  it('stores only a hash of the code, never the code itself', async () => {
    const email = uniqueEmail('hash');
    await send(email);
    const code = await latestOtp(server, email);
    const rows = await server.client.query<{ code_hash: string }>(
      'select code_hash from email_otp where email = $1',
      [email],
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.rows[0]?.code_hash).not.toContain(code);
  });

  it('refuses a resend within 30 s with 429 saying how long to wait, then allows it', async () => {
    const email = uniqueEmail('resend');
    expect((await send(email)).status).toBe(200);
    server.clock.advance(12_000);
    const early = await send(email);
    expect(early.status).toBe(429);
    expect(early.json).toEqual({
      message: 'Please wait 18 seconds before requesting a new code.',
    });
    expect(early.headers['retry-after']).toBe('18');
    server.clock.advance(18_000);
    expect((await send(email)).status).toBe(200);
    expect((await mailbox(server, email)).messages).toHaveLength(2);
  });

  it('accepts only the newest code once a new one is sent', async () => {
    const email = uniqueEmail('newest');
    await send(email);
    const first = await latestOtp(server, email);
    server.clock.advance(30_000);
    await send(email);
    const second = await latestOtp(server, email);
    if (first !== second) expect((await verify(email, first)).status).toBe(400);
    expect((await verify(email, second)).status).toBe(200);
  });

  it('expires a code after 10 minutes', async () => {
    const email = uniqueEmail('expiry');
    await send(email);
    const code = await latestOtp(server, email);
    server.clock.advance(10 * 60_000);
    const late = await verify(email, code);
    expect(late.status).toBe(400);
    expect(late.json).toEqual({
      message: 'This code has expired or was never requested. Please request a new code.',
    });
  });

  it('accepts a code just before its expiry', async () => {
    const email = uniqueEmail('in-time');
    await send(email);
    const code = await latestOtp(server, email);
    server.clock.advance(10 * 60_000 - 1_000);
    expect((await verify(email, code)).status).toBe(200);
  });

  it('counts wrong tries: after 5 even the right code is refused with 429', async () => {
    const email = uniqueEmail('tries');
    await send(email);
    const code = await latestOtp(server, email);
    const wrong = wrongCode(code);
    for (let left = 4; left >= 1; left -= 1) {
      const result = await verify(email, wrong);
      expect(result.status).toBe(400);
      expect(result.json).toEqual({
        message: `Invalid OTP. Please check the code and try again (${left} ${left === 1 ? 'try' : 'tries'} left).`,
      });
    }
    const fifth = await verify(email, wrong);
    expect(fifth.status).toBe(429);
    expect(fifth.json).toEqual({ message: 'Too many incorrect codes. Please request a new code.' });
    expect((await verify(email, code)).status).toBe(429);

    server.clock.advance(30_000);
    await send(email);
    expect((await verify(email, await latestOtp(server, email))).status).toBe(200);
  });

  it('counts concurrent wrong guesses exactly (the row is locked)', async () => {
    const email = uniqueEmail('race');
    await send(email);
    const code = await latestOtp(server, email);
    const guesses = Array.from({ length: 8 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const results = await Promise.all(guesses.map((guess) => verify(email, guess)));
    expect(results.map((result) => result.status).sort()).toEqual([
      400, 400, 400, 400, 429, 429, 429, 429,
    ]);
    expect((await verify(email, code)).status).toBe(429);
  });

  it('answers 400 when no code was requested, and a code works only for its own email', async () => {
    const email = uniqueEmail('mine');
    const stranger = uniqueEmail('stranger');
    await send(email);
    const code = await latestOtp(server, email);
    expect((await verify(stranger, code)).status).toBe(400);
    await send(stranger);
    expect((await verify(stranger, code === '000000' ? '111111' : code)).status).toBe(400);
    const first = await verify(email, code);
    expect(first.status).toBe(200);
    // Verifying again is harmless (a double submit): it answers a new token, which replaces the
    // first, and the code is still for sign-up once.
    const second = await verify(email, code);
    expect(second.status).toBe(200);
    const tokenOf = (result: { json: unknown }) =>
      (result.json as { verificationToken: string }).verificationToken;
    const signUpWith = (verificationToken: string) =>
      call(server.url, 'POST', api('/auth/user-signup/manual'), {
        body: { fullname: 'Mine', email, password: STRONG_PASSWORD, verificationToken },
      });
    expect((await signUpWith(tokenOf(first))).status).toBe(403);
    const created = await signUpWith(tokenOf(second));
    expect(created.status).toBe(201);
    expect((await verify(email, code)).status).toBe(400);
  });
});
