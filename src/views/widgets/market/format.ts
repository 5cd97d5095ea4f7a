import { perpTickDecimals } from '../../../domain/instruments/tick-size.ts';
import { usdToDisplay } from '../../../domain/money/conversion.ts';
import type { Currency } from '../../../domain/money/currency.ts';
import { fixedFormat } from '../../../domain/money/fixed-format.ts';
import { formatInrCompact, NOT_A_NUMBER_LABEL } from '../../../domain/money/format.ts';
import { formatPriceIn } from '../../../domain/money/price-text.ts';

/**
 * Prices are shown to their tick: the decimals of a perpetual's tick at that price
 * (`perpTickDecimals`, about six significant digits, never fewer than 2 decimals), so two prices a
 * tick apart never read the same: BTC '$95,010.73', XRP '$2.1034', DOGE '$0.15998', SHIB
 * '$0.0000095030'. In USD or in INR at the header's fixed 85 INR per USD (spec section 9). The
 * compact INR units (Cr, L) would hide every tick of a price, so they are used only for amounts
 * such as volume.
 */
export const toDisplay = (usd: number, currency: Currency): number => usdToDisplay(usd, currency);

/** The decimals of the tick at a USD price (2 for none). */
const tickDecimals = (usd: number): number =>
  usd === 0 || !Number.isFinite(usd) ? 2 : perpTickDecimals(Math.abs(usd));

/** A price to its tick in the display currency (domain/money/price-text.ts). */
export const formatPrice = formatPriceIn;

/** A USD price to its tick with no sign ('94,988.92'), for a column headed "Price (USD)". */
export function formatUsdFigure(usd: number): string {
  if (!Number.isFinite(usd)) return NOT_A_NUMBER_LABEL;
  return fixedFormat(tickDecimals(usd)).format(usd);
}

/**
 * Money, not a price: option premiums, margins, a payoff's profit and loss. Always 2 decimals
 * ('$0.05', '₹4.25').
 */
export function formatMoney(usd: number, currency: Currency): string {
  if (!Number.isFinite(usd)) return NOT_A_NUMBER_LABEL;
  return fixedFormat(2, currency).format(toDisplay(usd, currency));
}

/**
 * A formatter made on first use: building an `Intl.NumberFormat` loads locale data, which at
 * module load made the importing page's first task longer (Total Blocking Time on a slow phone).
 */
const onFirstUse = (make: () => Intl.NumberFormat): (() => Intl.NumberFormat) => {
  let made: Intl.NumberFormat | undefined;
  return () => {
    made ??= make();
    return made;
  };
};

const compactUsd = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    }),
);

/** Volumes and other amounts: '$25.1B' or '₹2,133.5 Cr'. */
export function formatAmount(usd: number, currency: Currency): string {
  if (!Number.isFinite(usd)) return NOT_A_NUMBER_LABEL;
  return currency === 'INR' ? formatInrCompact(toDisplay(usd, currency)) : compactUsd().format(usd);
}

const percent = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      signDisplay: 'exceptZero',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

export const formatPercent = (value: number): string =>
  Number.isFinite(value) ? `${percent().format(value)}%` : NOT_A_NUMBER_LABEL;

const plain = onFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 }));
export const formatNumber = (value: number, digits = 4): string =>
  Number.isFinite(value)
    ? digits === 4
      ? plain().format(value)
      : value.toFixed(digits)
    : NOT_A_NUMBER_LABEL;

/** Display name of a symbol: BTCUSDT → BTC, BTCUSDT-PERP → BTC perpetual base. */
export const baseOf = (symbol: string): string =>
  symbol.replace(/-PERP$/, '').replace(/USDT?$/, '');

/**
 * A chart's price axis in the display currency's grouping (Indian lakh grouping for INR), with
 * the currency sign left to the price tag's space: '1,23,45,678.50' or '123,456.50'.
 */
export function axisPriceFormatter(currency: Currency): (price: number) => string {
  const grouping = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const small = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
    maximumSignificantDigits: 4,
  });
  return (price) => (Math.abs(price) < 1 ? small.format(price) : grouping.format(price));
}
