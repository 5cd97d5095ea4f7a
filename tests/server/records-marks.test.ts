import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ClosedPosition } from '../../src/contracts/records.ts';
import type { Order, PositionsResponse } from '../../src/contracts/trading.ts';
import type { ContractNote } from '../../src/contracts/trading-risk.ts';
import { call } from './support/http-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { fundedTrader, SMALL_BTC_LONG } from './support/trading-client.ts';

const BTC = 'BTCUSDT-PERP';
let server: TestServer;
let who: { userId: string; token: string };

const api = (method: string, path: string, body?: unknown) =>
  call(server.url, method, `/api/v1${path}`, {
    token: who.token,
    ...(body === undefined ? {} : { body: { userId: who.userId, ...(body as object) } }),
  });

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** Plain CSV rows (the fields here hold no commas or quotes). */
const rowsOf = (text: string): Record<string, string>[] => {
  const [header = '', ...lines] = text.trim().split('\r\n');
  const keys = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [keys[i], v])));
};

let bought: Order;
let cancelled: Order;
let stopOrderId: string;

beforeAll(async () => {
  server = await startTestServer({ stillMarket: true });
  who = await fundedTrader(server, 'marks', 50_000);
  bought = (await api('POST', '/orders', SMALL_BTC_LONG)).json as Order;
  expect(bought.status).toBe('filled');
  const entry = bought.averagePrice ?? 0;
  const set = await api('PATCH', `/positions/${BTC}`, {
    stopLoss: Math.round(entry * 0.995),
    takeProfit: null,
  });
  expect(set.status).toBe(200);
  // An order that never executes: placed far under the market and cancelled.
  const resting = (
    await api('POST', '/orders', {
      symbol: BTC,
      side: 'BUY',
      type: 'limit',
      size: 0.001,
      price: Math.round(entry * 0.985),
      leverage: 10,
    })
  ).json as Order;
  expect(resting.status).toBe('open');
  cancelled = (await api('DELETE', `/orders/${resting.orderId}?userId=${who.userId}`))
    .json as Order;
  expect(cancelled.status).toBe('cancelled');
  const moved = await call(server.url, 'POST', '/api/v1/dev/market/move', {
    body: { symbol: 'BTC', percent: -1 },
  });
  expect(moved.status).toBe(200);
  for (let i = 0; i < 50; i++) {
    const { positions } = (await api('GET', `/positions?userId=${who.userId}`))
      .json as PositionsResponse;
    if (positions.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const orders = (await api('GET', `/orders?userId=${who.userId}&limit=50&status=history`))
    .json as {
    orders: Order[];
  };
  const close = orders.orders.find((o) => o.side === 'SELL' && o.status === 'filled');
  expect(close, 'the stop-loss close').toBeDefined();
  // The order history marks it too.
  expect(close?.origin).toBe('stop-loss');
  expect(orders.orders.find((o) => o.orderId === bought.orderId)?.origin).toBe('trader');
  stopOrderId = close?.orderId ?? '';
}, 90_000);
afterAll(async () => server?.close());

it('marks the stop-loss close in the CSV (its order and its fills), and has no fee row for the order that never executed', async () => {
  const day = today();
  const csv = await call(
    server.url,
    'GET',
    `/api/v1/records/export.csv?userId=${who.userId}&from=${day}&to=${day}`,
    { token: who.token },
  );
  expect(csv.status).toBe(200);
  const rows = rowsOf(csv.text);
  const order = rows.find((r) => r.record === 'order' && r.id === stopOrderId);
  expect(order?.details).toMatch(/^stop-loss/);
  const fills = rows.filter((r) => r.record === 'fill' && r.order_id === stopOrderId);
  expect(fills.length).toBeGreaterThan(0);
  expect(fills.every((f) => f.details === 'stop-loss')).toBe(true);
  // The trader's own orders carry no mark.
  expect(
    rows.find((r) => r.record === 'order' && r.id === bought.orderId)?.details ?? '',
  ).not.toMatch(/stop-loss|liquidation/);
  // Two executed orders (the buy and the stop-loss close) pay a fee; the cancelled one none.
  const fees = rows.filter((r) => r.record === 'wallet_transaction' && r.type === 'fee');
  expect(fees.map((f) => [f.status, f.amount_inr])).toEqual([
    ['completed', '23.60'],
    ['completed', '23.60'],
  ]);
});

it('gives the stop-loss close’s contract note its origin, realised P&L and charges, and a net amount that is their sum, not the notional', async () => {
  const result = await api('GET', `/orders/${stopOrderId}/contract-note?userId=${who.userId}`);
  expect(result.status).toBe(200);
  const note = result.json as ContractNote;
  expect(note.origin).toBe('stop-loss');
  expect(note.charges).toBe(23.6);
  expect(note.brokerage + note.gst).toBeCloseTo(23.6, 2);
  expect(note.realisedPnl).not.toBeNull();
  expect(note.realisedPnl ?? 0).toBeLessThan(0);
  expect(note.netAmount).toBeCloseTo((note.realisedPnl ?? 0) - 23.6, 2);
  expect(Math.abs(note.netAmount)).toBeLessThan(note.notional / 10);
  // The opening buy realised nothing: its net amount is its charges, paid.
  const opening = (await api('GET', `/orders/${bought.orderId}/contract-note?userId=${who.userId}`))
    .json as ContractNote;
  expect(opening).toMatchObject({
    origin: 'trader',
    realisedPnl: null,
    charges: 23.6,
    netAmount: -23.6,
  });
  // The cancelled order has no note.
  const none = await api('GET', `/orders/${cancelled.orderId}/contract-note?userId=${who.userId}`);
  expect(none.status).toBe(404);
});

it('lists the closed position with its realised P&L, fees and funding, closed by the stop-loss; only to its trader', async () => {
  const result = await api('GET', `/records/closed-positions?userId=${who.userId}`);
  expect(result.status).toBe(200);
  const { positions } = result.json as { positions: ClosedPosition[] };
  const note = (await api('GET', `/orders/${stopOrderId}/contract-note?userId=${who.userId}`))
    .json as ContractNote;
  expect(positions).toEqual([
    expect.objectContaining({
      symbol: BTC,
      side: 'long',
      size: 0.01,
      closedBy: 'stop-loss',
      realisedPnl: note.realisedPnl,
      // The buy's and the stop-loss close's ₹23.60; the cancelled order paid none.
      fees: 47.2,
      funding: 0,
    }),
  ]);
  const [closed] = positions;
  expect(closed?.net).toBeCloseTo((closed?.realisedPnl ?? 0) - 47.2, 2);
  expect(Date.parse(closed?.closedAt ?? '')).toBeGreaterThanOrEqual(
    Date.parse(closed?.openedAt ?? ''),
  );
  const anonymous = await call(server.url, 'GET', '/api/v1/records/closed-positions');
  expect(anonymous.status).toBe(401);
});
