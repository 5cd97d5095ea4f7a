import { inrToUsd } from './conversion.ts';
import type { Currency } from './currency.ts';
import { type DeviceLayout, formatFundsBadge, formatInrShort } from './format.ts';

/**
 * The header badge's number for a grand total kept in rupees (spec section 9), without its
 * currency sign: '0.00' with no data; in USD (the total at the fixed 85) 0 decimals on phones and
 * 1 on desktop; in INR the Indian short form every screen uses (issue 25): '48,300' below a lakh
 * (whole rupees), '1.10 L', '3.2 Cr'.
 */
export function fundsBadgeText(
  grandTotalInr: number | null,
  currency: Currency,
  layout: DeviceLayout,
): string {
  if (grandTotalInr === null || !Number.isFinite(grandTotalInr))
    return formatFundsBadge(null, layout);
  if (currency === 'USD') return formatFundsBadge(inrToUsd(grandTotalInr), layout);
  return formatInrShort(grandTotalInr, 0, false);
}
