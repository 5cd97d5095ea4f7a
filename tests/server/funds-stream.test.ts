import { describe, expect, it } from 'vitest';
import { SESSION_ENDED_CLOSE } from '../../server/modules/streams/route.ts';
import { api, login, signedUpSession } from './support/auth-flow.ts';
import { call } from './support/http-client.ts';
import { testServerForSuite } from './support/test-server.ts';
import { expectOwnerOnly, UserStreamClient } from './support/user-stream-client.ts';

const logLines: string[] = [];

const server = testServerForSuite({
  env: { LOG_LEVEL: 'info' },
  logLines,
});

const trader = () => signedUpSession(server, 'stream');

describe('/stream/user?category=fund', () => {
  it('refuses no token (401), another trader’s id (403) and an unknown category (400)', async () => {
    const alice = await trader();
    const bob = await trader();
    await expectOwnerOnly(server.url, 'fund', alice, bob);
    const unknown = { userId: alice.userId, category: 'nope', token: alice.token };
    expect(await UserStreamClient.refusedStatus(server.url, unknown)).toBe(400);
  });

  it('sends a snapshot on connect and one within 1 s of a deposit, keeping the token out of the logs', async () => {
    const alice = await trader();
    const stream = await UserStreamClient.openFund(server.url, alice);
    const first = await stream.waitFor(() => true);
    expect(first).toMatchObject({
      userId: alice.userId,
      totalContribution: 0,
      availableFunds: 0,
      livePNL: 0,
      grandTotal: 0,
    });
    expect(typeof first.timestamp).toBe('string');
    const from = stream.messages.length;
    const sentAt = Date.now();
    await call(server.url, 'POST', '/funds/addFunds', {
      token: alice.token,
      body: { userId: alice.userId, amount: 5000 },
    });
    const pushed = await stream.waitFor((m) => m.grandTotal === 5000, from, 1_000);
    expect(Date.now() - sentAt).toBeLessThan(1_000);
    expect(pushed).toMatchObject({ availableFunds: 5000, totalContribution: 5000 });
    stream.ws.send(JSON.stringify({ type: 'ping' }));
    await stream.waitFor((m) => m.type === 'pong', from);
    stream.close();
    expect(logLines.join('\n')).toContain('/stream/user');
    expect(logLines.join('\n')).not.toContain(alice.token);
  });

  it('pushes changes to live P&L alone at most once a second', async () => {
    const alice = await trader();
    const service = server.app.funds;
    const stream = await UserStreamClient.openFund(server.url, alice);
    await stream.waitFor(() => true);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const from = stream.messages.length;
    const started = Date.now();
    while (Date.now() - started < 1_500) {
      service.changed(alice.userId, 'livePnl');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const pushes = stream.messages.length - from;
    // At most one per started second of the burst, however slow the machine ran it.
    expect(pushes).toBeGreaterThanOrEqual(1);
    expect(pushes).toBeLessThanOrEqual(Math.floor((Date.now() - started) / 1_000) + 1);
    stream.close();
  });

  it('ends when the login session ends, and a signed-out trader receives nothing more', async () => {
    const alice = await trader();
    const stream = await UserStreamClient.openFund(server.url, alice);
    await stream.waitFor(() => true);
    const logout = await call(server.url, 'POST', api('/auth/logout'), {
      token: alice.token,
      cookie: alice.cookie,
      body: {},
    });
    expect(logout.status).toBeLessThan(300);
    const count = stream.messages.length;
    // A movement after logout (by a second session of the same trader) must not reach the old stream.
    const again = await login(server, alice.email);
    await call(server.url, 'POST', '/funds/addFunds', {
      token: again.token,
      body: { userId: alice.userId, amount: 10 },
    });
    expect(await stream.closed).toBe(SESSION_ENDED_CLOSE);
    expect(stream.messages).toHaveLength(count);
  });
});
