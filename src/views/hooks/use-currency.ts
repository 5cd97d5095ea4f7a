import { useSelector } from '@xstate/react';
import type { Currency } from '../../domain/money/currency.ts';
import { actors } from '../../system.ts';

/** The display currency; USD (the default) until the stored preference is read. */
export const useCurrency = (): Currency =>
  useSelector(actors.currency, (s) => (s.matches('INR') ? 'INR' : 'USD'));

export const toggleCurrency = () => actors.currency.send({ type: 'currency.toggle' });
