import { describe, expect, it } from 'vitest';
import type { DeskNotice } from '../../server/modules/trading/notices.ts';
import { type RiskDesk, RiskMonitor } from '../../server/modules/trading/risk/monitor.ts';
import type { RiskPosition } from '../../server/modules/trading/risk/risk-book.ts';

// The monitor's decisions on a stand-in desk: which instruments it looks at, when it warns and
// when it asks for a close. A 1-coin long at 100 USD with 200x: margin 0.5 USD, maintenance 0.25.

const MARGIN_200X_PAISE = 4_250n;

type Quote = { spot: number; mark: number; bid: number; ask: number };

function standIn(
  positions: RiskPosition[],
  marks: Record<string, number>,
  options: { movedBy?: Record<string, string[]>; quotes?: Record<string, Quote> } = {},
) {
  const marked: string[] = [];
  const closes: string[] = [];
  const told: DeskNotice[] = [];
  let finishClose = () => {};
  const desk: RiskDesk = {
    riskBook: {
      holds: (symbol) => positions.some((p) => p.symbol === symbol),
      holders: (symbol) => positions.filter((p) => p.symbol === symbol),
      symbols: () => new Set(positions.map((p) => p.symbol)).values(),
      shortOptionsMovedBy: (symbol) => options.movedBy?.[symbol] ?? [],
    },
    optionQuote: (symbol) => {
      const quote = options.quotes?.[symbol];
      if (quote !== undefined) marked.push(symbol);
      return quote;
    },
    mark: (symbol) => {
      marked.push(symbol);
      return marks[symbol];
    },
    tickSize: () => 0.01,
    now: () => new Date(0),
    settled: () => Promise.resolve(),
    closeForRisk: (userId, symbol) => {
      closes.push(`${userId} ${symbol}`);
      return new Promise<void>((resolve) => {
        finishClose = resolve;
      });
    },
    notify: async (notices) => {
      told.push(...notices);
    },
  };
  const errors: unknown[] = [];
  const monitor = new RiskMonitor(desk, (error) => errors.push(error));
  return { monitor, marked, closes, told, errors, finishClose: () => finishClose() };
}

const long = (overrides: Partial<RiskPosition> = {}): RiskPosition => ({
  userId: 'u1',
  symbol: 'AUSDT-PERP',
  sizeCoins: 1,
  entryPrice: 100,
  marginPaise: MARGIN_200X_PAISE,
  stopLoss: null,
  takeProfit: null,
  openedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('the risk monitor', () => {
  it('looks only at instruments someone holds', async () => {
    const marks = { 'AUSDT-PERP': 100, 'BUSDT-PERP': 50 };
    const { monitor, marked, closes, told } = standIn([long()], marks);
    await monitor.evaluate(['BUSDT-PERP', 'AUSDT-PERP', 'CUSDT-PERP']);
    expect(marked).toEqual(['AUSDT-PERP']);
    expect(closes).toEqual([]);
    expect(told).toEqual([]);
  });

  it('warns once per crossing of 80%, again after falling below 70%', async () => {
    const marks = { 'AUSDT-PERP': 99.76 };
    const { monitor, told, closes } = standIn([long()], marks);
    await monitor.evaluate(['AUSDT-PERP']);
    await monitor.evaluate(['AUSDT-PERP']);
    expect(told.map((n) => [n.kind, n.side, n.price])).toEqual([['margin-alert', 'BUY', 99.76]]);
    expect(told[0]?.message).toMatch(
      /^Margin alert: your AUSDT-PERP long is at a margin ratio of 96% \(mark \$99\.76\)/,
    );
    marks['AUSDT-PERP'] = 99.8; // 0.84: still above the re-arming level
    await monitor.evaluate(['AUSDT-PERP']);
    marks['AUSDT-PERP'] = 100; // 0.5
    await monitor.evaluate(['AUSDT-PERP']);
    marks['AUSDT-PERP'] = 99.76;
    await monitor.evaluate(['AUSDT-PERP']);
    expect(told.filter((n) => n.kind === 'margin-alert')).toHaveLength(2);
    expect(closes).toEqual([]);
  });

  it('asks the desk for one close at a time at 100% or at a stop-loss', async () => {
    const marks = { 'AUSDT-PERP': 99.7, 'BUSDT-PERP': 49 };
    const stopped = long({
      userId: 'u2',
      symbol: 'BUSDT-PERP',
      entryPrice: 50,
      marginPaise: 42_500n,
      stopLoss: 49.5,
    });
    const { monitor, closes, told, finishClose } = standIn([long(), stopped], marks);
    void monitor.evaluate(['AUSDT-PERP']);
    void monitor.evaluate(['AUSDT-PERP']);
    const second = monitor.evaluate(['BUSDT-PERP']);
    // Each evaluation judges once the desk's committed work is read (a microtask here).
    await judged();
    expect(closes).toEqual(['u1 AUSDT-PERP', 'u2 BUSDT-PERP']);
    expect(told.map((n) => n.userId)).toEqual(['u1']);
    finishClose();
    await second;
  });

  it('judges a short option when its underlying moves, on its maintenance re-marked from the chain', async () => {
    // A short 1-coin call, strike 110, sold at 5 with spot 100; 1,500 rupees of margin posted.
    // Maintenance 0.075 × spot + mark: 12.5 USD now (a ratio of about 0.71).
    const option = 'A-24NOV26-110-C';
    const short = long({
      symbol: option,
      sizeCoins: -1,
      entryPrice: 5,
      marginPaise: 150_000n,
      option: { type: 'call', strike: 110 },
    });
    const quotes = { [option]: { spot: 100, mark: 5, bid: 4.9, ask: 5.1 } };
    const { monitor, marked, closes, told, finishClose } = standIn(
      [short],
      {},
      { movedBy: { 'AUSDT-PERP': [option] }, quotes },
    );
    await monitor.evaluate(['BUSDT-PERP']);
    await monitor.evaluate(['AUSDT-PERP']);
    expect(marked).toEqual([option]);
    expect(told).toEqual([]);
    // Spot 104, mark 8: maintenance 15.8 USD over equity 1,500 − 3 × 85 rupees: above 100%.
    quotes[option] = { spot: 104, mark: 8, bid: 7.9, ask: 8.1 };
    const evaluation = monitor.evaluate(['AUSDT-PERP']);
    await judged();
    expect(told.map((n) => [n.kind, n.side])).toEqual([['margin-alert', 'SELL']]);
    expect(told[0]?.message).toMatch(
      /^Margin alert: your A-24NOV26-110-C short is at a margin ratio of 107%/,
    );
    expect(closes).toEqual([`u1 ${option}`]);
    finishClose();
    await evaluation;
  });
});

/** Lets the evaluations started so far judge (they wait for the desk's `settled` first). */
function judged(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
