import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED_CLOSE } from '../../server/modules/streams/route.ts';
import { api, login, signUp, uniqueEmail } from './support/auth-flow.ts';
import { call } from './support/http-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { UserStreamClient } from './support/user-stream-client.ts';

/**
 * Access tokens live 2 s here, so a stream outlives its token within one test (1 s was too short
 * to sign up, log in and open the stream with the other test worker busy).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { ACCESS_TOKEN_TTL_S: '2' } });
}, 60_000);
afterAll(async () => server?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('/stream/user follows the login session, not the access token it opened with', () => {
  it('stays open and keeps pushing after its token expires, and closes with 4001 only at logout', async () => {
    const email = uniqueEmail('lifetime');
    const userId = await signUp(server, email);
    const first = await login(server, email);
    const stream = await UserStreamClient.openFund(server.url, { userId, token: first.token });
    await stream.waitFor(() => true);
    let closedWith: number | undefined;
    void stream.closed.then((code) => {
      closedWith = code;
    });

    // Past the token's life and more than one session check (every 2 s).
    await sleep(5_500);
    expect(closedWith).toBeUndefined();
    const expired = await call(server.url, 'GET', api('/auth/me'), {
      token: first.token,
    });
    expect(expired.status).toBe(401);

    // A deposit made with a renewed token still reaches the old stream.
    const renewed = await login(server, email);
    const before = stream.messages.length;
    await call(server.url, 'POST', '/funds/addFunds', {
      token: renewed.token,
      body: { userId, amount: 10 },
    });
    await stream.waitFor((message) => message.availableFunds === 10, before);

    // Logging out ends the first session (by its refresh cookie), the one the stream belongs to.
    const logout = await call(server.url, 'POST', api('/auth/logout'), {
      cookie: first.cookie,
      body: {},
    });
    expect(logout.status).toBeLessThan(300);
    expect(await stream.closed).toBe(SESSION_ENDED_CLOSE);
  }, 20_000);
});
