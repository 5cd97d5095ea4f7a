/** The contract a chart opens on when the address names none. */
export { DEFAULT_CHART_SYMBOL } from '../../../../machines/market/market-widgets.ts';
