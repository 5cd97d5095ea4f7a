import { inrToUsd } from './conversion.ts';
import type { Currency } from './currency.ts';
import { formatUsd } from './format.ts';

/** A rupee amount in the display currency: '₹5,000.00' (Indian grouping) or '$58.82' at the fixed 85. */
export function formatRupeesIn(rupees: number, currency: Currency): string {
  if (currency === 'USD') return formatUsd(inrToUsd(rupees));
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    signDisplay: 'negative',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(rupees);
}
