import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/modules/auth/passwords.ts';
import { insertUser } from '../../server/modules/auth/users.ts';
import {
  api,
  authServerForSuite,
  login,
  refreshCookie,
  STRONG_PASSWORD,
  signedUpSession,
  signUp,
  uniqueEmail,
} from './support/auth-flow.ts';
import { call } from './support/http-client.ts';
import { PRODUCTION_ENV } from './support/production-env.ts';

const DAY = 24 * 3600 * 1000;

describe('login sessions', () => {
  const server = authServerForSuite();

  const refresh = (cookie: string | undefined) =>
    call(server.url, 'POST', api('/auth/user-login/refreshAccessToken'), {
      body: {},
      ...(cookie === undefined ? {} : { cookie }),
    });

  it('two tabs refreshing at once both stay signed in; a later replay still ends the session', async () => {
    const session = await signedUpSession(server, 'tabs');

    // Both tabs send the same cookie at the same moment.
    const [a, b] = await Promise.all([refresh(session.cookie), refresh(session.cookie)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const successor = refreshCookie(a.setCookies);
    expect(successor).toBeDefined();
    expect(refreshCookie(b.setCookies)).toBe(successor);
    // A tab a few seconds late still gets the same successor.
    server.clock.advance(9_000);
    expect(refreshCookie((await refresh(session.cookie)).setCookies)).toBe(successor);

    // After the grace period, the old token is a replay: the whole family ends.
    server.clock.advance(2_000);
    const replay = await refresh(session.cookie);
    expect(replay.status).toBe(401);
    expect(replay.json).toMatchObject({ message: expect.stringContaining('used twice') });
    expect((await refresh(successor)).status).toBe(401);
    const token = (a.json as { data: { token: string } }).data.token;
    expect((await call(server.url, 'GET', api('/auth/me'), { token })).status).toBe(401);
  });

  it('ends a session 30 days after its login however often it was refreshed', async () => {
    const email = uniqueEmail('old');
    await signUp(server, email);
    let cookie: string | undefined = (await login(server, email)).cookie;
    // A trader active every 6 days: each refresh is well within the 7-day token lifetime.
    for (let day = 6; day < 30; day += 6) {
      server.clock.advance(6 * DAY);
      const result = await refresh(cookie);
      expect(result.status, `day ${day}`).toBe(200);
      cookie = refreshCookie(result.setCookies);
    }
    // Day 24: the new cookie may live only until day 30, not 7 more days.
    const last = await refresh(cookie);
    const maxAge = Number(/Max-Age=(\d+)/.exec(last.setCookies.join(';'))?.[1]);
    expect(maxAge).toBeLessThanOrEqual(6 * 24 * 3600);
    expect(maxAge).toBeGreaterThan(5 * 24 * 3600);
    cookie = refreshCookie(last.setCookies);

    server.clock.advance(6 * DAY);
    const expired = await refresh(cookie);
    expect(expired.status).toBe(401);
    expect(expired.json).toEqual({
      message: 'For your security, every session ends after a fixed time. Please log in again.',
    });
    // A fresh login starts a fresh 30 days.
    expect((await refresh((await login(server, email)).cookie)).status).toBe(200);
  });
});

describe('sessions with SESSION_MAX_AGE_S', () => {
  const server = authServerForSuite({ SESSION_MAX_AGE_S: '3600', REFRESH_GRACE_S: '0' });

  it('refuses the refresh of a session older than its absolute lifetime, even with a live token', async () => {
    const email = uniqueEmail('hour');
    await signUp(server, email);
    let cookie: string | undefined = (await login(server, email)).cookie;
    const refresh = () =>
      call(server.url, 'POST', api('/auth/user-login/refreshAccessToken'), { body: {}, cookie });
    server.clock.advance(59 * 60_000);
    const early = await refresh();
    expect(early.status).toBe(200);
    cookie = refreshCookie(early.setCookies);
    server.clock.advance(61_000);
    const late = await refresh();
    expect(late.status).toBe(401);
    expect(late.json).toEqual({
      message: 'For your security, every session ends after a fixed time. Please log in again.',
    });
  });

  it('with no grace period, a second use of a token at once is a replay', async () => {
    const email = uniqueEmail('nograce');
    await signUp(server, email);
    const { cookie } = await login(server, email);
    const refresh = () =>
      call(server.url, 'POST', api('/auth/user-login/refreshAccessToken'), { body: {}, cookie });
    expect((await refresh()).status).toBe(200);
    expect((await refresh()).status).toBe(401);
  });
});

describe('cookies in production', () => {
  const server = authServerForSuite({ ...PRODUCTION_ENV });

  it('names every Secure cookie with the __Secure- prefix and reads it back by that name', async () => {
    const email = uniqueEmail('secure');
    const now = new Date(server.clock.now());
    const passwordHash = await hashPassword(STRONG_PASSWORD);
    await insertUser(
      server.app.db,
      {
        email,
        fullname: 'Prod',
        passwordHash,
        phoneNumber: null,
        referralCode: null,
        verifiedAt: now,
      },
      now,
    );
    const result = await call(server.url, 'POST', api('/auth/user-login/manual'), {
      body: { email, password: STRONG_PASSWORD },
    });
    expect(result.status).toBe(200);
    const names = result.setCookies.map((line) => line.split('=')[0]);
    expect(names.sort()).toEqual(['__Secure-derivo_device', '__Secure-derivo_refresh']);
    for (const line of result.setCookies) expect(line).toMatch(/; Secure/);

    const pair = result.setCookies
      .find((line) => line.startsWith('__Secure-derivo_refresh='))
      ?.split(';')[0];
    const refreshed = await call(server.url, 'POST', api('/auth/user-login/refreshAccessToken'), {
      body: {},
      cookie: pair,
    });
    expect(refreshed.status).toBe(200);
    const unprefixed = pair?.replace('__Secure-', '');
    const plain = await call(server.url, 'POST', api('/auth/user-login/refreshAccessToken'), {
      body: {},
      cookie: unprefixed,
    });
    expect(plain.status).toBe(401);
  });
});
