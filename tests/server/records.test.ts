import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvField } from '../../server/modules/records/csv.ts';
import type { FinancialYearStatement } from '../../src/contracts/records.ts';
import type { Order } from '../../src/contracts/trading.ts';
import { call } from './support/http-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { type Trader, tradingClient } from './support/trading-client.ts';

const BTC = 'BTCUSDT-PERP';
let server: TestServer;
const client = tradingClient(() => server, 'records');
const { api } = client;
const trader = () => client.trader();

/** Splits CSV text into rows of fields (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

/** Today in India: the export's days are IST days (queries.ts), whatever the UTC time. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const financialYear = () => {
  const now = new Date();
  return now.getUTCMonth() >= 3 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
};

let alice: Trader;

beforeAll(async () => {
  server = await startTestServer({ stillMarket: true });
  alice = await trader();
  const deposit = await call(server.url, 'POST', '/funds/addFunds', {
    token: alice.token,
    body: { userId: alice.userId, amount: 50_000 },
  });
  expect(deposit.status).toBe(201);
  const buy = await api(alice, 'POST', '/orders', {
    symbol: BTC,
    side: 'BUY',
    type: 'market',
    size: 0.01,
    leverage: 10,
  });
  expect((buy.json as Order).status).toBe('filled');
  const close = await api(alice, 'POST', '/positions/close', { symbol: BTC });
  expect(close.status).toBe(201);
  // A resting limit order far below the market: an order with no fill.
  await api(alice, 'POST', '/orders', {
    symbol: BTC,
    side: 'BUY',
    type: 'limit',
    size: 0.001,
    price: 1000,
    leverage: 10,
  });
}, 60_000);
afterAll(async () => server?.close());

describe('the records CSV', () => {
  it('holds the orders, fills and wallet transactions of the range in one file', async () => {
    const result = await api(alice, 'GET', `/records/export.csv?from=2000-01-01&to=${today()}`);
    expect(result.status).toBe(200);
    expect(result.headers['content-type']).toMatch(/^text\/csv/);
    expect(result.headers['content-disposition']).toMatch(/attachment; filename=".+\.csv"/);
    const [header, ...rows] = parseCsv(result.text);
    expect(header?.[0]).toBe('record');
    const kinds = rows.map((row) => row[0]);
    expect(kinds.filter((k) => k === 'order')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'fill').length).toBeGreaterThanOrEqual(2);
    expect(kinds).toContain('wallet_transaction');
    const width = header?.length;
    for (const row of rows) expect(row).toHaveLength(width ?? 0);
  });

  it('is empty but for the header before the trader existed, and refuses a backwards range', async () => {
    const empty = await api(alice, 'GET', '/records/export.csv?from=2001-01-01&to=2001-12-31');
    expect(parseCsv(empty.text)).toHaveLength(1);
    const backwards = await api(alice, 'GET', '/records/export.csv?from=2026-05-01&to=2026-04-01');
    expect(backwards.status).toBe(400);
  });

  it('is the signed-in trader’s only', async () => {
    expect(
      (await api(undefined, 'GET', '/records/export.csv?from=2026-01-01&to=2026-01-02')).status,
    ).toBe(401);
    const bob = await trader();
    const other = await api(
      bob,
      'GET',
      `/records/export.csv?from=2026-01-01&to=2026-01-02&userId=${alice.userId}`,
    );
    expect(other.status).toBe(403);
    const own = await api(bob, 'GET', `/records/export.csv?from=2000-01-01&to=${today()}`);
    expect(
      parseCsv(own.text)
        .slice(1)
        .some((row) => row[0] === 'order'),
    ).toBe(false);
  });

  it('quotes fields that hold commas, quotes or line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField(-12.5)).toBe('-12.5');
  });
});

describe('the financial-year statement', () => {
  it('sums the realised P&L by instrument, the fees, the GST and the deposits', async () => {
    const fy = financialYear();
    const result = await api(alice, 'GET', `/records/statement?fy=${fy}`);
    expect(result.status).toBe(200);
    const statement = result.json as FinancialYearStatement;
    expect(statement.from).toBe(`${fy}-04-01`);
    expect(statement.to).toBe(`${fy + 1}-03-31`);
    expect(statement.deposits).toBe(50_000);
    expect(statement.withdrawals).toBe(0);
    // Two orders traded (the buy and the close), each paying ₹20 brokerage and ₹3.60 GST.
    expect(statement.fees).toBe(40);
    expect(statement.gst).toBeCloseTo(7.2, 2);
    expect(statement.realisedByInstrument.map((r) => r.symbol)).toEqual([BTC]);
    // The ledger agrees: the balance is the deposit, less the fees, plus the realised P&L.
    const funds = await call(server.url, 'GET', `/funds/getfunds?userId=${alice.userId}`, {
      token: alice.token,
    });
    const record = (funds.json as { data: { grandTotal: number; marginUsed: number }[] }).data[0];
    const realised = statement.realisedByInstrument[0]?.realisedPnl ?? 0;
    // The resting limit order holds its margin and fee aside, but the grand total counts them.
    expect(record?.grandTotal).toBeCloseTo(50_000 - 40 - 7.2 + realised, 2);
  });

  it('is empty for a year without activity', async () => {
    const result = await api(alice, 'GET', '/records/statement?fy=2010');
    const statement = result.json as FinancialYearStatement;
    expect(statement.realisedByInstrument).toEqual([]);
    expect(statement.deposits).toBe(0);
    expect(statement.fees).toBe(0);
  });
});
