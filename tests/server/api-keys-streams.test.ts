import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SESSION_ENDED_CLOSE } from '../../server/modules/streams/route.ts';
import { type ApiKey, apiKeyClient, signature } from './support/api-key-client.ts';
import { api, signedUpSession } from './support/auth-flow.ts';
import { call } from './support/http-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { UserStreamClient } from './support/user-stream-client.ts';

let server: TestServer;
const { newKey } = apiKeyClient(() => server);

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => server?.close());

/** A user stream opened with `?auth=key`; `auth` is its first frame, when given. */
async function openByKey(query: Record<string, string>, auth?: (path: string) => unknown) {
  const url = UserStreamClient.url(server.url, { ...query, auth: 'key' });
  const ws = new WebSocket(url);
  const messages: Record<string, unknown>[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  if (auth !== undefined)
    ws.send(JSON.stringify(auth(new URL(url).pathname + new URL(url).search)));
  return { ws, messages, closed };
}

/** The auth frame of `key`: `timestamp + "GET" + the stream path with its query`, signed. */
const authFrame =
  (key: ApiKey, timestamp = Date.now()) =>
  (path: string) => ({
    type: 'auth',
    key: key.keyId,
    timestamp,
    signature: signature(key.secret, `${timestamp}GET${path}`),
  });

const until = async (check: () => boolean, timeoutMs = 15_000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe('user streams opened by key', () => {
  it('opens the fund stream with a signed auth frame and ends it when the key is revoked', async () => {
    const me = await signedUpSession(server, 'stream-key');
    const key = await newKey(me.token);
    const stream = await openByKey({ userId: me.userId, category: 'fund' }, authFrame(key));
    await until(() => stream.messages.length > 0);
    expect(stream.messages[0]).toMatchObject({ availableFunds: 0 });

    const before = stream.messages.length;
    await call(server.url, 'POST', '/funds/addFunds', {
      token: me.token,
      body: { userId: me.userId, amount: 25 },
    });
    await until(() => stream.messages.slice(before).some((m) => m.availableFunds === 25));

    const revoked = await call(server.url, 'DELETE', api(`/api-keys/${key.keyId}`), {
      token: me.token,
    });
    expect(revoked.status).toBe(200);
    expect(await stream.closed).toBe(SESSION_ENDED_CLOSE);
  }, 60_000);

  it.each([
    [
      'a bad signature',
      (key: ApiKey) => (path: string) => ({ ...authFrame(key)(path), signature: 'f'.repeat(64) }),
    ],
    ['a stale timestamp', (key: ApiKey) => authFrame(key, Date.now() - 10_000)],
    ['no auth frame', () => undefined],
  ])(
    'refuses %s with an error frame and close 4401',
    async (_case, frame) => {
      const me = await signedUpSession(server, 'stream-key-refused');
      const key = await newKey(me.token);
      const stream = await openByKey({ userId: me.userId, category: 'fund' }, frame(key));
      expect(await stream.closed).toBe(4401);
      expect(stream.messages).toEqual([{ type: 'error', message: expect.any(String) }]);
    },
    60_000,
  );

  it("refuses a key of trader A on trader B's stream (4403), and a replayed frame (4401)", async () => {
    const a = await signedUpSession(server, 'stream-key-a');
    const b = await signedUpSession(server, 'stream-key-b');
    const key = await newKey(a.token);
    const theirs = await openByKey({ userId: b.userId, category: 'fund' }, authFrame(key));
    expect(await theirs.closed).toBe(4403);
    expect(theirs.messages).toEqual([{ type: 'error', message: expect.any(String) }]);

    const timestamp = Date.now();
    const first = await openByKey(
      { userId: a.userId, category: 'fund' },
      authFrame(key, timestamp),
    );
    await until(() => first.messages.length > 0);
    const replay = await openByKey(
      { userId: a.userId, category: 'fund' },
      authFrame(key, timestamp),
    );
    expect(await replay.closed).toBe(4401);
    first.ws.close();
  }, 60_000);
});
