import { inrToUsd } from './conversion.ts';
import type { Currency } from './currency.ts';
import { type DeviceLayout, formatFundsBadge, INR_UNITS } from './format.ts';

/**
 * The header badge's number for a grand total kept in rupees (spec section 9): '0.00' with no
 * data; in USD (the total at the fixed 85) 0 decimals on phones and 1 on desktop; in INR the same,
 * except that 1,000 and more use the Cr/L/K rule ('1.2 Cr', '3.45 L', '12.3 K').
 */
export function fundsBadgeText(
  grandTotalInr: number | null,
  currency: Currency,
  layout: DeviceLayout,
): string {
  if (grandTotalInr === null || !Number.isFinite(grandTotalInr))
    return formatFundsBadge(null, layout);
  if (currency === 'USD') return formatFundsBadge(inrToUsd(grandTotalInr), layout);
  const abs = Math.abs(grandTotalInr);
  const unit = INR_UNITS.find((candidate) => candidate.suffix !== '' && abs >= candidate.divisor);
  if (unit === undefined) return formatFundsBadge(grandTotalInr, layout);
  const number = new Intl.NumberFormat('en-IN', {
    signDisplay: 'negative',
    minimumFractionDigits: unit.decimals,
    maximumFractionDigits: unit.decimals,
  }).format(grandTotalInr / unit.divisor);
  return `${number} ${unit.suffix}`;
}
