import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../../../src/views/positions/format.ts';
import { pnlClass } from '../../../../src/views/positions/pnl-class.ts';
import * as css from '../../../../src/views/positions/positions.css.ts';

describe('a P&L as shown: its sign, rounding and colour agree (trading-day walk p2)', () => {
  it('writes a loss too small to show as 0.00%, never −0.00% or −0.10% beside $0.00', () => {
    expect(formatPercent(-0.0004, 95)).toBe('0.00%');
    expect(formatPercent(-0.1, 100)).toBe('-0.10%');
    expect(formatPercent(2.5, 100)).toBe('+2.50%');
  });

  it('colours by the figure shown: ₹0.30 is $0.00 in dollars (no colour), red in rupees', () => {
    expect(pnlClass(-0.3, 'USD')).toBe('');
    expect(pnlClass(-0.3, 'INR')).toBe(css.negative);
    expect(pnlClass(-0.85, 'USD')).toBe(css.negative);
    expect(pnlClass(1, 'INR')).toBe(css.positive);
  });
});
