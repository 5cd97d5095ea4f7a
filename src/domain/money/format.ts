/** Shown for NaN and ±Infinity by every formatter here. */
export const NOT_A_NUMBER_LABEL = '—';
export const NO_FUNDS_DATA_LABEL = '0.00';

export type InrSuffix = 'Cr' | 'L' | '';
export type DeviceLayout = 'phone' | 'desktop';

interface InrUnit {
  suffix: InrSuffix;
  divisor: number;
  decimals: number;
}

const PLAIN_RUPEES: InrUnit = { suffix: '', divisor: 1, decimals: 2 };

/**
 * The Indian short forms, largest first (issue 25: one rule everywhere): crore with 1 decimal,
 * lakh with 2, and below a lakh the rupees written out in Indian grouping ('₹48,300', never the
 * western '48.3 K').
 */
export const INR_UNITS: readonly InrUnit[] = [
  { suffix: 'Cr', divisor: 1e7, decimals: 1 },
  { suffix: 'L', divisor: 1e5, decimals: 2 },
  PLAIN_RUPEES,
];

const roundedText = (value: number, decimals: number): string =>
  new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: decimals }).format(
    value,
  );

/**
 * Picks the unit by the raw thresholds (1e7 Cr, 1e5 L), then moves up one unit when rounding
 * would show the next threshold (99,999.996 gives '₹1.00 L', not '₹1,00,000').
 */
const inrUnitFor = (abs: number, plainDecimals: number): InrUnit => {
  const rawIndex = INR_UNITS.findIndex((unit) => abs >= unit.divisor);
  let index = rawIndex === -1 ? INR_UNITS.length - 1 : rawIndex;
  while (index > 0) {
    const unit = INR_UNITS[index] ?? PLAIN_RUPEES;
    const larger = INR_UNITS[index - 1] ?? PLAIN_RUPEES;
    const decimals = unit.suffix === '' ? plainDecimals : unit.decimals;
    const shown = Number(roundedText(abs / unit.divisor, decimals));
    if (shown * unit.divisor < larger.divisor) break;
    index -= 1;
  }
  return INR_UNITS[index] ?? PLAIN_RUPEES;
};

/**
 * Rupees in the Indian short form: '₹1.2 Cr', '₹3.45 L', '₹48,300', '₹999.5'; negatives as
 * '-₹1.2 Cr'. Below a lakh up to `plainDecimals` decimals (2; the header chip's glance takes 0).
 * `sign: false` leaves out the ₹ (a figure beside its currency's label).
 */
export const formatInrShort = (value: number, plainDecimals = 2, sign = true): string => {
  if (!Number.isFinite(value)) return NOT_A_NUMBER_LABEL;
  const unit = inrUnitFor(Math.abs(value), plainDecimals);
  const fixed = unit.suffix !== '';
  const text = new Intl.NumberFormat('en-IN', {
    ...(sign ? { style: 'currency', currency: 'INR' } : {}),
    signDisplay: 'negative',
    minimumFractionDigits: fixed ? unit.decimals : 0,
    maximumFractionDigits: fixed ? unit.decimals : plainDecimals,
  }).format(value / unit.divisor);
  return fixed ? `${text} ${unit.suffix}` : text;
};

/** Compact rupees for amounts such as volume: the Indian short form, up to 2 decimals below a lakh. */
export const formatInrCompact = (value: number): string => formatInrShort(value);

/** US dollars with up to 2 decimals: '$1,234.5', '-$0.07'. */
export const formatUsd = (value: number): string => {
  if (!Number.isFinite(value)) return NOT_A_NUMBER_LABEL;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    signDisplay: 'negative',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(value);
};

/**
 * The header funds badge number (no currency sign): 0 decimals on phones, 1 on
 * desktop, '0.00' when there is no data (undefined, null or not finite).
 */
export const formatFundsBadge = (
  value: number | null | undefined,
  layout: DeviceLayout,
): string => {
  if (value === undefined || value === null || !Number.isFinite(value)) return NO_FUNDS_DATA_LABEL;
  const decimals = layout === 'phone' ? 0 : 1;
  return new Intl.NumberFormat('en-US', {
    signDisplay: 'negative',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
};
