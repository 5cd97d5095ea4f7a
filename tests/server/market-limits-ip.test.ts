import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { buildMarketApp } from '../../server/modules/market/standalone.ts';
import { MarketTestClient } from './support/market-client.ts';

const CAP = 3;
let app: FastifyInstance;
let url = '';

beforeAll(async () => {
  app = await buildMarketApp({ NODE_ENV: 'test', MARKET_WS_MAX_PER_IP: String(CAP) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

/** How an upgrade ends: open (and then closed by the server, with its code) or refused. */
function attempt(userId: string): Promise<{ opened: boolean; status?: number; code?: number }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/market/ws?userId=${userId}`);
    let opened = false;
    ws.on('open', () => {
      opened = true;
      setTimeout(() => {
        resolve({ opened: true });
        ws.terminate();
      }, 200);
    });
    ws.on('close', (code) => opened && resolve({ opened, code }));
    ws.on('unexpected-response', (_req, res) => resolve({ opened, status: res.statusCode }));
    ws.on('error', () => {});
  });
}

describe('per-address cap on open market sockets', () => {
  it('refuses one address more sockets than its cap, whatever the guest ids, until one closes', async () => {
    const held = [];
    for (let i = 0; i < CAP; i++) held.push(await MarketTestClient.open(url, `g_ip00${i}`));
    const refused = await attempt('g_ip009');
    expect(refused).toEqual({ opened: false, status: 429 });

    // A burst of upgrades in flight at once cannot get past the cap either.
    held[0]?.close();
    await held[0]?.closed;
    await vi.waitFor(() => expect(app.market.hub.stats.clients).toBe(CAP - 1));
    const burst = await Promise.all(['g_ipb01', 'g_ipb02', 'g_ipb03', 'g_ipb04'].map(attempt));
    const kept = burst.filter((result) => result.opened && result.code === undefined);
    expect(kept).toHaveLength(1);
    for (const client of held) client.ws.terminate();
  });
});
