import { assign, fromPromise, setup } from 'xstate';
import type { Currency } from '../../domain/money/currency.ts';
import { localKeys } from '../../services/storage/storage-keys.ts';
import type { StorageChangedEvent } from '../browser/browser-signals.machine.ts';
import { notProvided } from '../not-provided.ts';

export type { Currency };

/** Where a preference is kept: a guest's in `guestCurrencyPreference`, a trader's in `userCurrencyPreference`. */
export type CurrencyScope = 'guest' | 'user';

export type CurrencyEvent =
  | { type: 'currency.toggle' }
  /**
   * From the session: a trader signed in (or was restored) with this currency. `newTrader`: the
   * first sign-in after this browser's sign-up (or a Google sign-up): rupees, unless the guest
   * chose a currency with the toggle before signing up.
   */
  | { type: 'session.signedIn'; email: string; currency: Currency; newTrader?: boolean }
  /** The signed-in trader's email changed (issue 24): update-currency names the new one. */
  | { type: 'session.emailChanged'; email: string }
  | { type: 'session.signedOut' }
  /** Another tab stored a key (forwarded by browserSignals): a currency key is followed here. */
  | StorageChangedEvent;

/** The keys another tab stores a currency under (a trader's, or a guest's). */
const currencyKeys: readonly (string | null)[] = [
  localKeys.userCurrencyPreference,
  localKeys.guestCurrencyPreference,
];

export interface CurrencyContext {
  /** The signed-in trader's email (update-currency needs it), or null for a guest. */
  email: string | null;
  /** What the guest chose with the toggle (stored in `guestCurrencyPreference`), or null: never. */
  guestChoice: Currency | null;
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
      actions: [
        {
          type: 'persistCurrency' as const,
          params: { currency, scope: 'guest' as const },
        },
        { type: 'rememberGuestChoice' as const, params: { currency } },
      ],
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

const other = (currency: Currency): Currency => (currency === 'USD' ? 'INR' : 'USD');

/**
 * The state that shows `currency`: the toggle goes to the other one; a trader's choice is saved
 * from `saving`, and a failed save brings the other back.
 */
const shownIn = (currency: Currency, description: string) => ({
  description,
  initial: 'settled' as const,
  on: { 'currency.toggle': [...toggleTo(other(currency))] },
  states: {
    settled: { description: 'Nothing to save.' },
    saving: {
      description: `PATCH update-currency {email, currency: ${currency}}; ${other(currency)} comes back if it fails.`,
      invoke: {
        id: currency === 'USD' ? 'saveUsd' : 'saveInr',
        src: 'saveCurrency' as const,
        input: ({ context }: { context: CurrencyContext }) => ({
          email: context.email ?? '',
          currency,
        }),
        onDone: { target: 'settled' },
        onError: rollbackTo(other(currency)),
      },
    },
  },
});

export const currencyMachine = setup({
  types: {
    context: {} as CurrencyContext,
    events: {} as CurrencyEvent,
  },
  actors: {
    /** The guest's stored choice, or null when the guest never chose (the default, USD, shows). */
    readStoredCurrency: fromPromise<Currency | null>(async () =>
      notProvided('currency.readStoredCurrency'),
    ),
    saveCurrency: fromPromise<void, { email: string; currency: Currency }>(async () =>
      notProvided('currency.saveCurrency'),
    ),
  },
  actions: {
    rememberTrader: assign({ email: (_, params: { email: string }) => params.email }),
    forgetTrader: assign({ email: null }),
    rememberGuestChoice: assign({
      guestChoice: (_, params: { currency: Currency | null }) => params.currency,
    }),
    persistCurrency: (_, _params: { currency: Currency; scope: CurrencyScope }) =>
      notProvided('currency.persistCurrency'),
    logSaveFailure: (_, _params: { error: unknown }) => notProvided('currency.logSaveFailure'),
  },
  guards: {
    storedCurrencyIsInr: (_, params: { currency: Currency | null }) => params.currency === 'INR',
    /** A new trader starts in rupees unless the guest chose dollars before signing up. */
    newTraderInRupees: ({ context }, params: { newTrader: boolean }) =>
      params.newTrader && context.guestChoice !== 'USD',
    signedIn: ({ context }) => context.email !== null,
    otherTabStored: (_, params: { key: string | null; value: string | null; currency: Currency }) =>
      currencyKeys.includes(params.key) && params.value === params.currency,
  },
}).createMachine({
  id: 'currency',
  description:
    'Display currency, USD or INR (default USD; a new trader’s first sign-in saves INR unless the guest chose with the toggle); the toggle flips it. A guest keeps it in localStorage `guestCurrencyPreference` only; a signed-in trader’s choice is kept in `userCurrencyPreference` and saved with PATCH update-currency, and a failed save restores the previous currency (and logs the failure).',
  context: { email: null, guestChoice: null },
  initial: 'resolving',
  on: {
    'browser.storageChanged': [
      {
        description:
          'Another tab chose rupees: shown here too (that tab stored and saved it already).',
        guard: {
          type: 'otherTabStored',
          params: ({ event }) => ({ key: event.key, value: event.value, currency: 'INR' }),
        },
        target: '.INR',
      },
      {
        description:
          'Another tab chose dollars: shown here too (that tab stored and saved it already).',
        guard: {
          type: 'otherTabStored',
          params: ({ event }) => ({ key: event.key, value: event.value, currency: 'USD' }),
        },
        target: '.USD',
      },
    ],
    'session.signedIn': [
      {
        description:
          'A new trader (first sign-in after sign-up) whom the guest toggle did not set to USD: rupees, saved with PATCH update-currency (the API’s default stays USD).',
        guard: {
          type: 'newTraderInRupees',
          params: ({ event }) => ({ newTrader: event.newTrader === true }),
        },
        target: '.INR.saving',
        actions: [
          { type: 'rememberTrader', params: ({ event }) => ({ email: event.email }) },
          { type: 'persistCurrency', params: { currency: 'INR', scope: 'user' } },
        ],
      },
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
    'session.emailChanged': {
      description: 'The trader’s email changed: later saves name the new one; the currency stays.',
      guard: 'signedIn',
      actions: { type: 'rememberTrader', params: ({ event }) => ({ email: event.email }) },
    },
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
            actions: { type: 'rememberGuestChoice', params: { currency: 'INR' } },
          },
          {
            target: 'USD',
            actions: {
              type: 'rememberGuestChoice',
              params: ({ event }) => ({ currency: event.output }),
            },
          },
        ],
        onError: { target: 'USD' },
      },
    },
    USD: shownIn('USD', 'Prices and funds shown in US dollars.'),
    INR: shownIn('INR', 'Prices and funds shown in Indian rupees.'),
  },
});
