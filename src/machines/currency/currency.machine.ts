import { fromPromise, setup } from 'xstate';
import type { Currency } from '../../domain/money/currency.ts';
import { notProvided } from '../not-provided.ts';

export type { Currency };

export type CurrencyEvent = { type: 'currency.toggle' };

export const currencyMachine = setup({
  types: {
    events: {} as CurrencyEvent,
  },
  actors: {
    readStoredCurrency: fromPromise<Currency>(async () =>
      notProvided('currency.readStoredCurrency'),
    ),
  },
  actions: {
    persistCurrency: (_, _params: { currency: Currency }) =>
      notProvided('currency.persistCurrency'),
  },
  guards: {
    storedCurrencyIsInr: (_, params: { currency: Currency }) => params.currency === 'INR',
  },
}).createMachine({
  id: 'currency',
  description:
    'Display currency, USD or INR (default USD); the toggle flips it. A guest keeps it in localStorage `guestCurrencyPreference` only.',
  initial: 'resolving',
  states: {
    resolving: {
      description: 'Reading the stored currency preference.',
      invoke: {
        id: 'readStoredCurrency',
        src: 'readStoredCurrency',
        onDone: [
          {
            guard: {
              type: 'storedCurrencyIsInr',
              params: ({ event }) => ({ currency: event.output }),
            },
            target: 'INR',
          },
          { target: 'USD' },
        ],
        onError: { target: 'USD' },
      },
    },
    USD: {
      description: 'Prices and funds shown in US dollars.',
      on: {
        'currency.toggle': {
          target: 'INR',
          actions: { type: 'persistCurrency', params: { currency: 'INR' } },
        },
      },
    },
    INR: {
      description: 'Prices and funds shown in Indian rupees.',
      on: {
        'currency.toggle': {
          target: 'USD',
          actions: { type: 'persistCurrency', params: { currency: 'USD' } },
        },
      },
    },
  },
});
