import { describe, expect, it } from 'vitest';
import {
  api,
  authServerForSuite,
  latestOtp,
  login,
  mailbox,
  resetCode,
  STRONG_PASSWORD,
  signUp,
  uniqueEmail,
  verifyEmail,
} from './support/auth-flow.ts';
import { call } from './support/http-client.ts';

const ATTACKER_PASSWORD = 'Attacker@Owns1';

// ASVS 6.6.2: a verified email code is bound to the one who checked it. Each test is the attack.
describe('account takeover through a verified email code', () => {
  const server = authServerForSuite();

  const post = (path: string, body: unknown, from = '127.0.0.1') =>
    call(server.url, 'POST', api(path), { body, from });
  const tokenOf = (result: { json: unknown }) =>
    (result.json as { verificationToken: string }).verificationToken;

  it('sign-up: the attacker cannot create the account of an email the victim verified', async () => {
    const victim = uniqueEmail('victim');
    const victimToken = await verifyEmail(server, victim);

    // Within the window, the attacker posts the victim's email with the attacker's password.
    const attacker = '127.0.0.66';
    const bare = { fullname: 'Attacker', email: victim, password: ATTACKER_PASSWORD };
    const noToken = await post('/auth/user-signup/manual', bare, attacker);
    expect(noToken.status).toBe(400);
    expect(noToken.json).toEqual({
      message: 'Please verify your email with the code we sent before signing up.',
    });
    const guessed = await post(
      '/auth/user-signup/manual',
      { ...bare, verificationToken: 'A'.repeat(43) },
      attacker,
    );
    expect(guessed.status).toBe(403);
    // A token the attacker earned for an email of their own is bound to that email.
    const ownToken = await verifyEmail(server, uniqueEmail('attacker'), attacker);
    const borrowed = await post(
      '/auth/user-signup/manual',
      { ...bare, verificationToken: ownToken },
      attacker,
    );
    expect(borrowed.status).toBe(403);
    expect(borrowed.json).toEqual({
      message:
        'Your email verification has expired or was already used. Please request a new code.',
    });

    // The victim's own sign-up goes through, and only the victim's password logs in.
    const created = await post('/auth/user-signup/manual', {
      fullname: 'Victim',
      email: victim,
      password: STRONG_PASSWORD,
      verificationToken: victimToken,
    });
    expect(created.status).toBe(201);
    const hijack = await post(
      '/auth/user-login/manual',
      { email: victim, password: ATTACKER_PASSWORD },
      attacker,
    );
    expect(hijack.status).toBe(401);
    await login(server, victim);
  });

  it('reset: the attacker cannot set the password of an account whose owner verified a reset code', async () => {
    const victim = uniqueEmail('owner');
    await signUp(server, victim);
    expect((await post('/auth/send-email-verify-forgotPass', { email: victim })).status).toBe(200);
    const verified = await post('/auth/verify-email-otp', {
      email: victim,
      otp: await resetCode(server, victim),
    });
    expect(verified.status).toBe(200);

    const attacker = '127.0.0.67';
    const bare = { email: victim, new_password: ATTACKER_PASSWORD };
    const noToken = await post('/auth/reset-password', bare, attacker);
    expect(noToken.status).toBe(400);
    expect(noToken.json).toEqual({ message: 'Please verify OTP before resetting your password.' });
    // A reset token of the attacker's own account does not reach the victim's.
    const own = uniqueEmail('attacker-account');
    await signUp(server, own);
    server.clock.advance(30_000);
    await post('/auth/send-email-verify-forgotPass', { email: own }, attacker);
    const ownVerified = await post(
      '/auth/verify-email-otp',
      { email: own, otp: await resetCode(server, own) },
      attacker,
    );
    const borrowed = await post(
      '/auth/reset-password',
      { ...bare, verificationToken: tokenOf(ownVerified) },
      attacker,
    );
    expect(borrowed.status).toBe(403);
    // A sign-up token for the victim's email (the attacker could not get one: the account
    // exists) would not do either; the purpose is part of the binding (see auth-reset.test.ts).

    // The attacker's password does not log in; the owner's reset works with the owner's token.
    expect(
      (
        await post(
          '/auth/user-login/manual',
          { email: victim, password: ATTACKER_PASSWORD },
          attacker,
        )
      ).status,
    ).toBe(401);
    const done = await post('/auth/reset-password', {
      email: victim,
      new_password: 'Owner@Again42',
      verificationToken: tokenOf(verified),
    });
    expect(done.status).toBe(200);
    await login(server, victim, 'Owner@Again42');
  });

  it('refuses address-list and display-name emails everywhere an email is taken', async () => {
    const tricks = [
      '"victim"<attacker@evil.test>',
      'victim@example.com,attacker@evil.test',
      'a@b.com,x',
    ];
    const calls: Array<[string, (email: string) => unknown]> = [
      ['/auth/send-email-verify', (email) => ({ email })],
      ['/auth/send-email-verify-forgotPass', (email) => ({ email })],
      ['/auth/verify-email-otp', (email) => ({ email, otp: '123456' })],
      ['/auth/user-login/manual', (email) => ({ email, password: STRONG_PASSWORD })],
      [
        '/auth/user-signup/manual',
        (email) => ({ fullname: 'X', email, password: STRONG_PASSWORD, verificationToken: 't' }),
      ],
      [
        '/auth/reset-password',
        (email) => ({ email, new_password: STRONG_PASSWORD, verificationToken: 't' }),
      ],
      ['/public/newsletter', (email) => ({ email })],
    ];
    for (const email of tricks) {
      for (const [path, body] of calls) {
        const result = await post(path, body(email), '127.0.0.68');
        expect(result.status, `${path} ${email}`).toBe(400);
      }
    }
    expect((await mailbox(server, 'attacker@evil.test')).messages).toHaveLength(0);
  });

  it('limits sign-up calls: 20 an hour per address, each said with the time left', async () => {
    const from = '127.0.0.69';
    for (let i = 0; i < 20; i += 1) {
      const body = { fullname: 'X', email: uniqueEmail('burst'), password: STRONG_PASSWORD };
      expect((await post('/auth/user-signup/manual', body, from)).status).toBe(400);
    }
    const refused = await post(
      '/auth/user-signup/manual',
      { fullname: 'X', email: uniqueEmail('burst'), password: STRONG_PASSWORD },
      from,
    );
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      message: 'Too many sign-up attempts. Try again in 60 minutes.',
    });
    expect(refused.headers['retry-after']).toBe('3600');
  });

  it('keeps a verified code when someone else asks for a new one', async () => {
    const email = uniqueEmail('kept');
    await post('/auth/send-email-verify', { email });
    const verified = await post('/auth/verify-email-otp', {
      email,
      otp: await latestOtp(server, email),
    });
    server.clock.advance(30_000);
    // Anyone may ask for another code for this email; the owner's token still finishes.
    expect((await post('/auth/send-email-verify', { email }, '127.0.0.70')).status).toBe(200);
    const created = await post('/auth/user-signup/manual', {
      fullname: 'Kept',
      email,
      password: STRONG_PASSWORD,
      verificationToken: tokenOf(verified),
    });
    expect(created.status).toBe(201);
  });
});
