import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAST_MARKET_ENV, MarketTestClient } from './support/market-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const HEARTBEAT_MS = 200;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { ...FAST_MARKET_ENV, MARKET_WS_HEARTBEAT_MS: String(HEARTBEAT_MS) },
  });
});
afterAll(async () => {
  await server?.close();
});

describe('market socket heartbeat', () => {
  it('drops a socket that stops answering pings and keeps one that answers', async () => {
    const alive = await MarketTestClient.open(server.url, 'g_alive');
    const gone = await MarketTestClient.open(server.url, 'g_gone0', {}, { autoPong: false });
    let pings = 0;
    alive.ws.on('ping', () => {
      pings += 1;
    });
    expect(server.app.market.hub.clientsOf('g_gone0')).toHaveLength(1);

    // Terminated, not closed: the server gives up on the socket without a closing handshake.
    expect(await gone.closed).toBe(1006);
    const hub = server.app.market.hub;
    await vi.waitFor(() => expect(hub?.clientsOf('g_gone0')).toEqual([]));
    expect(hub?.clientsOf('g_alive')).toHaveLength(1);

    await new Promise((resolve) => setTimeout(resolve, 3 * HEARTBEAT_MS));
    expect(pings).toBeGreaterThanOrEqual(3);
    expect(alive.closeCode).toBeUndefined();
    alive.ws.close();
    await alive.closed;
  });
});
