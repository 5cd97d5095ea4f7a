import type { Currency } from '../../domain/money/currency.ts';
import { formatPriceIn } from '../../domain/money/price-text.ts';

/**
 * A position's USD price to its tick in the display currency, as the market screens show it
 * (beside P&L and margin in the same currency); '—' when there is none.
 */
export const formatPrice = (price: number | null | undefined, currency: Currency): string =>
  price === null || price === undefined || !Number.isFinite(price) || price <= 0
    ? '—'
    : formatPriceIn(price, currency);

/** Unrealised P&L as a share of the margin, with its sign. */
export function formatPercent(part: number, whole: number): string {
  if (whole === 0) return '0.00%';
  // Rounded first, so a loss too small to show reads 0.00%, never "-0.00%".
  const percent = Math.round((part / whole) * 10_000) / 100;
  if (percent === 0) return '0.00%';
  return `${percent > 0 ? '+' : ''}${percent.toFixed(2)}%`;
}

/** "2d 4h", "3h 12m", "45m" until `expiry`; "Expired" once past. */
export function timeToExpiry(expiry: string, now: number): string {
  const ms = Date.parse(expiry) - now;
  if (!Number.isFinite(ms) || ms <= 0) return 'Expired';
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes % 60}m`;
  return `${minutes}m`;
}
