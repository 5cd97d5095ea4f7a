import { fromPromise } from 'xstate';
import { messages } from '../domain/errors/messages.ts';
import { isCurrency } from '../domain/money/currency.ts';
import { currencyMachine } from '../machines/currency/currency.machine.ts';
import type { AuthServices } from './auth.services.ts';
import type { BrowserPorts } from './browser-ports.ts';
import { localKeys } from './storage/storage-keys.ts';

const keyFor = { guest: localKeys.guestCurrencyPreference, user: localKeys.userCurrencyPreference };

export const provideCurrencyMachine = (ports: BrowserPorts, auth?: AuthServices) =>
  currencyMachine.provide({
    actors: {
      readStoredCurrency: fromPromise(async () => {
        const stored = ports.local.read(localKeys.guestCurrencyPreference);
        return isCurrency(stored) ? stored : null;
      }),
      saveCurrency: fromPromise(async ({ input }) => {
        // Spec section 5: updating the currency needs a stored auth token.
        if (!auth || auth.tokens.read() === null) throw new Error(messages.noAuthToken);
        await auth.api.updateCurrency(input.email, input.currency);
      }),
    },
    actions: {
      persistCurrency: (_, { currency, scope }) => {
        try {
          ports.local.write(keyFor[scope], currency);
        } catch (error) {
          ports.logError('Could not save the currency preference', error);
        }
      },
      logSaveFailure: (_, { error }) =>
        ports.logError('Could not save the currency preference on the server', error),
    },
  });
