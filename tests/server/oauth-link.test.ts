import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { TwoFactorEnrolment } from '../../src/contracts/two-factor.ts';
import {
  api,
  authServerForSuite,
  login,
  mailbox,
  STRONG_PASSWORD,
  signUp,
  uniqueEmail,
} from './support/auth-flow.ts';
import { call } from './support/http-client.ts';
import { OAuthBrowser } from './support/oauth-browser.ts';

const LOGIN = '/auth/user-login/google';
const SIGNUP = '/auth/user-signup/google';
const LINK = '/auth/google/link';
const SEND_CODE = '/auth/google/link/send-code';
const LINKED_SUBJECT = 'Google sign-in was linked to your Derivo account';

type Answer = { status: number; json: unknown; setCookies: string[] };
const signedIn = (answer: Answer) =>
  answer.setCookies.some((line) => /derivo_refresh=[^;]/.test(line)) ||
  JSON.stringify(answer.json ?? {}).includes('"token"');

// #24: a Google sign-in is never a way into a password account or around its second factor.
describe('Google sign-in onto an existing password account', () => {
  const server = authServerForSuite();

  const linkedCount = async (userId: string) =>
    (
      await server.query<{ n: number }>(
        'select count(*)::int as n from oauth_identity where user_id = $1',
        [userId],
      )
    ).rows[0]?.n;

  async function passwordAccount(tag: string) {
    const email = uniqueEmail(tag);
    const userId = await signUp(server, email);
    return { email, userId, identity: { email, name: 'Google Name', emailVerified: true } };
  }

  it('gives no session until the owner confirms, neither by login nor by sign-up', async () => {
    const { email, userId, identity } = await passwordAccount('link-none');
    const attacker = new OAuthBrowser(server);
    const callback = await attacker.signInWithGoogle(identity);
    const viaLogin = await attacker.post(LOGIN, callback);
    expect(viaLogin.status).toBe(200);
    expect(viaLogin.json).toEqual({
      linkRequired: true,
      email: `${email[0]}***@example.com`,
      message:
        'An account with this email already exists. Confirm it is yours, with its password or a code we email to it, to link Google sign-in.',
    });
    expect(signedIn(viaLogin)).toBe(false);
    const viaSignup = await attacker.post(SIGNUP, callback);
    expect(viaSignup.json).toMatchObject({ linkRequired: true });
    expect(signedIn(viaSignup)).toBe(false);

    // Guessing the password gets nothing; neither does a code nobody sent.
    const guess = await attacker.post(LINK, { password: 'Guess@Work123' });
    expect(guess.status).toBe(401);
    expect(guess.json).toMatchObject({ message: 'That password or code is not right.' });
    expect(signedIn(guess)).toBe(false);
    expect((await attacker.post(LINK, { code: '123456' })).status).toBe(401);
    expect((await attacker.post(LINK, {})).status).toBe(400);
    expect(await linkedCount(userId)).toBe(0);
    expect((await mailbox(server, email)).messages.map((m) => m.subject)).not.toContain(
      LINKED_SUBJECT,
    );
  });

  it('links once the owner gives the password, mails the owner, and signs straight in after', async () => {
    const { email, userId, identity } = await passwordAccount('link-password');
    const owner = new OAuthBrowser(server);
    await owner.post(LOGIN, await owner.signInWithGoogle(identity));
    const linked = await owner.post(LINK, { password: STRONG_PASSWORD });
    expect(linked.status).toBe(200);
    expect(linked.json).toMatchObject({ data: { user: { userId, provider: 'google' } } });
    expect(signedIn(linked)).toBe(true);
    expect(await linkedCount(userId)).toBe(1);
    await expect
      .poll(async () => (await mailbox(server, email)).messages[0]?.subject)
      .toBe(LINKED_SUBJECT);

    const later = new OAuthBrowser(server);
    const again = await later.post(LOGIN, await later.signInWithGoogle(identity));
    expect(again.status).toBe(200);
    expect(signedIn(again)).toBe(true);
  });

  it('links with a code mailed to the account; five wrong codes end the attempt', async () => {
    const { email, userId, identity } = await passwordAccount('link-code');
    const owner = new OAuthBrowser(server);
    await owner.post(LOGIN, await owner.signInWithGoogle(identity));
    expect((await owner.post(SEND_CODE, {})).status).toBe(200);
    const mail = (await mailbox(server, email)).messages[0];
    expect(mail?.subject).toBe('Your Derivo code to link Google sign-in');
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await owner.post(LINK, { code: wrong })).status).toBe(401);
    const linked = await owner.post(LINK, { code });
    expect(linked.status).toBe(200);
    expect(signedIn(linked)).toBe(true);
    expect(await linkedCount(userId)).toBe(1);

    const other = await passwordAccount('link-code-guess');
    const attacker = new OAuthBrowser(server);
    await attacker.post(LOGIN, await attacker.signInWithGoogle(other.identity));
    await attacker.post(SEND_CODE, {});
    const sent = (await mailbox(server, other.email)).messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const guess = String(i).padStart(6, '7');
      statuses.push(
        (await attacker.post(LINK, { code: guess === sent ? '999999' : guess })).status,
      );
    }
    // Each wrong code is refused; the account's sign-in lockout (429) may stop the guesses before
    // the fifth, which ends the attempt (410). The right code comes too late either way.
    expect(statuses[0]).toBe(401);
    for (const status of statuses) expect([401, 410, 429]).toContain(status);
    expect([410, 429]).toContain(statuses[4]);
    const late = await attacker.post(LINK, { code: sent });
    expect([409, 429]).toContain(late.status);
    expect(signedIn(late)).toBe(false);
    expect(await linkedCount(other.userId)).toBe(0);
  });

  it('answers a link call without a Google sign-in waiting for one with a 409 in words', async () => {
    const browser = new OAuthBrowser(server);
    const answer = await browser.post(LINK, { password: STRONG_PASSWORD });
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({
      message:
        'There is no Google link waiting for confirmation. Please sign in with Google again.',
    });
  });
});

describe('Google sign-in onto an account with two-factor sign-in on', () => {
  const server = authServerForSuite();

  const codeOf = (secret: string) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: server.clock.now() });

  async function withTwoFactor(token: string): Promise<string> {
    const headers: Record<string, string> = {};
    const post = (path: string, body?: unknown) =>
      call(server.url, 'POST', api(path), { token, headers, ...(body ? { body } : {}) });
    let enrol = await post('/auth/two-factor/enrol');
    if (enrol.status === 403) {
      const stepUp = await post('/auth/step-up', { password: STRONG_PASSWORD });
      headers['x-step-up'] = (stepUp.json as { stepUpToken: string }).stepUpToken;
      enrol = await post('/auth/two-factor/enrol');
    }
    const { secret } = enrol.json as TwoFactorEnrolment;
    expect((await post('/auth/two-factor/confirm', { code: codeOf(secret) })).status).toBe(200);
    return secret;
  }

  it('asks for the code after linking, and on every later Google sign-in, like a password login', async () => {
    const email = uniqueEmail('google-2fa');
    const userId = await signUp(server, email);
    const secret = await withTwoFactor((await login(server, email)).token);
    const identity = { email, name: 'Two Factor', emailVerified: true };

    const browser = new OAuthBrowser(server);
    await browser.post(LOGIN, await browser.signInWithGoogle(identity));
    const linked = await browser.post(LINK, { password: STRONG_PASSWORD });
    expect(linked.status).toBe(200);
    expect(linked.json).toMatchObject({ twoFactorRequired: true });
    expect(signedIn(linked)).toBe(false);

    server.clock.advance(30_000);
    const later = new OAuthBrowser(server);
    const asked = await later.post(LOGIN, await later.signInWithGoogle(identity));
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({ twoFactorRequired: true });
    expect(signedIn(asked)).toBe(false);
    const { challengeToken } = asked.json as { challengeToken: string };

    const wrong = await later.post('/auth/user-login/two-factor', {
      challengeToken,
      code: '000000',
    });
    expect(wrong.status).toBe(401);
    expect(signedIn(wrong)).toBe(false);
    const passed = await later.post('/auth/user-login/two-factor', {
      challengeToken,
      code: codeOf(secret),
    });
    expect(passed.status).toBe(200);
    expect(signedIn(passed)).toBe(true);
    expect(passed.json).toMatchObject({ user: { userId } });
  });
});
