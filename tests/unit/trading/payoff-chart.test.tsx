import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ticketEstimate } from '../../../src/machines/trading/ticket-estimate.ts';
import { ticketInstrument } from '../../../src/machines/trading/ticket-instrument.ts';
import type { TicketDraft } from '../../../src/machines/trading/ticket-types.ts';
import { PayoffChart } from '../../../src/views/trading/ticket/PayoffChart.tsx';

const draft = (symbol: string, side: 'BUY' | 'SELL', size: number): TicketDraft => ({
  symbol,
  side,
  type: 'market',
  sizeText: String(size),
  size,
  price: null,
  leverage: 1,
  stopLoss: null,
  takeProfit: null,
  reduceOnly: false,
});

/** The chart's texts: every <text> of the drawing and the figures under it. */
function render(symbol: string, side: 'BUY' | 'SELL', size: number, currency: 'USD' | 'INR') {
  const market = { mark: 100, bid: 100, ask: 100, underlying: 3_050 };
  const estimate = ticketEstimate(
    ticketInstrument(symbol),
    draft(symbol, side, size),
    market,
    null,
  );
  if (estimate.payoff === null) throw new Error('no payoff');
  const html = renderToStaticMarkup(<PayoffChart payoff={estimate.payoff} currency={currency} />);
  const texts = (testid: string) =>
    [...html.matchAll(new RegExp(`data-testid="${testid}"[^>]*>([^<]*)<`, 'g'))].map((m) => m[1]);
  return { html, texts };
}

describe('the payoff chart of a sold ETH put (3,000 strike, 2 ETH at 100, spot 3,050)', () => {
  it('shows the premium kept less the fee, the fee-shifted breakeven and the worst case, in dollars', () => {
    const { texts } = render('ETH-26DEC26-3000-P', 'SELL', 2, 'USD');
    // 2 × 100 − 0.28 = 199.72; breakeven 3,000 − (100 − 0.14) = 2,900.14; worst 5,800.28.
    expect(texts('payoff-max-profit')).toEqual(['$199.72']);
    expect(texts('payoff-breakeven')).toEqual(['$2,900.14']);
    expect(texts('payoff-max-loss')).toEqual(['$5,800.28']);
    expect(texts('payoff-fee')).toEqual(['$0.28']);
    expect(texts('payoff-spot-label')).toEqual(['Spot $3,050.00']);
    const ys = texts('payoff-y-value');
    expect(ys).toContain('$0');
    expect(ys.some((y) => y?.startsWith('-$'))).toBe(true);
    expect(texts('payoff-x-value').length).toBeGreaterThanOrEqual(3);
    expect(texts('payoff-x-value').length).toBeLessThanOrEqual(5);
  });

  it('writes every figure in rupees when the trader reads rupees, the fee exact', () => {
    const { html, texts } = render('ETH-26DEC26-3000-P', 'SELL', 2, 'INR');
    expect(texts('payoff-max-profit')).toEqual(['₹16,976.40']);
    expect(texts('payoff-fee')).toEqual(['₹23.60']);
    expect(texts('payoff-spot-label')).toEqual(['Spot ₹2,59,250.00']);
    expect(texts('payoff-y-value')).toContain('₹0');
    for (const x of texts('payoff-x-value')) expect(x).toMatch(/^₹[\d,]+$/);
    expect(html).not.toContain('$');
  });
});
