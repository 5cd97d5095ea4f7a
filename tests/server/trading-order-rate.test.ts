import { describe, expect, it } from 'vitest';
import type { Order, OrderBookResponse, OrdersPage } from '../../src/contracts/trading.ts';
import { call } from './support/http-client.ts';
import { ManualClock } from './support/manual-clock.ts';
import { testServerForSuite } from './support/test-server.ts';
import { fundedTrader } from './support/trading-client.ts';

const BTC = 'BTCUSDT-PERP';
/** The core's cap of orders a second per trader (docs/trading.md, "Caps"). */
const PER_SECOND = 50;

describe.each(['pglite', 'postgres'] as const)('orders a second on %s', (database) => {
  const clock = new ManualClock();
  // The clock stands still, so every order below falls in one second of the core's.
  const server = testServerForSuite({ clock, database, stillMarket: true });

  it('refuses a script’s 51st order in a second with 429, in words and with Retry-After, and takes orders again the next second', async () => {
    const { token } = await fundedTrader(server, 'rate', 1_00_000);
    const book = await call(server.url, 'GET', `/api/v1/orderbook?symbol=${BTC}&depth=1`);
    const bid = (book.json as OrderBookResponse).bids[0]?.price as number;
    const resting = Math.floor(bid * 0.99);
    const place = () =>
      call(server.url, 'POST', '/api/v1/orders', {
        token,
        body: { symbol: BTC, side: 'BUY', type: 'limit', size: 0.001, price: resting },
      });

    const answers = await Promise.all(Array.from({ length: 80 }, place));
    const accepted = answers.filter((a) => a.status === 201);
    const limited = answers.filter((a) => a.status === 429);
    expect(accepted).toHaveLength(PER_SECOND);
    expect(limited).toHaveLength(80 - PER_SECOND);
    for (const refused of limited) {
      expect(refused.headers['retry-after']).toBe('1');
      expect((refused.json as { message: string }).message).toBe(
        'More than 50 orders in one second; slow down',
      );
    }
    for (const answer of accepted) expect((answer.json as Order).status).toBe('open');
    const open = await call(server.url, 'GET', '/api/v1/orders?status=open&limit=100', { token });
    expect((open.json as OrdersPage).total).toBe(PER_SECOND);

    clock.advance(1_000);
    expect((await place()).status).toBe(201);
  });
});
