import { fromPromise } from 'xstate';
import { DEFAULT_CURRENCY, isCurrency } from '../domain/money/currency.ts';
import { currencyMachine } from '../machines/currency/currency.machine.ts';
import type { BrowserPorts } from './browser-ports.ts';
import { localKeys } from './storage/storage-keys.ts';

export const provideCurrencyMachine = (ports: BrowserPorts) =>
  currencyMachine.provide({
    actors: {
      readStoredCurrency: fromPromise(async () => {
        const stored = ports.local.read(localKeys.guestCurrencyPreference);
        return isCurrency(stored) ? stored : DEFAULT_CURRENCY;
      }),
    },
    actions: {
      persistCurrency: (_, { currency }) => {
        try {
          ports.local.write(localKeys.guestCurrencyPreference, currency);
        } catch (error) {
          ports.logError('Could not save the currency preference', error);
        }
      },
    },
  });
