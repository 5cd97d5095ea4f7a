import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { pgliteDatabase } from '../../server/db/pglite.ts';
import {
  api,
  authServerForSuite,
  login,
  refreshCookie,
  signUp,
  uniqueEmail,
} from './support/auth-flow.ts';
import { call } from './support/http-client.ts';

// Login, refresh-token rotation with reuse detection, logout, and the refresh cookie.
describe('sessions', () => {
  const server = authServerForSuite();

  const refresh = (cookie: string | undefined, headers: Record<string, string> = {}) =>
    call(server.url, 'POST', api('/auth/user-login/refreshAccessToken'), {
      body: {},
      headers,
      ...(cookie === undefined ? {} : { cookie }),
    });
  const me = (token: string) => call(server.url, 'GET', api('/auth/me'), { token });

  it('logs in: token, user and an httpOnly, SameSite=Strict cookie on the auth path', async () => {
    const email = uniqueEmail('login');
    await signUp(server, email);
    const result = await call(server.url, 'POST', api('/auth/user-login/manual'), {
      body: { email, password: 'Sunny@Day42' },
    });
    expect(result.status).toBe(200);
    const cookie = result.setCookies.find((line) => line.startsWith('derivo_refresh='));
    expect(cookie).toMatch(/; Path=\/api\/v1\/auth(;|$)/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Max-Age=604800/);
    const { token, user } = result.json as { token: string; user: { userId: string } };
    const current = await me(token);
    expect(current.status).toBe(200);
    expect(current.json).toMatchObject({ user: { userId: user.userId, email } });
  });

  it('answers 401 with one message for a wrong password and for an unknown account', async () => {
    const email = uniqueEmail('wrong');
    await signUp(server, email);
    for (const body of [
      { email, password: 'Wrong@Pass1' },
      { email: uniqueEmail('nobody'), password: 'Sunny@Day42' },
    ]) {
      const result = await call(server.url, 'POST', api('/auth/user-login/manual'), { body });
      expect(result.status).toBe(401);
      expect(result.json).toEqual({ message: 'Incorrect email or password.' });
      expect(refreshCookie(result.setCookies)).toBeUndefined();
    }
  });

  it('rotates the refresh token on every use and revokes the family when an old one returns', async () => {
    const email = uniqueEmail('rotate');
    await signUp(server, email);
    const first = await login(server, email);
    const other = await login(server, email); // a second device: its own family

    const r1 = await refresh(first.cookie);
    expect(r1.status).toBe(200);
    const second = refreshCookie(r1.setCookies);
    expect(second).toBeDefined();
    expect(second).not.toBe(first.cookie);
    const { data } = r1.json as { data: { token: string } };
    expect((await me(data.token)).status).toBe(200);

    const r2 = await refresh(second);
    expect(r2.status).toBe(200);
    const third = refreshCookie(r2.setCookies);

    const replay = await refresh(first.cookie);
    expect(replay.status).toBe(401);
    expect(replay.json).toMatchObject({ message: expect.stringContaining('used twice') });
    expect((await refresh(third)).status).toBe(401);
    expect((await refresh(second)).status).toBe(401);

    expect((await refresh(other.cookie)).status).toBe(200);
  });

  it('answers 401 without a cookie, with an unknown one, and after the refresh lifetime', async () => {
    expect((await refresh(undefined)).json).toEqual({
      message: 'Your session has ended. Please log in again.',
    });
    expect((await refresh('derivo_refresh=nonsense')).status).toBe(401);
    const email = uniqueEmail('expire');
    await signUp(server, email);
    const session = await login(server, email);
    server.clock.advance(7 * 24 * 3600 * 1000 + 1000);
    const late = await refresh(session.cookie);
    expect(late.status).toBe(401);
    expect(late.setCookies.join()).toMatch(/derivo_refresh=;/);
  });

  it('refuses cross-site refresh requests (Origin or Sec-Fetch-Site) and allows same-origin', async () => {
    const email = uniqueEmail('csrf');
    await signUp(server, email);
    const session = await login(server, email);
    const crossSite: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: server.url.replace('127.0.0.1', 'localhost') },
    ];
    for (const headers of crossSite) {
      const refused = await refresh(session.cookie, headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.json).toEqual({
        message: 'Cross-site requests are not allowed for this call.',
      });
    }
    const same = await refresh(session.cookie, {
      origin: server.url,
      'sec-fetch-site': 'same-origin',
    });
    expect(same.status).toBe(200);
  });

  it('logs out with an expired access token: the family is revoked and the cookie cleared', async () => {
    const email = uniqueEmail('logout');
    await signUp(server, email);
    const session = await login(server, email);
    server.clock.advance(901 * 1000);
    expect((await me(session.token)).status).toBe(401);

    const out = await call(server.url, 'POST', api('/auth/logout'), {
      body: {},
      token: session.token,
      cookie: session.cookie,
    });
    expect(out.status).toBe(200);
    expect(out.json).toEqual({ message: 'Logged out successfully.' });
    const cleared = out.setCookies.find((line) => line.startsWith('derivo_refresh='));
    expect(cleared).toMatch(/^derivo_refresh=;/);
    expect(cleared).toMatch(/Path=\/api\/v1\/auth/);
    expect((await refresh(session.cookie)).status).toBe(401);

    const again = await call(server.url, 'POST', api('/auth/logout'), { body: {} });
    expect(again.status).toBe(200);
    // An empty JSON body counts as `{}`.
    const empty = await call(server.url, 'POST', api('/auth/logout'), { raw: '' });
    expect(empty.status).toBe(200);
  });

  it('ends the access tokens of a session at logout, and only of that session', async () => {
    const email = uniqueEmail('logout-access');
    await signUp(server, email);
    const phone = await login(server, email);
    const laptop = await login(server, email);
    const renewed = await refresh(laptop.cookie);
    const laptopToken = (renewed.json as { data: { token: string } }).data.token;
    expect((await me(phone.token)).status).toBe(200);
    expect((await me(laptopToken)).status).toBe(200);

    const out = await call(server.url, 'POST', api('/auth/logout'), {
      body: {},
      token: laptopToken,
      cookie: renewed.setCookies.find((line) => line.startsWith('derivo_refresh='))?.split(';')[0],
    });
    expect(out.status).toBe(200);
    // Both tokens the laptop's session issued stop at once, well inside their 15 minutes.
    expect((await me(laptopToken)).status).toBe(401);
    expect((await me(laptop.token)).status).toBe(401);
    const save = await call(server.url, 'PATCH', api('/auth/update-currency'), {
      body: { email, currency: 'INR' },
      token: laptopToken,
    });
    expect(save.status).toBe(401);
    // The phone's session is another family: it goes on.
    expect((await me(phone.token)).status).toBe(200);
  });

  it('keeps sessions valid across a restart: the generated signing key is stored', async () => {
    const email = uniqueEmail('restart');
    await signUp(server, email);
    const session = await login(server, email);
    const config = loadConfig({
      NODE_ENV: 'test',
      WEB_DIST_DIR: '/nonexistent',
      ...server.sameExchange,
    });
    // The restart: one process at a time runs the exchange on its journal.
    await server.app.close();
    const again = buildApp({
      config,
      database: pgliteDatabase(server.client, { ownsClient: false }),
      clock: server.clock,
    });
    try {
      const result = await again.inject({
        method: 'GET',
        url: api('/auth/me'),
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect(result.statusCode).toBe(200);
    } finally {
      await again.close();
    }
  });
});
