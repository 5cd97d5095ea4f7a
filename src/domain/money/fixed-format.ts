import type { Currency } from './currency.ts';

const kept = new Map<string, Intl.NumberFormat>();

/**
 * A number format with exactly `decimals` decimals, in `currency`'s style ('$94,210.50',
 * '₹80,07,894.3') or, with none, as a bare figure; USD with western grouping, INR (or `locale`
 * 'en-IN') with Indian. Kept once made: building an Intl.NumberFormat loads locale data and costs
 * some fifty times formatting with one.
 */
export function fixedFormat(
  decimals: number,
  currency?: Currency,
  locale: 'en-US' | 'en-IN' = currency === 'INR' ? 'en-IN' : 'en-US',
): Intl.NumberFormat {
  const key = `${locale}:${currency ?? ''}:${decimals}`;
  let format = kept.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, {
      ...(currency === undefined ? {} : { style: 'currency', currency }),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    kept.set(key, format);
  }
  return format;
}
