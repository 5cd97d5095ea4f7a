import * as css from './positions.css.ts';

/** The colour of a P&L: green above zero, red below, the text's own at zero (nothing yet). */
export const pnlClass = (value: number): string =>
  value > 0 ? css.positive : value < 0 ? css.negative : '';
