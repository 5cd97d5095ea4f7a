import { describe, expect, it } from 'vitest';
import {
  api,
  authServerForSuite,
  login,
  mailbox,
  resetCode,
  signUp,
  uniqueEmail,
} from './support/auth-flow.ts';
import { call } from './support/http-client.ts';

const NEW_PASSWORD = 'Brand@New77';

// Forgot password: a code by mail, verified with verify-email-otp, then reset-password.
describe('forgot and reset password', () => {
  const server = authServerForSuite();

  const post = (path: string, body: unknown) => call(server.url, 'POST', api(path), { body });
  const forgot = (email: string) => post('/auth/send-email-verify-forgotPass', { email });
  const verify = (email: string, otp: string) => post('/auth/verify-email-otp', { email, otp });
  const reset = (email: string, verificationToken?: string, password = NEW_PASSWORD) =>
    post('/auth/reset-password', { email, new_password: password, verificationToken });
  /** Asks for a reset code, checks it, and returns the verification token. */
  const verifiedReset = async (email: string) => {
    expect((await forgot(email)).status).toBe(200);
    const verified = await verify(email, await resetCode(server, email));
    expect(verified.status).toBe(200);
    return (verified.json as { verificationToken: string }).verificationToken;
  };

  it('resets the password, ends old sessions, and the new password logs in', async () => {
    const email = uniqueEmail('reset');
    await signUp(server, email);
    const before = await login(server, email);

    const token = await verifiedReset(email);

    const done = await reset(email, token);
    expect(done.status).toBe(200);
    expect(done.json).toEqual({
      message: 'Your password has been reset. Please log in with your new password.',
    });
    const refreshed = await call(server.url, 'POST', api('/auth/user-login/refreshAccessToken'), {
      body: {},
      cookie: before.cookie,
    });
    expect(refreshed.status).toBe(401);
    const old = await post('/auth/user-login/manual', { email, password: 'Sunny@Day42' });
    expect(old.status).toBe(401);
    await login(server, email, NEW_PASSWORD);

    // The verified code is used up: a second reset needs a new code.
    expect((await reset(email, token, 'Other@Pass88')).status).toBe(403);
  });

  it('answers an unknown email exactly like a known one, but mails nothing', async () => {
    const known = uniqueEmail('known');
    await signUp(server, known);
    const unknown = uniqueEmail('unknown');
    const a = await forgot(known);
    const b = await forgot(unknown);
    expect(b.status).toBe(a.status);
    expect(b.json).toEqual(a.json);
    expect(b.json).toEqual({
      message: 'If an account exists for this email, a verification code has been sent to it.',
    });
    expect((await mailbox(server, unknown)).messages).toHaveLength(0);
    // The same cooldown applies to both.
    expect((await forgot(known)).status).toBe(429);
    expect((await forgot(unknown)).status).toBe(429);
    expect((await verify(unknown, '123456')).json).toEqual((await verify(known, '000000')).json);
    expect((await reset(unknown)).json).toEqual({
      message: 'Please verify OTP before resetting your password.',
    });
    expect((await reset(unknown, 'made-up-token')).json).toEqual(
      (await reset(known, 'made-up-token')).json,
    );
  });

  it('refuses a reset without a verified code, with a sign-up code, or too late', async () => {
    const email = uniqueEmail('unverified');
    await signUp(server, email);
    const notVerified = await reset(email);
    expect(notVerified.status).toBe(400);
    expect(notVerified.json).toEqual({
      message: 'Please verify OTP before resetting your password.',
    });

    server.clock.advance(30_000);
    const late = await verifiedReset(email);
    server.clock.advance(10 * 60_000 + 1_000);
    expect((await reset(email, late)).status).toBe(403);

    // A sign-up token is not a reset token, even for the same email.
    const signupEmail = uniqueEmail('signup-token');
    await post('/auth/send-email-verify', { email: signupEmail });
    const code = (await mailbox(server, signupEmail)).messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
    const signupToken = (
      (await verify(signupEmail, code ?? '')).json as { verificationToken: string }
    ).verificationToken;
    expect((await reset(signupEmail, signupToken)).status).toBe(403);
  });

  it.each([
    ['a weak new password', 'weak', 'short', 'Password does not meet the required strength.'],
    [
      'a reset to the current password, with a reason,',
      'same',
      'Sunny@Day42',
      'Your new password must be different from your current password. Please choose another one.',
    ],
  ])('refuses %s without using up the code', async (_case, tag, password, message) => {
    const email = uniqueEmail(tag);
    await signUp(server, email);
    const token = await verifiedReset(email);
    const refused = await reset(email, token, password);
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ message });
    expect((await reset(email, token)).status).toBe(200);
  });
});
