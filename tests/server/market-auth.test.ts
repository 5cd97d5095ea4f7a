import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type AuthServer, login, startAuthServer } from './support/auth-flow.ts';
import { FAST_MARKET_ENV, MarketTestClient } from './support/market-client.ts';

const DEMO = { email: 'demo@derivo.local', password: 'DemoTrader@2026' };
let server: AuthServer;
let token: string;
let userId: string;

beforeAll(async () => {
  server = await startAuthServer(FAST_MARKET_ENV);
  const session = await login(server, DEMO.email, DEMO.password);
  token = session.token;
  userId = session.body.user.userId;
});
afterAll(async () => server.close());

const subscribe = (id: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/market/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ userId: id, category: 'dashboard' }),
  });

const tryOpen = (url: string) =>
  new Promise<'open' | 'refused'>((resolve) => {
    const socket = new WebSocket(url);
    socket.on('open', () => {
      socket.close(1000);
      resolve('open');
    });
    socket.on('unexpected-response', () => resolve('refused'));
    socket.on('error', () => resolve('refused'));
  });

describe('the market trusts a signed-in user id only with that user’s access token', () => {
  it('accepts the user id with its bearer token, on the user’s own socket', async () => {
    const socket = await MarketTestClient.open(server.url, userId, {}, { query: { token } });
    const headers = { authorization: `Bearer ${token}`, 'x-market-socket': socket.socketId };
    expect((await subscribe(userId, headers)).status).toBe(200);
    socket.ws.terminate();
  });

  it('refuses the user id without credentials, and another user’s id with them', async () => {
    expect((await subscribe(userId)).status).toBe(401);
    expect((await subscribe('someone-else', { authorization: `Bearer ${token}` })).status).toBe(
      403,
    );
  });

  it('refuses a tampered token', async () => {
    const tampered = `${token.slice(0, -2)}xx`;
    expect((await subscribe(userId, { authorization: `Bearer ${tampered}` })).status).toBe(401);
  });

  it('opens the socket for the user with ?token=, and refuses it without', async () => {
    const base = `${server.url.replace(/^http/, 'ws')}/market/ws?userId=${userId}&category=dashboard`;
    expect(await tryOpen(`${base}&token=${token}`)).toBe('open');
    expect(await tryOpen(base)).toBe('refused');
  });
});
