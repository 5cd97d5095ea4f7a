import type { CurrencyContext } from '../../../src/machines/currency/currency.machine.ts';
import { currencyMachine } from '../../../src/machines/currency/currency.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, lastCall, samples } from './helpers.ts';

const email = 'trader@example.com';
const shown = (value: unknown): string =>
  typeof value === 'string' ? value : (Object.keys(value as object)[0] ?? '');

export const currencySpec: ModelSpec = defineModelSpec({
  name: 'currency',
  machine: currencyMachine,
  events: {
    ...bareEvents('currency.toggle', 'session.signedOut'),
    'session.signedIn': [
      { type: 'session.signedIn', email, currency: 'INR' },
      { type: 'session.signedIn', email, currency: 'USD' },
      // The first login after this browser's sign-up (or a Google sign-up): the API says USD.
      { type: 'session.signedIn', email, currency: 'USD', newTrader: true },
    ],
    ...samples('session.emailChanged', { email: 'new-address@example.com' }),
    // What browserSignals forwards when another tab stored a key: a trader's or a guest's
    // currency, another key, a value that is no currency.
    'browser.storageChanged': [
      { type: 'browser.storageChanged', key: 'userCurrencyPreference', value: 'INR' },
      { type: 'browser.storageChanged', key: 'guestCurrencyPreference', value: 'USD' },
      { type: 'browser.storageChanged', key: 'theme', value: 'INR' },
      { type: 'browser.storageChanged', key: 'userCurrencyPreference', value: null },
    ],
  },
  invokes: {
    readStoredCurrency: {
      done: ['INR', 'USD', null],
      error: [new Error('localStorage is blocked')],
    },
    saveUsd: { done: [undefined], error: [new Error('No auth token found')] },
    saveInr: { done: [undefined], error: [new Error('An unexpected error occurred')] },
  },
  check: ({ run, event, snapshot }) => {
    const { email: signedInAs, guestChoice } = snapshot.context as CurrencyContext;
    const currency = shown(snapshot.value);
    const persisted = lastCall(run.calls, 'persistCurrency');
    if (event.type === 'browser.storageChanged') {
      const { key, value } = event as unknown as { key: string; value: string | null };
      // Another tab's choice is shown, settled, and neither stored nor saved a second time.
      if (persisted?.event === 'browser.storageChanged') {
        throw new Error('another tab’s currency was stored again');
      }
      if (!key.endsWith('CurrencyPreference') || value === null) return;
      if (!snapshot.matches({ [value]: 'settled' })) {
        throw new Error(`another tab chose ${value}, this one shows ${currency}`);
      }
      return;
    }
    if (event.type === 'session.emailChanged' && signedInAs !== null) {
      // Issue 24: update-currency names the account by its email; the new one from now on.
      if (signedInAs !== 'new-address@example.com') {
        throw new Error('the currency actor kept the old email after a change');
      }
    }
    if (event.type === 'currency.toggle') {
      const scope = signedInAs === null ? 'guest' : 'user';
      if (JSON.stringify(persisted?.params) !== JSON.stringify({ currency, scope })) {
        throw new Error(`toggle to ${currency} (${scope}) persisted ${JSON.stringify(persisted)}`);
      }
      if (signedInAs !== null && !snapshot.matches({ [currency]: 'saving' })) {
        throw new Error('a signed-in toggle must save to the server');
      }
      if (signedInAs === null && !snapshot.matches({ [currency]: 'settled' })) {
        throw new Error('a guest toggle must not call the server');
      }
    }
    if (event.type === 'currency.toggle' && signedInAs === null && guestChoice !== currency) {
      throw new Error('a guest’s toggle is their choice, which a sign-up keeps');
    }
    if (event.type === 'session.signedIn') {
      const { currency: given, newTrader } = event as { currency?: string; newTrader?: boolean };
      // Issue 25: a new trader starts in rupees, saved to the server, unless the guest chose USD.
      const rupees = newTrader === true && guestChoice !== 'USD';
      const expected = rupees ? 'INR' : given;
      if (currency !== expected || signedInAs !== email) {
        throw new Error(`signed in with ${given} (new: ${newTrader}) but shows ${currency}`);
      }
      if (rupees && !snapshot.matches({ INR: 'saving' })) {
        throw new Error('a new trader’s rupees must be saved with update-currency');
      }
      if (!rupees && newTrader === true && !snapshot.matches({ USD: 'settled' })) {
        throw new Error('a guest who chose USD keeps it, with nothing to save');
      }
      if (JSON.stringify(persisted?.params) !== JSON.stringify({ currency, scope: 'user' })) {
        throw new Error('the trader’s currency must be kept in userCurrencyPreference');
      }
    }
    if (event.type.startsWith('xstate.error.actor.save')) {
      // Rolled back: the previous currency is shown again and stored again, and the failure logged.
      const failed = event.type.endsWith('Usd') ? 'USD' : 'INR';
      if (currency === failed) throw new Error(`a failed save of ${failed} was not rolled back`);
      if (JSON.stringify(persisted?.params) !== JSON.stringify({ currency, scope: 'user' })) {
        throw new Error(`rollback stored ${JSON.stringify(persisted?.params)}`);
      }
      if (lastCall(run.calls, 'logSaveFailure')?.event !== event.type) {
        throw new Error('a failed save must be logged');
      }
    }
    if (event.type === 'session.signedOut' && signedInAs !== null) {
      throw new Error('signing out must forget the trader');
    }
    if (
      run.calls.some(
        (call) =>
          call.action === 'logSaveFailure' && !call.event.startsWith('xstate.error.actor.save'),
      )
    ) {
      throw new Error('logged a save failure without one');
    }
  },
});
