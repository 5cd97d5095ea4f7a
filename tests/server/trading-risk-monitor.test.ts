import { describe, expect, it } from 'vitest';
import type { DeskNotice } from '../../server/modules/trading/notices.ts';
import { type RiskDesk, RiskMonitor } from '../../server/modules/trading/risk/monitor.ts';
import type { RiskPosition } from '../../server/modules/trading/risk/risk-book.ts';

// The monitor's decisions on a stand-in desk: which instruments it looks at, when it warns and
// when it asks for a close. A 1-coin long at 100 USD with 200x: margin 0.5 USD, maintenance 0.25.

const MARGIN_200X_PAISE = 4_250n;

function standIn(positions: RiskPosition[], marks: Record<string, number>) {
  const marked: string[] = [];
  const closes: string[] = [];
  const told: DeskNotice[] = [];
  let finishClose = () => {};
  const desk: RiskDesk = {
    riskBook: {
      holds: (symbol) => positions.some((p) => p.symbol === symbol),
      holders: (symbol) => positions.filter((p) => p.symbol === symbol),
      symbols: () => new Set(positions.map((p) => p.symbol)).values(),
    },
    mark: (symbol) => {
      marked.push(symbol);
      return marks[symbol];
    },
    tickSize: () => 0.01,
    now: () => new Date(0),
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
      /^Margin alert: your AUSDT-PERP long is at a margin ratio of 96% \(mark 99\.76\)/,
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
    expect(closes).toEqual(['u1 AUSDT-PERP', 'u2 BUSDT-PERP']);
    expect(told.map((n) => n.userId)).toEqual(['u1']);
    finishClose();
    await second;
  });
});
