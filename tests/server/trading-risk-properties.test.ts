import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { marketServiceOf } from '../../server/modules/market/index.ts';
import type { MarketService } from '../../server/modules/market/service.ts';
import type { TradingDesk } from '../../server/modules/trading/desk.ts';
import { riskMonitorOf, tradingDeskOf } from '../../server/modules/trading/index.ts';
import type { RiskMonitor } from '../../server/modules/trading/risk/monitor.ts';
import { login, signUp, uniqueEmail } from './support/auth-flow.ts';
import { call } from './support/http-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Random sequences of orders, closes and sudden market moves (which set off stop-losses,
// take-profits and liquidations) on the desk: after each, the ledger sums to zero, no trader's
// money is below zero, and every position is the signed sum of its fills.

const SYMBOLS = ['BTCUSDT-PERP', 'ETHUSDT-PERP'] as const;
const LOT: Record<(typeof SYMBOLS)[number], number> = {
  'BTCUSDT-PERP': 0.001,
  'ETHUSDT-PERP': 0.01,
};

let server: TestServer;
let desk: TradingDesk;
let market: MarketService;
let monitor: RiskMonitor;
const traders: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const found = marketServiceOf(server.app);
  if (found === undefined) throw new Error('no market service');
  market = found;
  void market.sim;
  market.stop();
  desk = tradingDeskOf(server.app) as TradingDesk;
  monitor = riskMonitorOf(server.app) as RiskMonitor;
  for (let i = 0; i < 3; i++) {
    const email = uniqueEmail('risk-prop');
    const userId = await signUp(server, email);
    const { token } = await login(server, email);
    await call(server.url, 'POST', '/funds/addFunds', {
      token,
      body: { userId, amount: 20_000 },
    });
    traders.push(userId);
  }
}, 60_000);
afterAll(async () => server?.close());

type Step =
  | {
      kind: 'place';
      who: number;
      symbol: (typeof SYMBOLS)[number];
      side: 'BUY' | 'SELL';
      lots: number;
      leverage: number;
      limitOffset: number | null;
      reduceOnly: boolean;
      stopPercent: number | null;
    }
  | { kind: 'close'; who: number; symbol: (typeof SYMBOLS)[number] }
  | { kind: 'move'; symbol: (typeof SYMBOLS)[number]; percent: number }
  | { kind: 'cancelAll'; who: number };

const who = fc.integer({ min: 0, max: 2 });
const symbol = fc.constantFrom(...SYMBOLS);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      who,
      symbol,
      side: fc.constantFrom('BUY' as const, 'SELL' as const),
      lots: fc.integer({ min: 1, max: 30 }),
      leverage: fc.constantFrom(1, 10, 50, 100, 200),
      limitOffset: fc.option(fc.double({ min: -0.02, max: 0.02, noNaN: true }), { freq: 2 }),
      reduceOnly: fc.constantFrom(false, false, false, true),
      stopPercent: fc.option(fc.double({ min: 0.1, max: 3, noNaN: true }), { freq: 2 }),
    }),
  },
  fc.record({ kind: fc.constant('close' as const), who, symbol }),
  fc.record({
    kind: fc.constant('move' as const),
    symbol,
    percent: fc.double({ min: -4, max: 4, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('cancelAll' as const), who }),
);

async function run(s: Step): Promise<void> {
  if (s.kind === 'move') {
    market.move(s.symbol, s.percent);
    await monitor.evaluate([s.symbol]);
    return;
  }
  const userId = traders[s.who] as string;
  if (s.kind === 'close') {
    await desk.close(userId, s.symbol, undefined);
    return;
  }
  if (s.kind === 'cancelAll') {
    await desk.cancelAll(userId, undefined);
    return;
  }
  const mark = desk.mark(s.symbol) ?? 0;
  const buy = s.side === 'BUY';
  const stop =
    s.stopPercent === null
      ? {}
      : { stopLoss: round(mark * (1 + ((buy ? -1 : 1) * s.stopPercent) / 100)) };
  await desk.place(userId, {
    symbol: s.symbol,
    side: s.side,
    size: Number((s.lots * LOT[s.symbol]).toFixed(3)),
    leverage: s.leverage,
    reduceOnly: s.reduceOnly,
    ...(s.limitOffset === null
      ? { type: 'market' }
      : {
          type: 'limit',
          price: round(mark * (1 + s.limitOffset)),
          timeInForce: s.reduceOnly ? 'IOC' : 'GTC',
        }),
    ...(s.reduceOnly ? {} : stop),
  });
}

const round = (price: number) => Math.round(price * 100) / 100;

async function checkInvariants(): Promise<void> {
  const q = async <T>(text: string) => (await server.client.query<T>(text)).rows;
  const [sum] = await q<{ s: string }>(
    'select coalesce(sum(balance_paise), 0)::text as s from ledger_account',
  );
  expect(sum?.s).toBe('0');
  const negative = await q<{ id: string; balance_paise: string }>(
    `select id, balance_paise::text from ledger_account
     where (id like 'available:%' or id like 'margin:%' or id like 'hold:%') and balance_paise < 0`,
  );
  expect(negative).toEqual([]);
  const mismatched = await q<{ user_id: string; symbol: string }>(
    `select p.user_id, p.symbol from trading_position p
     left join (select user_id, symbol,
         sum(case side when 'BUY' then size else -size end) as net
       from trading_fill group by user_id, symbol) f
       on f.user_id = p.user_id and f.symbol = p.symbol
     where abs(p.size_lots * (case p.symbol when 'BTCUSDT-PERP' then 0.001 else 0.01 end)
       - coalesce(f.net, 0)) > 1e-9`,
  );
  expect(mismatched).toEqual([]);
}

it('keeps the ledger at zero, balances at zero or more, and positions equal to their fills', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
      for (const s of steps) await run(s);
      await checkInvariants();
    }),
    {
      numRuns: 10,
      endOnFailure: true,
      // First a 200x long that a 4% fall liquidates beyond its margin, then the random ones.
      examples: [
        [
          [
            {
              kind: 'place',
              who: 0,
              symbol: 'BTCUSDT-PERP',
              side: 'BUY',
              lots: 10,
              leverage: 200,
              limitOffset: null,
              reduceOnly: false,
              stopPercent: null,
            },
            {
              kind: 'place',
              who: 1,
              symbol: 'ETHUSDT-PERP',
              side: 'SELL',
              lots: 10,
              leverage: 10,
              limitOffset: null,
              reduceOnly: false,
              stopPercent: 1,
            },
            { kind: 'move', symbol: 'BTCUSDT-PERP', percent: -4 },
            { kind: 'move', symbol: 'ETHUSDT-PERP', percent: 2 },
          ],
        ],
      ],
    },
  );
  // The sequences did reach the risk paths, not only plain orders.
  const { rows } = await server.client.query<{ origin: string; status: string; n: number }>(
    `select origin, status, count(*)::int as n from trading_order group by 1, 2 order by 1, 2`,
  );
  const origins = new Set(rows.filter((r) => r.status === 'filled').map((r) => r.origin));
  expect(origins).toContain('liquidation');
  expect(origins).toContain('stop-loss');
}, 60_000);
