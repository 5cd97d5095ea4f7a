import { perpTickDecimals } from '../instruments/tick-size.ts';
import { usdToDisplay } from './conversion.ts';
import type { Currency } from './currency.ts';
import { fixedFormat } from './fixed-format.ts';
import { NOT_A_NUMBER_LABEL } from './format.ts';

/** The decimals of the tick at a USD price (2 for none). */
const tickDecimals = (usd: number): number =>
  usd === 0 || !Number.isFinite(usd) ? 2 : perpTickDecimals(Math.abs(usd));

/**
 * A USD price in the display currency, to its tick: BTC '$95,010.73' or '₹80,75,912.1'; `scale`
 * is the price whose tick sets the decimals (a spread's: its book's). A USD tick is 85 times as
 * many rupees, so one decimal fewer still tells two ticks apart.
 */
export function formatPriceIn(usd: number, currency: Currency, scale = usd): string {
  if (!Number.isFinite(usd)) return NOT_A_NUMBER_LABEL;
  const decimals = tickDecimals(scale);
  const shown = currency === 'INR' ? Math.max(2, decimals - 1) : decimals;
  return fixedFormat(shown, currency).format(usdToDisplay(usd, currency));
}
