import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeysResponse } from '../../src/contracts/api-keys.ts';
import type { Order, OrdersPage } from '../../src/contracts/trading.ts';
import { type ApiKey, apiKeyClient, signedHeaders } from './support/api-key-client.ts';
import { api, mailbox, signedUpSession } from './support/auth-flow.ts';
import { call } from './support/http-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { addFunds } from './support/trading-client.ts';

const BTC = 'BTCUSDT-PERP';
const logs: string[] = [];
let server: TestServer;
const { create, newKey, signed } = apiKeyClient(() => server);

beforeAll(async () => {
  server = await startTestServer({ env: { LOG_LEVEL: 'info' }, logLines: logs, stillMarket: true });
}, 60_000);
afterAll(async () => server?.close());

const trader = (tag: string) => signedUpSession(server, tag);
const list = (token: string) => call(server.url, 'GET', api('/api-keys'), { token });
const revoke = (token: string, keyId: string) =>
  call(server.url, 'DELETE', api(`/api-keys/${keyId}`), { token });
const events = (name: string) =>
  logs.filter((line) => line.includes(`"securityEvent":"${name}"`)).map((line) => JSON.parse(line));
/** A limit buy well below the market: it rests, so nothing else moves. */
const restingBuy = (userId: string) => ({
  userId,
  symbol: BTC,
  side: 'BUY',
  type: 'limit',
  size: 0.001,
  price: Math.round((server.app.market.entry(BTC)?.bid ?? 0) * 0.9),
  leverage: 10,
});

describe('managing API keys', () => {
  it('refuses to create a key without a step-up, and creates one with it, once', async () => {
    const me = await trader('keys-create');
    const without = await create(me.token, { label: 'bot' }, false);
    expect(without.status).toBe(403);
    expect(without.json).toMatchObject({ detail: 'STEP_UP_REQUIRED' });

    const created = await create(me.token, { label: 'bot', scopes: ['read', 'trade'] });
    expect(created.status).toBe(201);
    const key = created.json as ApiKey;
    expect(key.keyId).toMatch(/^dk_/);
    expect(key.secret.length).toBeGreaterThanOrEqual(32);

    const listed = await list(me.token);
    expect(listed.status).toBe(200);
    expect((listed.json as ApiKeysResponse).keys).toEqual([
      {
        keyId: key.keyId,
        label: 'bot',
        scopes: ['read', 'trade'],
        ipAllowlist: [],
        createdAt: expect.any(String),
        lastUsedAt: null,
      },
    ]);
    // Shown once: not in the list, not in the database, not in any log line.
    expect(listed.text).not.toContain(key.secret);
    const { rows } = await server.query<Record<string, string>>(
      'select * from api_key where id = $1',
      [key.keyId],
    );
    expect(JSON.stringify(rows)).not.toContain(key.secret);
    expect(logs.join('\n')).not.toContain(key.secret);

    const mail = (await mailbox(server, me.email)).messages[0];
    expect(mail?.subject).toBe('A new Derivo API key was created');
    expect(mail?.text).toContain('Label: bot');
    expect(events('apikey.created').some((e) => e.keyId === key.keyId)).toBe(true);
  });

  it('keeps a trader to ten keys and refuses bad allowlist ranges in words', async () => {
    const me = await trader('keys-ten');
    for (let i = 0; i < 10; i += 1) await newKey(me.token);
    const eleventh = await create(me.token, { label: 'one too many' });
    expect(eleventh.status).toBe(409);
    expect((eleventh.json as { message: string }).message).toContain('10 API keys');

    const other = await trader('keys-range');
    const bad = await create(other.token, { label: 'bad', ipAllowlist: ['10.0.0.0/99'] });
    expect(bad.status).toBe(400);
    expect((bad.json as { message: string }).message).toContain('"10.0.0.0/99"');
  });

  it("revokes at once, and one trader cannot revoke another's key", async () => {
    const me = await trader('keys-revoke');
    const them = await trader('keys-revoke-other');
    const key = await newKey(me.token);
    expect((await signed(key, 'GET', api('/positions'))).status).toBe(200);
    expect((await revoke(them.token, key.keyId)).status).toBe(404);
    expect((await revoke(me.token, key.keyId)).status).toBe(200);
    const after = await signed(key, 'GET', api('/positions'));
    expect(after.status).toBe(401);
    expect(after.json).toEqual({ message: 'This API key has been revoked' });
    expect((await list(me.token)).json).toEqual({ keys: [] });
  });
});

describe('signed requests', () => {
  it('lets a read key read and refuses it an order (403)', async () => {
    const me = await trader('keys-read');
    const key = await newKey(me.token, ['read']);
    const orders = await signed(key, 'GET', api('/orders'));
    expect(orders.status, orders.text).toBe(200);
    expect((orders.json as OrdersPage).orders).toEqual([]);
    const placed = await signed(key, 'POST', api('/orders'), { body: restingBuy(me.userId) });
    expect(placed.status).toBe(403);
    expect((placed.json as { message: string }).message).toContain('can only read');
  });

  it('lets a trade key place an order, never withdraw, and never manage keys', async () => {
    const me = await trader('keys-trade');
    await addFunds(server, me, 500_000);
    const key = await newKey(me.token, ['read', 'trade']);
    const placed = await signed(key, 'POST', api('/orders'), { body: restingBuy(me.userId) });
    expect(placed.status, placed.text).toBe(201);
    expect((placed.json as Order).symbol).toBe(BTC);

    const withdrawal = await signed(key, 'POST', '/funds/withdrawal', {
      body: { userId: me.userId, amount: 100 },
    });
    expect(withdrawal.status).toBe(403);
    expect((withdrawal.json as { message: string }).message).toContain('never move money out');
    const another = await signed(key, 'POST', api('/api-keys'), {
      body: { label: 'self-made', scopes: ['read'] },
    });
    expect(another.status).toBe(403);
    expect((await signed(key, 'GET', api('/api-keys'))).status).toBe(403);
    // Nor the account, identity or payout account (KYC) of its trader.
    for (const path of ['/auth/me', '/auth/kyc-status', '/profile']) {
      expect((await signed(key, 'GET', api(path))).status, path).toBe(403);
    }
  });

  it.each([
    ['a bad signature', 401, { signature: '0'.repeat(64) }, 'does not match'],
    ['a stale timestamp', 401, { timestamp: -6_000 }, 'more than 5 seconds'],
    ['a timestamp from the future', 401, { timestamp: 6_000 }, 'more than 5 seconds'],
    ['an unknown key', 401, { keyId: 'dk_nobody' }, 'does not exist'],
  ])('refuses %s with %i', async (_case, status, change, words) => {
    const me = await trader('keys-refused');
    const key = await newKey(me.token);
    const path = api('/positions');
    const timestamp = Date.now() + ('timestamp' in change ? change.timestamp : 0);
    const answer = await signed(key, 'GET', path, {
      timestamp,
      headers: {
        ...('signature' in change ? { 'x-derivo-signature': change.signature } : {}),
        ...('keyId' in change ? { 'x-derivo-key': change.keyId } : {}),
      },
    });
    expect(answer.status).toBe(status);
    expect((answer.json as { message: string }).message).toContain(words);
  });

  it('refuses a signature of another path, method or body', async () => {
    const me = await trader('keys-tamper');
    const key = await newKey(me.token, ['read', 'trade']);
    const headers = signedHeaders(key, 'GET', api('/positions'));
    const otherPath = await call(server.url, 'GET', api('/orders'), { headers });
    expect(otherPath.status).toBe(401);
    const body = JSON.stringify(restingBuy(me.userId));
    const bodyHeaders = signedHeaders(key, 'POST', api('/orders'), body);
    const otherBody = await call(server.url, 'POST', api('/orders'), {
      raw: body.replace('0.001', '0.002'),
      headers: bodyHeaders,
    });
    expect(otherBody.status).toBe(401);
  });

  it('refuses a replayed signature', async () => {
    const me = await trader('keys-replay');
    const key = await newKey(me.token);
    const headers = signedHeaders(key, 'GET', api('/positions'));
    expect((await call(server.url, 'GET', api('/positions'), { headers })).status).toBe(200);
    const again = await call(server.url, 'GET', api('/positions'), { headers });
    expect(again.status).toBe(401);
    expect((again.json as { message: string }).message).toContain('already used');
    expect(
      events('apikey.refused').some((e) => e.keyId === key.keyId && e.reason === 'replay'),
    ).toBe(true);
  });

  it('refuses an address outside the allowlist (403) and notes each new address', async () => {
    const me = await trader('keys-allowlist');
    const key = await newKey(me.token, ['read'], ['127.0.0.2']);
    const inside = await signed(key, 'GET', api('/positions'), { from: '127.0.0.2' });
    expect(inside.status, inside.text).toBe(200);
    const outside = await signed(key, 'GET', api('/positions'), { from: '127.0.0.1' });
    expect(outside.status).toBe(403);
    expect(outside.json).toEqual({ message: 'This API key may not be used from your address' });

    const roaming = await newKey(me.token);
    await signed(roaming, 'GET', api('/positions'), { from: '127.0.0.3' });
    await signed(roaming, 'GET', api('/positions'), { from: '127.0.0.3' });
    await signed(roaming, 'GET', api('/positions'), { from: '127.0.0.4' });
    const seen = events('apikey.new-address').filter((e) => e.keyId === roaming.keyId);
    expect(seen.map((e) => e.ip)).toEqual(['127.0.0.3', '127.0.0.4']);
  });

  it('counts each key against its own rate limit with the RateLimit-* headers', async () => {
    const me = await trader('keys-rate');
    const [one, two] = [await newKey(me.token), await newKey(me.token)] as [ApiKey, ApiKey];
    const first = await signed(one, 'GET', api('/positions'));
    const second = await signed(one, 'GET', api('/positions'));
    const other = await signed(two, 'GET', api('/positions'));
    expect(first.headers['ratelimit-limit']).toBe('600');
    expect(Number(first.headers['ratelimit-remaining'])).toBe(599);
    expect(Number(second.headers['ratelimit-remaining'])).toBe(598);
    expect(Number(other.headers['ratelimit-remaining'])).toBe(599);
    expect(first.headers['ratelimit-reset']).toBeDefined();
    // A bearer request is not counted under any key.
    const bearer = await call(server.url, 'GET', api('/positions'), { token: me.token });
    expect(bearer.headers['ratelimit-limit']).toBeUndefined();
  });
});

describe("an attacker's view", () => {
  it('a key of trader A cannot read or trade as trader B', async () => {
    const a = await trader('keys-attacker');
    const b = await trader('keys-victim');
    await addFunds(server, b, 500_000);
    const victimOrder = await call(server.url, 'POST', api('/orders'), {
      token: b.token,
      body: restingBuy(b.userId),
    });
    expect(victimOrder.status).toBe(201);
    const key = await newKey(a.token, ['read', 'trade']);
    const read = await signed(key, 'GET', api(`/orders?userId=${b.userId}`));
    expect(read.status).toBe(403);
    expect(read.text).not.toContain((victimOrder.json as Order).orderId);
    const own = await signed(key, 'GET', api('/orders'));
    expect((own.json as OrdersPage).orders).toEqual([]);
    const cancel = await signed(key, 'DELETE', api(`/orders?userId=${b.userId}`));
    expect(cancel.status).toBe(403);
    const theirs = await signed(key, 'GET', `/funds/getfunds?userId=${b.userId}`);
    expect(theirs.status).toBe(403);
  });

  it('a key with headers missing, or a bearer-less key call, gets 401 in words', async () => {
    const me = await trader('keys-missing');
    const key = await newKey(me.token);
    const answer = await call(server.url, 'GET', api('/positions'), {
      headers: { 'x-derivo-key': key.keyId },
    });
    expect(answer.status).toBe(401);
    expect((answer.json as { message: string }).message).toContain('X-Derivo-Signature');
  });
});
