import { describe, expect, it } from 'vitest';
import type {
  FundsRecord,
  GetFundsResponse,
  TransactionsResponse,
} from '../../src/contracts/funds.ts';
import type { Order } from '../../src/contracts/trading.ts';
import { login, signUp, uniqueEmail } from './support/auth-flow.ts';
import { call } from './support/http-client.ts';
import { testServerForSuite } from './support/test-server.ts';
import { SMALL_BTC_LONG } from './support/trading-client.ts';

const BTC = 'BTCUSDT-PERP';

describe.each(['pglite', 'postgres'] as const)('the wallet’s story on %s', (database) => {
  // Only the test's moves change the price.
  const server = testServerForSuite({ database, stillMarket: true });

  it('signs each transaction by how it moved the wallet, a gain +, a loss −, and they sum to the wallet', async () => {
    const email = uniqueEmail('story');
    const userId = await signUp(server, email);
    const { token } = await login(server, email);
    const api = (method: string, path: string, body?: unknown) =>
      call(server.url, method, path, { token, ...(body === undefined ? {} : { body }) });
    expect((await api('POST', '/funds/addFunds', { userId, amount: 50_000 })).status).toBe(201);
    const roundTrip = async (percent: number) => {
      const opened = (await api('POST', '/api/v1/orders', SMALL_BTC_LONG)).json as Order;
      expect(opened.status).toBe('filled');
      const moved = await api('POST', '/api/v1/dev/market/move', { symbol: 'BTC', percent });
      expect(moved.status).toBe(200);
      const closed = (await api('POST', '/api/v1/positions/close', { symbol: BTC })).json as Order;
      expect(closed.status).toBe('filled');
    };
    await roundTrip(1);
    await roundTrip(-1);

    const all = (await api('GET', `/funds/transaction/${userId}?limit=100`))
      .json as TransactionsResponse;
    const pnl = all.transactions.filter((t) => t.type === 'realised_pnl');
    expect(pnl).toHaveLength(2);
    // Newest first: the loss, then the gain; each amount is the size of its wallet change.
    expect(pnl[0]?.walletChange).toBeLessThan(0);
    expect(pnl[1]?.walletChange).toBeGreaterThan(0);
    for (const t of all.transactions) expect(Math.abs(t.walletChange)).toBe(t.amount);
    const funds = (await api('GET', `/funds/getfunds?userId=${userId}`)).json as GetFundsResponse;
    const record = funds.data[0] as FundsRecord;
    const sum = all.transactions.reduce((total, t) => total + Math.round(t.walletChange * 100), 0);
    expect(sum).toBe(Math.round((record.availableFunds + record.marginUsed) * 100));
    // Balance after is the wallet: the newest row's is the wallet now.
    expect(all.transactions[0]?.balanceAfter).toBe(record.availableFunds + record.marginUsed);

    const filtered = await api('GET', `/funds/transaction/${userId}?type=realised_pnl`);
    expect((filtered.json as TransactionsResponse).total).toBe(2);
    for (const type of ['funding', 'liquidation', 'premium', 'settlement']) {
      const none = await api('GET', `/funds/transaction/${userId}?type=${type}`);
      expect(none.status, type).toBe(200);
      expect((none.json as TransactionsResponse).total).toBe(0);
    }
  });
});
