import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';
import { fixedFormat } from '../../../src/domain/money/fixed-format.ts';

/** A USD price with the instrument's decimals, thousands separators and its sign: $94,210.50. */
export const priceText = (price: number, units: Pick<InstrumentUnits, 'tickSize'>): string =>
  fixedFormat(Math.max(0, -Math.floor(Math.log10(units.tickSize) + 1e-9)), 'USD').format(price);

/** Rupees with Indian grouping and 2 decimals: 1,23,456.70. */
export const rupees = (paise: bigint): string =>
  fixedFormat(2, undefined, 'en-IN').format(Number(paise) / 100);
