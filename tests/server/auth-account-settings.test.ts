import { describe, expect, it } from 'vitest';
import { SESSION_ENDED_CLOSE } from '../../server/modules/streams/route.ts';
import {
  api,
  authServerForSuite,
  login,
  mailbox,
  refreshCookie,
  STRONG_PASSWORD,
  signUp,
  uniqueEmail,
} from './support/auth-flow.ts';
import { type CallOptions, call } from './support/http-client.ts';
import { UserStreamClient } from './support/user-stream-client.ts';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const NEW_PASSWORD = 'Quiet$River2077';

interface Listed {
  sessionId: string;
  device: string;
  ipHint: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

// /settings over real HTTP: change password, the sessions list and sign-out, notification preferences.
describe('account settings', () => {
  const server = authServerForSuite();

  const send = (method: string, path: string, options: CallOptions = {}) =>
    call(server.url, method, api(path), options);
  const loginFrom = async (email: string, userAgent: string, password = STRONG_PASSWORD) => {
    const result = await send('POST', '/auth/user-login/manual', {
      body: { email, password },
      headers: { 'user-agent': userAgent },
    });
    expect(result.status).toBe(200);
    const cookie = refreshCookie(result.setCookies);
    if (cookie === undefined) throw new Error('no refresh cookie');
    return { token: (result.json as { token: string }).token, cookie };
  };
  const refresh = (cookie: string) =>
    send('POST', '/auth/user-login/refreshAccessToken', { body: {}, cookie });
  const me = (token: string) => send('GET', '/auth/me', { token });
  const sessionsOf = async (token: string) => {
    const result = await send('GET', '/auth/sessions', { token });
    expect(result.status).toBe(200);
    return (result.json as { sessions: Listed[] }).sessions;
  };

  it('changes the password only with the right current one, and ends every other session', async () => {
    const email = uniqueEmail('change');
    const userId = await signUp(server, email);
    const here = await loginFrom(email, CHROME_LINUX);
    const there = await loginFrom(email, SAFARI_IPHONE);
    const stream = await UserStreamClient.openFund(server.url, { userId, token: there.token });

    const wrong = await send('POST', '/auth/change-password', {
      token: here.token,
      body: { current_password: 'Not@MyPass9', new_password: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(400);
    expect((wrong.json as { message: string }).message).toMatch(/current password/i);
    const weak = await send('POST', '/auth/change-password', {
      token: here.token,
      body: { current_password: STRONG_PASSWORD, new_password: 'password' },
    });
    expect(weak.status).toBe(400);
    // Neither attempt changed anything: the other session still works.
    expect((await me(there.token)).status).toBe(200);

    const changed = await send('POST', '/auth/change-password', {
      token: here.token,
      headers: { 'user-agent': CHROME_LINUX },
      body: { current_password: STRONG_PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(changed.json).toMatchObject({ message: expect.stringMatching(/changed/) });

    // The other session is over: its stream closes, its bearer is refused, its refresh fails.
    expect(await stream.closed).toBe(SESSION_ENDED_CLOSE);
    expect((await me(there.token)).status).toBe(401);
    expect((await refresh(there.cookie)).status).toBe(401);
    // This one stays signed in and can still refresh.
    expect((await me(here.token)).status).toBe(200);
    expect((await refresh(here.cookie)).status).toBe(200);
    // The new password signs in, the old one no longer does.
    await login(server, email, NEW_PASSWORD);
    const old = await send('POST', '/auth/user-login/manual', {
      body: { email, password: STRONG_PASSWORD },
    });
    expect(old.status).toBe(401);

    const notice = (await mailbox(server, email)).messages.find((mail) =>
      /password was changed/i.test(mail.subject),
    );
    expect(notice?.text).toContain('Chrome on Linux');
  });

  it('counts wrong current passwords like failed logins and stops them', async () => {
    const email = uniqueEmail('guess');
    await signUp(server, email);
    const session = await login(server, email);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const result = await send('POST', '/auth/change-password', {
        token: session.token,
        body: { current_password: `Guess@Word${i}x`, new_password: NEW_PASSWORD },
      });
      statuses.push(result.status);
      if (result.status === 429) break;
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 400).length).toBeGreaterThanOrEqual(3);
  });

  it('lists the sessions with device and marks the current one; signs out one or all others', async () => {
    const email = uniqueEmail('sessions');
    await signUp(server, email);
    const laptop = await loginFrom(email, CHROME_LINUX);
    const phone = await loginFrom(email, SAFARI_IPHONE);

    const listed = await sessionsOf(laptop.token);
    expect(listed).toHaveLength(2);
    const current = listed.find((session) => session.current);
    const other = listed.find((session) => !session.current);
    expect(current?.device).toBe('Chrome on Linux');
    expect(other?.device).toBe('Safari on iOS');
    expect(current?.ipHint).toMatch(/^127\.0\.0\.x$/);
    for (const session of listed) {
      expect(Date.parse(session.createdAt)).not.toBeNaN();
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
    }
    // From the phone, the phone's session is the current one.
    const fromPhone = await sessionsOf(phone.token);
    expect(fromPhone.find((session) => session.current)?.sessionId).toBe(other?.sessionId);

    const ended = await send('DELETE', `/auth/sessions/${other?.sessionId}`, {
      token: laptop.token,
    });
    expect(ended.status).toBe(200);
    expect((await me(phone.token)).status).toBe(401);
    expect((await refresh(phone.cookie)).status).toBe(401);
    expect((await me(laptop.token)).status).toBe(200);
    expect((await sessionsOf(laptop.token)).map((session) => session.current)).toEqual([true]);

    const tablet = await loginFrom(email, SAFARI_IPHONE);
    const desk = await loginFrom(email, CHROME_LINUX);
    const everywhere = await send('POST', '/auth/sessions/sign-out-everywhere', {
      token: laptop.token,
    });
    expect(everywhere.status).toBe(200);
    expect((everywhere.json as { signedOut: number }).signedOut).toBe(2);
    expect((await me(tablet.token)).status).toBe(401);
    expect((await me(desk.token)).status).toBe(401);
    expect((await me(laptop.token)).status).toBe(200);
  });

  it("answers 404 for another trader's session and for an unknown id", async () => {
    const mine = uniqueEmail('mine');
    const theirs = uniqueEmail('theirs');
    await signUp(server, mine);
    await signUp(server, theirs);
    const me1 = await login(server, mine);
    const them = await login(server, theirs);
    const [theirSession] = await sessionsOf(them.token);
    for (const id of [theirSession?.sessionId, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const result = await send('DELETE', `/auth/sessions/${id}`, { token: me1.token });
      expect(result.status).toBe(404);
    }
    expect((await me(them.token)).status).toBe(200);
    expect((await send('GET', '/auth/sessions')).status).toBe(401);
  });

  it('keeps notification preferences per user and shows them in /auth/me', async () => {
    const email = uniqueEmail('prefs');
    await signUp(server, email);
    const session = await login(server, email);
    expect(session.body.user.notificationPreferences).toEqual({
      orderToasts: true,
      liquidationAlerts: true,
    });
    const put = (body: unknown) =>
      send('PUT', '/auth/notification-preferences', { token: session.token, body });
    const off = await put({ orderToasts: false });
    expect(off.status).toBe(200);
    expect(off.json).toEqual({
      notificationPreferences: { orderToasts: false, liquidationAlerts: true },
    });
    expect((await put({ liquidationAlerts: false })).json).toEqual({
      notificationPreferences: { orderToasts: false, liquidationAlerts: false },
    });
    expect((await put({ orderToasts: 'no' })).status).toBe(400);
    const current = await me(session.token);
    expect((current.json as { user: { notificationPreferences: unknown } }).user).toMatchObject({
      notificationPreferences: { orderToasts: false, liquidationAlerts: false },
    });
    // Another account keeps its own.
    const other = uniqueEmail('prefs-other');
    await signUp(server, other);
    expect((await login(server, other)).body.user.notificationPreferences.orderToasts).toBe(true);
  });
});
