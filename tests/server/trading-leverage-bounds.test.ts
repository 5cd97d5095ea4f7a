import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/contracts/trading.ts';
import { call } from './support/http-client.ts';
import { type TestServer, testServerForSuite } from './support/test-server.ts';
import { tradingClient } from './support/trading-client.ts';

const BTC = 'BTCUSDT-PERP';
let server: TestServer;
const client = tradingClient(() => server, 'leverage');
const { funds } = client;
const trader = () => client.trader(50_000);

const count = async (table: string, where = 'true', params: unknown[] = []) =>
  Number(
    (
      await server.query<{ n: string }>(
        `select count(*)::text as n from ${table} where ${where}`,
        params,
      )
    ).rows[0]?.n,
  );

/** What a refused order must leave as it was: the trader's orders and their money. */
const footprint = async (who: { userId: string; token: string }) => ({
  orders: await count('trading_order', 'user_id = $1', [who.userId]),
  transactions: await count('funds_transaction', 'user_id = $1', [who.userId]),
  funds: await funds(who),
});

/** A market buy of BTC with `leverage` written into the JSON text as given (3e9 stays 3e9). */
const buyAt = (who: { token: string }, leverage: string) =>
  call(server.url, 'POST', '/api/v1/orders', {
    token: who.token,
    raw: `{"symbol":"${BTC}","side":"BUY","type":"market","size":0.001,"leverage":${leverage}}`,
  });

describe.each(['pglite', 'postgres'] as const)('order leverage on %s', (database) => {
  testServerForSuite({ database, stillMarket: true }, (started) => {
    server = started;
  });

  it('is a whole number from 1 to 200: 3e9, 2.5, 0 and 201 answer 400 in words and write nothing', async () => {
    const who = await trader();
    const before = await footprint(who);
    for (const leverage of ['3e9', '2.5', '0', '201', '-5', '"ten"', '1e400']) {
      const refused = await buyAt(who, leverage);
      expect(refused.status, `leverage ${leverage}`).toBe(400);
      expect(refused.json, `leverage ${leverage}`).toEqual({
        message: 'Invalid request',
        detail: 'body/leverage must be a whole number from 1 to 200',
      });
    }
    expect(await footprint(who)).toEqual(before);
  });

  it('still fills an order at 20x, and at the bounds 1x and 200x', async () => {
    // A trader each: an add to a position keeps the position's leverage (issue 23), so each
    // leverage opens a position of its own.
    for (const leverage of ['20', '1', '200']) {
      const who = await trader();
      const placed = await buyAt(who, leverage);
      expect(placed.status, `leverage ${leverage}`).toBe(201);
      expect(placed.json as Order).toMatchObject({
        status: 'filled',
        leverage: Number(leverage),
        filledSize: 0.001,
      });
      // The history read waits for what the trader did to be written (read-your-writes).
      const history = await call(server.url, 'GET', '/api/v1/orders?status=history', {
        token: who.token,
      });
      expect(history.status).toBe(200);
      expect(await count('trading_order', 'user_id = $1', [who.userId])).toBe(1);
    }
  });

  it('keeps the other numbers of an order and a close in words too: never a 5xx for a huge or odd value', async () => {
    const who = await trader();
    const bodies = [
      { symbol: BTC, side: 'BUY', type: 'limit', size: 1e300, price: 50_000 },
      { symbol: BTC, side: 'BUY', type: 'limit', size: 0.001, price: 1e300 },
      { symbol: BTC, side: 'BUY', type: 'limit', size: 3e9, price: 3e9 },
      { symbol: BTC, side: 'BUY', type: 'market', size: 0.001, stopLoss: 1e300 },
      { symbol: BTC, side: 'SELL', type: 'limit', size: -1, price: 50_000 },
    ];
    for (const body of bodies) {
      const result = await call(server.url, 'POST', '/api/v1/orders', { token: who.token, body });
      expect(result.status, JSON.stringify(body)).toBeLessThan(500);
      if (result.status === 201) expect((result.json as Order).status).not.toBe('filled');
    }
    for (const size of [1e300, 3e9, -1, 0.0000001]) {
      const close = await call(server.url, 'POST', '/api/v1/positions/close', {
        token: who.token,
        body: { symbol: BTC, size },
      });
      expect(close.status, `close ${size}`).toBeLessThan(500);
    }
  });
});
