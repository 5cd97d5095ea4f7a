import { assign, type EventObject, fromCallback, fromPromise, setup } from 'xstate';
import type { Currency } from '../../domain/money/currency.ts';
import { notProvided } from '../not-provided.ts';

export type { Currency };

/** Where a preference is kept: a guest's in `guestCurrencyPreference`, a trader's in `userCurrencyPreference`. */
export type CurrencyScope = 'guest' | 'user';

export type CurrencyEvent =
  | { type: 'currency.toggle' }
  /** From the session: a trader signed in (or was restored) with this currency. */
  | { type: 'session.signedIn'; email: string; currency: Currency }
  | { type: 'session.signedOut' }
  /** Another tab of this browser changed the currency (sent by `watchOtherTabs`). */
  | { type: 'currency.changedElsewhere'; currency: Currency };

export interface CurrencyContext {
  /** The signed-in trader's email (update-currency needs it), or null for a guest. */
  email: string | null;
}

const toggleTo = (currency: Currency) =>
  [
    {
      guard: 'signedIn' as const,
      target: `#currency.${currency}.saving`,
      actions: {
        type: 'persistCurrency' as const,
        params: { currency, scope: 'user' as const },
      },
    },
    {
      target: `#currency.${currency}`,
      actions: {
        type: 'persistCurrency' as const,
        params: { currency, scope: 'guest' as const },
      },
    },
  ] as const;

const rollbackTo = (previous: Currency) => ({
  target: `#currency.${previous}`,
  actions: [
    { type: 'persistCurrency' as const, params: { currency: previous, scope: 'user' as const } },
    {
      type: 'logSaveFailure' as const,
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
    },
  ],
});

export const currencyMachine = setup({
  types: {
    context: {} as CurrencyContext,
    events: {} as CurrencyEvent,
  },
  actors: {
    readStoredCurrency: fromPromise<Currency>(async () =>
      notProvided('currency.readStoredCurrency'),
    ),
    saveCurrency: fromPromise<void, { email: string; currency: Currency }>(async () =>
      notProvided('currency.saveCurrency'),
    ),
    watchOtherTabs: fromCallback<EventObject, void, CurrencyEvent>(() =>
      notProvided('currency.watchOtherTabs'),
    ),
  },
  actions: {
    rememberTrader: assign({ email: (_, params: { email: string }) => params.email }),
    forgetTrader: assign({ email: null }),
    persistCurrency: (_, _params: { currency: Currency; scope: CurrencyScope }) =>
      notProvided('currency.persistCurrency'),
    logSaveFailure: (_, _params: { error: unknown }) => notProvided('currency.logSaveFailure'),
  },
  guards: {
    storedCurrencyIsInr: (_, params: { currency: Currency }) => params.currency === 'INR',
    signedIn: ({ context }) => context.email !== null,
  },
}).createMachine({
  id: 'currency',
  description:
    'Display currency, USD or INR (default USD); the toggle flips it. A guest keeps it in localStorage `guestCurrencyPreference` only; a signed-in trader’s choice is kept in `userCurrencyPreference` and saved with PATCH update-currency, and a failed save restores the previous currency (and logs the failure).',
  context: { email: null },
  initial: 'resolving',
  invoke: { id: 'watchOtherTabs', src: 'watchOtherTabs' },
  on: {
    'currency.changedElsewhere': [
      {
        description:
          'Another tab chose rupees: shown here too (that tab stored and saved it already).',
        guard: {
          type: 'storedCurrencyIsInr',
          params: ({ event }) => ({ currency: event.currency }),
        },
        target: '.INR',
      },
      {
        description:
          'Another tab chose dollars: shown here too (that tab stored and saved it already).',
        target: '.USD',
      },
    ],
    'session.signedIn': [
      {
        guard: {
          type: 'storedCurrencyIsInr',
          params: ({ event }) => ({ currency: event.currency }),
        },
        target: '.INR',
        actions: [
          { type: 'rememberTrader', params: ({ event }) => ({ email: event.email }) },
          { type: 'persistCurrency', params: { currency: 'INR', scope: 'user' } },
        ],
      },
      {
        target: '.USD',
        actions: [
          { type: 'rememberTrader', params: ({ event }) => ({ email: event.email }) },
          { type: 'persistCurrency', params: { currency: 'USD', scope: 'user' } },
        ],
      },
    ],
    'session.signedOut': { target: '.resolving', actions: 'forgetTrader' },
  },
  states: {
    resolving: {
      description: 'Reading the guest’s stored currency preference.',
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
      initial: 'settled',
      on: { 'currency.toggle': [...toggleTo('INR')] },
      states: {
        settled: { description: 'Nothing to save.' },
        saving: {
          description: 'PATCH update-currency {email, currency: USD}; INR comes back if it fails.',
          invoke: {
            id: 'saveUsd',
            src: 'saveCurrency',
            input: ({ context }) => ({ email: context.email ?? '', currency: 'USD' as const }),
            onDone: { target: 'settled' },
            onError: rollbackTo('INR'),
          },
        },
      },
    },
    INR: {
      description: 'Prices and funds shown in Indian rupees.',
      initial: 'settled',
      on: { 'currency.toggle': [...toggleTo('USD')] },
      states: {
        settled: { description: 'Nothing to save.' },
        saving: {
          description: 'PATCH update-currency {email, currency: INR}; USD comes back if it fails.',
          invoke: {
            id: 'saveInr',
            src: 'saveCurrency',
            input: ({ context }) => ({ email: context.email ?? '', currency: 'INR' as const }),
            onDone: { target: 'settled' },
            onError: rollbackTo('USD'),
          },
        },
      },
    },
  },
});
