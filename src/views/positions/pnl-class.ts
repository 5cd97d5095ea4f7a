import { inrToUsd } from '../../domain/money/conversion.ts';
import type { Currency } from '../../domain/money/currency.ts';
import * as css from './positions.css.ts';

/**
 * The colour of a P&L in rupees: green above zero, red below, the text's own at zero, judged on
 * the figure as shown (to the cent or paisa of the display currency), so "$0.00" is never red.
 */
export const pnlClass = (rupees: number, currency: Currency = 'INR'): string => {
  const shown = Math.round((currency === 'USD' ? inrToUsd(rupees) : rupees) * 100);
  return shown > 0 ? css.positive : shown < 0 ? css.negative : '';
};
