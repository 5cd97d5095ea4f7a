import { describe, expect, it } from 'vitest';
import { FAST_MARKET_ENV, MarketTestClient } from './support/market-client.ts';
import { marketSocketsForSuite } from './support/market-sockets.ts';

const { server, connect } = marketSocketsForSuite({
  env: { ...FAST_MARKET_ENV, MARKET_WS_MAX_BUFFERED_BYTES: '65536' },
});

async function post(
  path: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('market socket', () => {
  it('answers ping with pong', async () => {
    const client = await connect('g_ping1');
    client.send({ type: 'ping' });
    await client.waitFor((f) => f.type === 'pong');
  });

  it('sends hello first, initial-data on subscribe, then symbol-updates in window arrays', async () => {
    const client = await connect('g_dash1');
    expect(client.rawFrames[0]).toEqual({ type: 'hello', socketId: client.socketId });
    client.send({ action: 'subscribe', userId: 'g_dash1', category: 'dashboard' });
    const initial = await client.waitFor((f) => f.type === 'initial-data');
    expect(initial).toMatchObject({ category: 'dashboard', symbol: 'dashboard' });
    const data = initial.data as Record<string, { price: number; category: string }>;
    expect(Object.keys(data)).toHaveLength(13);
    expect(data.BTCUSDT?.price).toBeGreaterThan(0);
    const update = await client.waitFor((f) => f.type === 'symbol-update');
    expect(update.category).toBe('dashboard');
    expect(Object.keys(data)).toContain(update.symbol);
    expect(Math.abs((update.sentAt ?? 0) - Date.now())).toBeLessThan(5_000);
    expect(client.rawFrames.some((frame) => Array.isArray(frame) && frame.includes(update))).toBe(
      true,
    );
  });

  it('streams an option chain per instrument and stops after unsubscribe', async () => {
    const dates = await post('/market/dates', { currency: 'BTC', userId: 'g_chain' });
    const date = (dates.json.dates as string[])[0];
    const client = await connect('g_chain');
    const request = { userId: 'g_chain', category: 'option_chain', currency: 'BTC', date };
    client.send({ action: 'subscribe', ...request });
    const initial = await client.waitFor((f) => f.type === 'initial-data');
    const names = Object.keys(initial.data as object);
    expect(names.length).toBeGreaterThan(10);
    expect(names.every((name) => name.startsWith(`BTC-${date}-`))).toBe(true);
    const update = await client.waitFor(
      (f) => f.type === 'symbol-update' && f.category === 'option_chain',
    );
    expect(names).toContain(update.symbol);
    client.send({ action: 'unsubscribe', ...request });
    client.send({ type: 'ping' });
    const pongAt = client.frames.length;
    await client.waitFor((f) => f.type === 'pong', pongAt - 1);
    const mark = client.frames.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.frames.slice(mark).filter((f) => f.type === 'symbol-update')).toEqual([]);
  });

  it('answers a bad message with an error and keeps the other subscriptions', async () => {
    const client = await connect('g_bad01');
    client.send({
      action: 'subscribe',
      userId: 'g_bad01',
      category: 'futures_symbol',
      symbols: ['BTCUSDT-PERP'],
    });
    await client.waitFor((f) => f.type === 'initial-data');
    client.send('{not json');
    client.send({
      action: 'subscribe',
      userId: 'g_bad01',
      category: 'futures_symbol',
      symbols: ['NOPE-PERP'],
    });
    client.send({ action: 'subscribe', userId: 'g_other', category: 'dashboard' });
    client.send({ action: 'dance', userId: 'g_bad01', category: 'dashboard' });
    await client.waitFor((f) => f.type === 'error' && /NOPE-PERP/.test(f.message ?? ''));
    const messages = client.frames.filter((f) => f.type === 'error').map((f) => f.message);
    expect(messages).toContain('Message is not valid JSON');
    expect(messages.some((m) => /not this connection's user/.test(m ?? ''))).toBe(true);
    await client.waitFor(
      (f) => f.type === 'error' && /Invalid dance message/.test(f.message ?? ''),
    );
    const mark = client.frames.length;
    const update = await client.waitFor((f) => f.type === 'symbol-update', mark);
    expect(update).toMatchObject({ category: 'futures_symbol', symbol: 'BTCUSDT-PERP' });
  });

  it('limits subscribe messages per socket but always answers ping', async () => {
    const client = await connect('g_flood');
    const message = { action: 'unsubscribe', userId: 'g_flood', category: 'dashboard' };
    for (let i = 0; i < 400; i++) client.send(message);
    client.send({ type: 'ping' });
    await client.waitFor((f) => f.type === 'pong');
    const errors = client.frames.filter((f) => f.message === 'Too many messages; slow down');
    // 100 in the burst plus 50 per second while they arrive; the rest are refused.
    expect(errors.length).toBeGreaterThanOrEqual(100);
    expect(errors.length).toBeLessThanOrEqual(300);
  });

  it('refuses a non-guest user id without credentials', async () => {
    await expect(MarketTestClient.open(server.url, 'user-123')).rejects.toThrow('HTTP 401');
  });

  it('drops a consumer that does not read instead of buffering without bound', async () => {
    const slow = await connect('g_slow1');
    slow.ws.pause();
    const healthy = await connect('g_fast1');
    healthy.send({ action: 'subscribe', userId: 'g_fast1', category: 'dashboard' });
    // Each unsubscribe + subscribe pair costs the server a fresh snapshot of 121 futures.
    const futures = { userId: 'g_slow1', category: 'futures' };
    const unsubscribe = JSON.stringify({ action: 'unsubscribe', ...futures });
    const subscribe = JSON.stringify({ action: 'subscribe', ...futures });
    for (let i = 0; i < 200; i++) {
      slow.ws.send(unsubscribe);
      slow.ws.send(subscribe);
    }
    const deadline = Date.now() + 15_000;
    while (slow.ws.readyState === slow.ws.OPEN && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      slow.ws.send(unsubscribe);
      slow.ws.send(subscribe);
    }
    slow.ws.resume();
    expect([1006, 1005]).toContain(await slow.closed);
    expect(server.app.market.hub.stats.dropped).toBeGreaterThanOrEqual(1);
    const mark = healthy.frames.length;
    await healthy.waitFor((f) => f.type === 'symbol-update', mark);
  });
});
