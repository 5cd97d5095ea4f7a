/** The contract a chart opens on when the address names none. */
export const DEFAULT_CHART_SYMBOL = 'BTCUSDT-PERP';
