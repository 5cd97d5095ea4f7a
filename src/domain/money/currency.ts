import { INR_PER_USD, usdToDisplay } from './conversion.ts';

export type Currency = 'USD' | 'INR';

export const CURRENCIES: readonly Currency[] = ['USD', 'INR'];
export const DEFAULT_CURRENCY: Currency = 'USD';

/** Fixed rate the header uses to show USD amounts in INR (spec section 9): the one rate, conversion.ts. */
export const HEADER_INR_PER_USD = INR_PER_USD;

/** Initial second-currency rate held in the currency state (spec section 9, as read). */
export const INITIAL_SECOND_CURRENCY_RATE = 82.5;

export const isCurrency = (value: unknown): value is Currency => value === 'USD' || value === 'INR';

export const toggleCurrency = (currency: Currency): Currency =>
  currency === 'USD' ? 'INR' : 'USD';

/** Converts a USD amount for display in `currency`, using the header's fixed rate. */
export const convertUsd = (amountUsd: number, currency: Currency): number =>
  usdToDisplay(amountUsd, currency);
