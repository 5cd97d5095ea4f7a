import { describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../server/modules/auth/demo-trader.ts';
import {
  api,
  authServerForSuite,
  latestOtp,
  login,
  mailbox,
  STRONG_PASSWORD,
  signUp,
  uniqueEmail,
  verifyEmail,
} from './support/auth-flow.ts';
import { call } from './support/http-client.ts';

// Sign-up over real HTTP: OTP by mail (read from the dev mailbox), verification, account.
describe('sign-up with an email OTP', () => {
  const server = authServerForSuite();

  const post = (path: string, body: unknown) => call(server.url, 'POST', api(path), { body });

  it('creates an account through all steps and logs in with it', async () => {
    const email = uniqueEmail('flow');
    const sent = await post('/auth/send-email-verify', { email: `  ${email.toUpperCase()} ` });
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ message: expect.any(String), otpToken: expect.any(String) });

    const mail = (await mailbox(server, email)).messages;
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: email, subject: 'Your Derivo verification code' });
    const otp = await latestOtp(server, email);
    expect(otp).toMatch(/^\d{6}$/);

    const verified = await post('/auth/verify-email-otp', { email, otp });
    expect(verified.status).toBe(200);
    expect(verified.json).toEqual({
      message: 'Email verified successfully.',
      verificationToken: expect.stringMatching(/^[\w-]{43}$/),
    });
    const { verificationToken } = verified.json as { verificationToken: string };

    const created = await post('/auth/user-signup/manual', {
      fullname: '  Asha   Rao ',
      email,
      password: STRONG_PASSWORD,
      phone_number: '+91 98765 43210',
      verificationToken,
    });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({
      message: expect.stringContaining('Account created'),
      user: { userId: expect.any(String), email, fullname: 'Asha Rao' },
    });

    const session = await login(server, email.toUpperCase());
    expect(session.body.user).toEqual({
      userId: (created.json as { user: { userId: string } }).user.userId,
      email,
      fullname: 'Asha Rao',
      is_verified: true,
      profileComplete: true,
      isEmailVerified: true,
      currency: 'USD',
      notificationPreferences: { orderToasts: true, liquidationAlerts: true },
    });
  });

  it('owes no profile step for an account signed up by email without a phone (optional there)', async () => {
    const email = uniqueEmail('no-phone');
    await signUp(server, email);
    const session = await login(server, email);
    expect(session.body.user).toMatchObject({ email, profileComplete: true });
  });

  it('refuses a sign-up whose email was never verified (400, clear message)', async () => {
    const email = uniqueEmail('unverified');
    const result = await post('/auth/user-signup/manual', {
      fullname: 'No Code',
      email,
      password: STRONG_PASSWORD,
    });
    expect(result.status).toBe(400);
    expect(result.json).toEqual({
      message: 'Please verify your email with the code we sent before signing up.',
    });

    await post('/auth/send-email-verify', { email });
    const stillUnverified = await post('/auth/user-signup/manual', {
      fullname: 'No Code',
      email,
      password: STRONG_PASSWORD,
    });
    expect(stillUnverified.status).toBe(400);
  });

  it('answers 409 to a second sign-up with the same email, at either step', async () => {
    const email = uniqueEmail('dup');
    const verificationToken = await verifyEmail(server, email);
    const body = { fullname: 'First', email, password: STRONG_PASSWORD, verificationToken };
    expect((await post('/auth/user-signup/manual', body)).status).toBe(201);

    const again = await post('/auth/user-signup/manual', { ...body, email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      message: 'An account with this email already exists. Please log in instead.',
    });
    const resend = await post('/auth/send-email-verify', { email: DEMO_TRADER.email });
    expect(resend.status).toBe(409);
    expect(resend.json).toMatchObject({ message: expect.stringContaining('already exists') });
  });

  it('uses a verified code once: a second account needs a new code', async () => {
    const email = uniqueEmail('once');
    const verificationToken = await verifyEmail(server, email);
    const signUpWith = (password: string) =>
      post('/auth/user-signup/manual', { fullname: 'Once', email, password, verificationToken });
    const weak = await signUpWith('password');
    expect(weak.status).toBe(400);
    expect(weak.json).toEqual({ message: 'Password does not meet the required strength.' });
    // The weak attempt did not use up the code.
    expect((await signUpWith(STRONG_PASSWORD)).status).toBe(201);
    // The token is spent: it cannot create the account again.
    expect((await signUpWith(STRONG_PASSWORD)).status).toBe(409);
    const count = await server.client.query<{ n: number }>(
      `select count(*)::int as n from email_otp where email = $1 and used_at is not null`,
      [email],
    );
    expect(count.rows[0]?.n).toBe(1);
  });

  it('answers clear 400s for a bad email, a blank name, a bad phone and wrong types', async () => {
    const email = uniqueEmail('fields');
    const cases: Array<[unknown, string]> = [
      [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
      [{}, 'Please provide your email address.'],
      [{ email: { at: 'a@b.co' } }, 'Please enter a valid email address.'],
      [[], 'The request body must be a JSON object.'],
    ];
    for (const [body, message] of cases) {
      const result = await post('/auth/send-email-verify', body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      const error = result.json as { message: string; detail?: string };
      // What the client's catalogue shows: detail first, then message.
      expect(error.detail ?? error.message).toBe(message);
    }
    const verificationToken = await verifyEmail(server, email);
    const blank = await post('/auth/user-signup/manual', {
      fullname: '   ',
      email,
      password: STRONG_PASSWORD,
      verificationToken,
    });
    expect(blank.json).toEqual({ message: 'Please enter your full name.' });
    const phone = await post('/auth/user-signup/manual', {
      fullname: 'Phone',
      email,
      password: STRONG_PASSWORD,
      phone_number: 'call me',
    });
    expect(phone.status).toBe(400);
    expect(phone.json).toMatchObject({ message: expect.stringContaining('phone number') });
  });

  it('has the demo trader on a fresh database, able to log in', async () => {
    const session = await login(server, DEMO_TRADER.email, DEMO_TRADER.password);
    expect(session.body.user).toMatchObject({ email: DEMO_TRADER.email, profileComplete: true });
  });
});
