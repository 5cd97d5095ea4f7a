import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderFetch } from '../../server/modules/oauth/relying-party.ts';
import {
  api,
  authServerForSuite,
  STRONG_PASSWORD,
  signUp,
  uniqueEmail,
} from './support/auth-flow.ts';
import { call } from './support/http-client.ts';
import { OAuthBrowser } from './support/oauth-browser.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const LOGIN = '/auth/user-login/google';
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SIGNUP = '/auth/user-signup/google';

interface LoginBody {
  data: {
    user: { userId: string; email: string; fullname: string; provider: string };
    token: string;
  };
}
interface SignupBody {
  user: { id: string; email: string; fullname: string; provider: string };
  uid: string;
  token: string;
}

async function linkedIdentities(server: TestServer, userId: string): Promise<number> {
  const result = await server.client.query<{ count: number }>(
    'select count(*)::int as count from oauth_identity where user_id = $1',
    [userId],
  );
  return result.rows[0]?.count ?? -1;
}

async function userIdOf(server: TestServer, email: string): Promise<string | undefined> {
  const result = await server.client.query<{ id: string }>(
    'select id from app_user where email = $1',
    [email],
  );
  return result.rows[0]?.id;
}

describe('Google sign-in through the embedded OpenID Connect provider', () => {
  const server = authServerForSuite();

  it('a new identity: login finds no account and sign-up creates it; the next time it logs in', async () => {
    const email = uniqueEmail('google-new');
    const identity = { email, name: 'Meera Shah', emailVerified: true };
    const first = new OAuthBrowser(server);
    const callback = await first.signInWithGoogle(identity);

    const login = await first.post(LOGIN, callback);
    expect(login.status).toBe(404);
    const signup = await first.post(SIGNUP, callback);
    expect(signup.status).toBe(201);
    const created = signup.json as SignupBody;
    expect(created.user).toMatchObject({ email, fullname: 'Meera Shah', provider: 'google' });
    expect(created.uid).toBe(created.user.id);
    expect(
      signup.setCookies.some((line) => line.startsWith('derivo_refresh=') && /HttpOnly/.test(line)),
    ).toBe(true);
    const me = await call(server.url, 'GET', api('/auth/me'), { token: created.token });
    expect(me.json).toMatchObject({ user: { userId: created.user.id, email } });

    // The code was spent: neither call takes it again.
    expect((await first.post(SIGNUP, callback)).status).toBe(400);

    const second = new OAuthBrowser(server);
    const again = await second.post(LOGIN, await second.signInWithGoogle(identity));
    expect(again.status).toBe(200);
    const loggedIn = again.json as LoginBody;
    expect(loggedIn.data.user).toEqual({
      userId: created.user.id,
      email,
      fullname: 'Meera Shah',
      avatar: null,
      provider: 'google',
      // The profile-completion step has not been saved yet.
      profileComplete: false,
    });
    expect(again.setCookies.some((line) => line.startsWith('derivo_refresh='))).toBe(true);
    const meAgain = await call(server.url, 'GET', api('/auth/me'), { token: loggedIn.data.token });
    expect(meAgain.status).toBe(200);
    expect(await linkedIdentities(server, created.user.id)).toBe(1);
  });

  it('a Google session is listed with its device from the start, like a password one', async () => {
    const email = uniqueEmail('google-device');
    const identity = { email, name: 'Meera Shah', emailVerified: true };
    const safari = new OAuthBrowser(server, SAFARI_IOS);
    const signup = await safari.post(SIGNUP, await safari.signInWithGoogle(identity));
    const { token } = signup.json as SignupBody;
    const chrome = new OAuthBrowser(server, CHROME_LINUX);
    const login = await chrome.post(LOGIN, await chrome.signInWithGoogle(identity));
    const listed = await call(server.url, 'GET', api('/auth/sessions'), { token });
    const sessions = (listed.json as { sessions: { device: string; current: boolean }[] }).sessions;
    expect(login.status).toBe(200);
    expect(sessions.map((s) => [s.device, s.current])).toEqual([
      ['Safari on iOS', true],
      ['Chrome on Linux', false],
    ]);
  });

  it('after a Google sign-up the profile is incomplete until the completion step is saved', async () => {
    const email = uniqueEmail('google-profile');
    const browser = new OAuthBrowser(server);
    const signup = await browser.post(
      SIGNUP,
      await browser.signInWithGoogle({ email, name: 'Meera Shah', emailVerified: true }),
    );
    const created = signup.json as SignupBody & { user: { profileComplete: boolean } };
    expect(created.user.profileComplete).toBe(false);
    const complete = (token: string | undefined, body: Record<string, string>) =>
      call(server.url, 'POST', api('/auth/complete-profile'), {
        ...(token === undefined ? {} : { token }),
        body: {
          fullname: 'Meera  Shah ',
          phone_number: '+91 98765 43210',
          account_type: 'individual',
          country_of_residence: 'IN',
          ...body,
        },
      });
    expect((await complete(undefined, {})).status).toBe(401);
    const refusals = [
      [{ phone_number: '' }, 'Please enter your phone number.'],
      [{ phone_number: 'call me' }, /valid phone number/],
      [{ account_type: 'corporate' }, 'Choose an Individual or an Institutional account.'],
      [{ country_of_residence: 'XX' }, 'Choose your country of residence from the list.'],
      [{ fullname: '  ' }, /full name/i],
    ] as const;
    for (const [change, message] of refusals) {
      const refused = await complete(created.token, change);
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect((refused.json as { message: string }).message).toMatch(message);
    }
    const saved = await complete(created.token, { account_type: 'institutional' });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      user: { userId: created.user.id, fullname: 'Meera Shah', profileComplete: true },
    });
    const me = await call(server.url, 'GET', api('/auth/me'), { token: created.token });
    expect(me.json).toMatchObject({ user: { profileComplete: true } });
    const stored = await server.client.query<{ account_type: string; country: string }>(
      'select account_type, country_of_residence as country from app_user where id = $1',
      [created.user.id],
    );
    expect(stored.rows[0]).toEqual({ account_type: 'institutional', country: 'IN' });

    // Once the PAN check has matched the name, the step keeps it: another name is refused.
    await server.client.query(
      "insert into kyc_record (user_id, pan_state, updated_at) values ($1, 'verified', now())",
      [created.user.id],
    );
    const row = async () =>
      (
        await server.client.query<{ fullname: string; phone: string }>(
          'select fullname, phone_number as phone from app_user where id = $1',
          [created.user.id],
        )
      ).rows[0];
    const before = await row();
    const renamed = await complete(created.token, { fullname: 'Meera Iyer' });
    expect(renamed.status).toBe(409);
    expect(await row()).toEqual(before);
    const kept = await complete(created.token, { phone_number: '+91 91234 56789' });
    expect(kept.status).toBe(200);
    const after = await row();
    expect(after?.fullname).toBe('Meera Shah');
    expect(after?.phone).not.toBe(before?.phone);
  });

  it('an unverified provider email never links to the existing account with that email', async () => {
    const email = uniqueEmail('google-existing');
    await signUp(server, email);
    const userId = await userIdOf(server, email);
    if (userId === undefined) throw new Error('no account');

    const unverified = new OAuthBrowser(server);
    const callback = await unverified.signInWithGoogle({
      email,
      name: 'Mallory',
      emailVerified: false,
    });
    const login = await unverified.post(LOGIN, callback);
    expect(login.status).toBe(403);
    expect(login.setCookies.some((line) => line.startsWith('derivo_refresh='))).toBe(false);
    const signup = await unverified.post(SIGNUP, callback);
    expect(signup.status).toBe(403);
    expect(await linkedIdentities(server, userId)).toBe(0);

    // The same email, verified by the provider, is linked to that account once its owner
    // confirms with the password (oauth-link.test.ts covers the confirmation).
    const verified = new OAuthBrowser(server);
    const asked = await verified.post(
      LOGIN,
      await verified.signInWithGoogle({ email, name: 'Test Trader', emailVerified: true }),
    );
    expect(asked.json).toMatchObject({ linkRequired: true });
    expect(await linkedIdentities(server, userId)).toBe(0);
    const linked = await verified.post('/auth/google/link', { password: STRONG_PASSWORD });
    expect(linked.status).toBe(200);
    expect((linked.json as LoginBody).data.user.userId).toBe(userId);
    expect(await linkedIdentities(server, userId)).toBe(1);
  });

  it('an unverified provider email creates no account', async () => {
    const email = uniqueEmail('google-unverified');
    const browser = new OAuthBrowser(server);
    const callback = await browser.signInWithGoogle({
      email,
      name: 'Nobody',
      emailVerified: false,
    });
    expect((await browser.post(LOGIN, callback)).status).toBe(404);
    expect((await browser.post(SIGNUP, callback)).status).toBe(403);
    expect(await userIdOf(server, email)).toBeUndefined();
  });

  it('refuses a code the provider did not issue, a wrong state and a call without the sign-in cookie', async () => {
    const email = uniqueEmail('google-bad-code');
    const browser = new OAuthBrowser(server);
    const callback = await browser.signInWithGoogle({
      email,
      name: 'Bad Code',
      emailVerified: true,
    });

    const stranger = await call(server.url, 'POST', api(SIGNUP), { body: callback });
    expect(stranger.status).toBe(400);

    const wrongState = await browser.post(SIGNUP, { ...callback, state: 'not-the-state' });
    expect(wrongState.status).toBe(401);
    expect(wrongState.json).toMatchObject({
      message: expect.stringContaining('Google login failed'),
    });

    const again = new OAuthBrowser(server);
    const real = await again.signInWithGoogle({ email, name: 'Bad Code', emailVerified: true });
    const forged = await again.post(SIGNUP, { ...real, code: 'made-up-authorization-code' });
    expect(forged.status).toBe(401);
    // A refused attempt ends the sign-in: the real code is no use afterwards either.
    expect((await again.post(SIGNUP, real)).status).toBe(400);
    expect(await userIdOf(server, email)).toBeUndefined();
  });
});

describe('an ID token changed on the way from the provider', () => {
  let server: TestServer;
  /** Swaps the email in the ID token's payload, keeping the provider's signature. */
  const tampering: ProviderFetch = async (url, options) => {
    const response = await fetch(url, options as RequestInit);
    if (!url.endsWith('/token') || !response.ok) return response;
    const body = (await response.json()) as { id_token: string };
    const [header, payload, signature] = body.id_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    claims.email = 'victim@example.com';
    const forged = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return Response.json({ ...body, id_token: `${header}.${forged}.${signature}` });
  };

  beforeAll(async () => {
    server = await startTestServer({ oauthFetch: tampering });
  });
  afterAll(() => server.close());

  it('is refused, and no account is created', async () => {
    const browser = new OAuthBrowser(server);
    const callback = await browser.signInWithGoogle({
      email: uniqueEmail('google-tampered'),
      name: 'Tampered',
      emailVerified: true,
    });
    const signup = await browser.post(SIGNUP, callback);
    expect(signup.status).toBe(401);
    expect(await userIdOf(server, 'victim@example.com')).toBeUndefined();
  });
});

describe('Google sign-in limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses the 61st start from one address in 15 minutes, with Retry-After', async () => {
    for (let started = 0; started < 60; started += 1) {
      const response = await call(server.url, 'GET', api('/auth/google/start'));
      expect(response.status).toBe(303);
    }
    const refused = await call(server.url, 'GET', api('/auth/google/start'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json).toMatchObject({
      message: expect.stringContaining('Too many Google sign-in'),
    });
  });
});
