import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../server/http/log-redaction.ts';
import { login } from './support/auth-flow.ts';
import { MarketTestClient, postJson } from './support/market-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const DEMO = { email: 'demo@derivo.local', password: 'DemoTrader@2026' };
const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => lines.push(line) },
  });
});
afterAll(async () => server.close());

describe('tokens never reach a log', () => {
  it('redacts the socket’s token, the bearer header, the socket handle and the refresh cookie', async () => {
    const session = await login(server, DEMO.email, DEMO.password);
    const { userId } = session.body.user;
    const socket = await MarketTestClient.open(
      server.url,
      userId,
      {},
      {
        query: { token: session.token },
      },
    );
    await postJson(
      server.url,
      '/market/cancel-ws',
      { userId },
      { authorization: `Bearer ${session.token}`, 'x-market-socket': socket.socketId },
    );
    await socket.closed;
    // A bad token in the query is logged redacted too (the upgrade is refused).
    await MarketTestClient.open(
      server.url,
      userId,
      {},
      {
        query: { token: 'not-a-real-token-but-secret' },
      },
    ).catch(() => undefined);

    const log = lines.join('');
    expect(log).toContain('/market/ws?userId=');
    expect(log).toContain('token=%5Bredacted%5D');
    for (const secret of [
      session.token,
      session.token.split('.')[2] ?? session.token,
      session.cookie,
      socket.socketId,
      'not-a-real-token-but-secret',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('redactUrl', () => {
  it('keeps ordinary parameters and replaces credential ones', () => {
    expect(redactUrl('/market/ws?userId=g_abc12&token=eyJ.x.y&category=user')).toBe(
      '/market/ws?userId=g_abc12&token=%5Bredacted%5D&category=user',
    );
    expect(redactUrl('/a?access_token=1&otp=123456&symbol=BTCUSDT')).toBe(
      '/a?access_token=%5Bredacted%5D&otp=%5Bredacted%5D&symbol=BTCUSDT',
    );
    expect(redactUrl('/market/candles?symbol=BTCUSDT')).toBe('/market/candles?symbol=BTCUSDT');
  });
});
