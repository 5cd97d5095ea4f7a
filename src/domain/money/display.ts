import { inrToUsd } from './conversion.ts';
import type { Currency } from './currency.ts';

/** A rupee amount in the display currency: '₹5,000.00' (Indian grouping) or '$58.82' at the fixed 85. */
export function formatRupeesIn(rupees: number, currency: Currency): string {
  const usd = currency === 'USD';
  return new Intl.NumberFormat(usd ? 'en-US' : 'en-IN', {
    style: 'currency',
    currency,
    signDisplay: 'negative',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(usd ? inrToUsd(rupees) : rupees);
}
