import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../server/modules/auth/demo-trader.ts';
import type { LoginResponse } from '../../src/contracts/auth.ts';
import type { FillsPage, Order, OrdersPage } from '../../src/contracts/trading.ts';
import { api } from './support/auth-flow.ts';
import { call } from './support/http-client.ts';
import { type MainProcess, startMain } from './support/main-process.ts';

const BTC = 'BTCUSDT-PERP';
const ETH = 'ETHUSDT-PERP';
const LOT = { [BTC]: 0.001, [ETH]: 0.01 } as Record<string, number>;
let dataDir: string;
const children: MainProcess[] = [];

afterAll(async () => {
  for (const child of children) if (child.child.exitCode === null) child.child.kill('SIGKILL');
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
});

async function start(): Promise<string> {
  const main = startMain({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
  });
  children.push(main);
  const ready = await main.waitForLog('Derivo exchange listening on ', 60_000);
  return (ready.msg ?? '').replace('Derivo exchange listening on ', '').replace(/\/$/, '');
}

async function signIn(url: string): Promise<{ token: string; userId: string }> {
  const login = await call(url, 'POST', api('/auth/user-login/manual'), {
    body: { email: DEMO_TRADER.email, password: DEMO_TRADER.password },
  });
  const { token, user } = login.json as LoginResponse;
  return { token, userId: user.userId };
}

/** Every page of a paged list. */
async function all<T>(
  url: string,
  token: string,
  path: string,
  pick: (page: unknown) => { items: T[]; total: number },
): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; ; page += 1) {
    const sep = path.includes('?') ? '&' : '?';
    const result = await call(url, 'GET', `/api/v1${path}${sep}page=${page}&limit=100`, { token });
    const { items, total } = pick(result.json);
    out.push(...items);
    if (items.length === 0 || out.length >= total) return out;
  }
}

const lots = (size: number, symbol: string) => Math.round(size / (LOT[symbol] ?? 1));

describe('trading crash safety', () => {
  it('loses no acknowledged order, applies no fill twice, and keeps the ledger and positions whole after SIGKILL during a burst', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'derivo-trading-crash-'));
    const url = await start();
    const { token, userId } = await signIn(url);
    const funded = await call(url, 'POST', '/funds/addFunds', {
      token,
      body: { userId, amount: 500_000 },
    });
    expect(funded.status).toBe(201);

    // Resting limits below the market, inside its price band (price-band.ts): 1% under the bid.
    const restingPrice: Record<string, number> = {};
    for (const symbol of [BTC, ETH]) {
      const book = await call(url, 'GET', `/api/v1/orderbook?symbol=${symbol}&depth=1`);
      const bid = (book.json as { bids: { price: number }[] }).bids[0]?.price as number;
      restingPrice[symbol] = Math.round(bid * 0.99 * 100) / 100;
    }
    const acknowledged = new Map<string, Order>();
    let sent = 0;
    let killed = false;
    // Four lanes: market buys and sells, resting limits below the market, and their cancels.
    const lane = async (n: number) => {
      const symbol = n % 2 === 0 ? BTC : ETH;
      const size = LOT[symbol] as number;
      for (let i = 0; !killed; i += 1) {
        const clientOrderId = `lane${n}-${i}`;
        const kind = i % 4;
        const body =
          kind === 3
            ? { symbol, side: 'BUY', type: 'limit', size, price: restingPrice[symbol] }
            : { symbol, side: kind === 1 ? 'SELL' : 'BUY', type: 'market', size, leverage: 5 };
        sent += 1;
        const result = await call(url, 'POST', '/api/v1/orders', {
          token,
          body: { ...body, clientOrderId },
        }).catch(() => undefined);
        if (result?.status === 201) {
          const order = result.json as Order;
          acknowledged.set(clientOrderId, order);
          if (kind === 3 && i % 8 === 3) {
            await call(url, 'DELETE', `/api/v1/orders/${order.orderId}`, { token }).catch(
              () => undefined,
            );
          }
        }
      }
    };
    const lanes = [0, 1, 2, 3].map(lane);
    while (acknowledged.size < 60) await new Promise((resolve) => setTimeout(resolve, 10));
    const first = children[0] as MainProcess;
    first.child.kill('SIGKILL');
    killed = true;
    expect((await first.exited).signal).toBe('SIGKILL');
    await Promise.all(lanes);
    expect(sent).toBeGreaterThan(acknowledged.size);

    const again = await start();
    const session = await signIn(again);
    const orders = [
      ...(await all<Order>(again, session.token, '/orders?status=open', (p) => ({
        items: (p as OrdersPage).orders,
        total: (p as OrdersPage).total,
      }))),
      ...(await all<Order>(again, session.token, '/orders?status=history', (p) => ({
        items: (p as OrdersPage).orders,
        total: (p as OrdersPage).total,
      }))),
    ];
    const byId = new Map(orders.map((o) => [o.orderId, o]));
    // No acknowledged order is lost, and what it answered still holds (an open one may have filled since).
    for (const [clientOrderId, answer] of acknowledged) {
      const now = byId.get(answer.orderId);
      expect(now, clientOrderId).toBeDefined();
      expect(now?.clientOrderId).toBe(clientOrderId);
      if (answer.status === 'filled' || answer.status === 'rejected') {
        expect(now?.status).toBe(answer.status);
      }
      expect(now?.filledSize ?? 0).toBeGreaterThanOrEqual(answer.filledSize);
      // Repeating the id answers the same order and trades nothing.
      const repeat = await call(again, 'POST', '/api/v1/orders', {
        token: session.token,
        body: { symbol: answer.symbol, side: 'BUY', type: 'market', size: 1, clientOrderId },
      });
      expect((repeat.json as Order).orderId).toBe(answer.orderId);
    }

    // Fills: each order's fills add up to its filled size, once.
    const fills = await all(again, session.token, '/fills', (p) => ({
      items: (p as FillsPage).fills,
      total: (p as FillsPage).total,
    }));
    const filledLots = new Map<string, number>();
    const signedLots = new Map<string, number>();
    for (const fill of fills) {
      filledLots.set(
        fill.orderId,
        (filledLots.get(fill.orderId) ?? 0) + lots(fill.size, fill.symbol),
      );
      const sign = fill.side === 'BUY' ? 1 : -1;
      signedLots.set(
        fill.symbol,
        (signedLots.get(fill.symbol) ?? 0) + sign * lots(fill.size, fill.symbol),
      );
    }
    for (const order of orders) {
      expect(filledLots.get(order.orderId) ?? 0, order.orderId).toBe(
        lots(order.filledSize, order.symbol),
      );
    }
    expect(fills.length).toBeGreaterThan(0);

    // Positions equal the signed sum of the fills.
    const positions = (
      (await call(again, 'GET', '/api/v1/positions', { token: session.token })).json as {
        positions: { symbol: string; side: string; size: number }[];
      }
    ).positions;
    for (const symbol of [BTC, ETH]) {
      const position = positions.find((p) => p.symbol === symbol);
      const size =
        position === undefined
          ? 0
          : (position.side === 'long' ? 1 : -1) * lots(position.size, symbol);
      expect(size, symbol).toBe(signedLots.get(symbol) ?? 0);
    }

    const second = children[1] as MainProcess;
    second.child.kill('SIGTERM');
    await second.exited;
    const db = await PGlite.create(dataDir);
    try {
      const sum = await db.query<{ s: string }>(
        'select coalesce(sum(amount_paise), 0)::text as s from ledger_entry',
      );
      expect(sum.rows[0]?.s).toBe('0');
      const drift = await db.query<{ n: number }>(
        `select count(*)::int as n from ledger_account a where a.balance_paise <>
           coalesce((select sum(e.amount_paise) from ledger_entry e where e.account_id = a.id), 0)`,
      );
      expect(drift.rows[0]?.n).toBe(0);
      // No money is left held for an order that has ended.
      const stuck = await db.query<{ n: number }>(
        `select count(*)::int as n from ledger_account a join trading_order o
           on a.id = 'hold:' || o.id::text
         where o.status not in ('open', 'partially_filled') and a.balance_paise <> 0`,
      );
      expect(stuck.rows[0]?.n).toBe(0);
      const negative = await db.query<{ n: number }>(
        `select count(*)::int as n from ledger_account where id like 'available:%' and balance_paise < 0`,
      );
      expect(negative.rows[0]?.n).toBe(0);
    } finally {
      await db.close();
    }
  }, 180_000);
});
