import { currencyMachine } from '../../../src/machines/currency/currency.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { lastCall } from './helpers.ts';

export const currencySpec: ModelSpec = defineModelSpec({
  name: 'currency',
  machine: currencyMachine,
  events: { 'currency.toggle': [{ type: 'currency.toggle' }] },
  invokes: {
    readStoredCurrency: { done: ['INR', 'USD'], error: [new Error('localStorage is blocked')] },
  },
  check: ({ run, event, snapshot }) => {
    const persisted = run.calls.filter((call) => call.action === 'persistCurrency');
    if (event.type !== 'currency.toggle') {
      if (persisted.length > 0) throw new Error('currency was persisted without a toggle');
      return;
    }
    const last = lastCall(run.calls, 'persistCurrency');
    if (JSON.stringify(last?.params) !== JSON.stringify({ currency: snapshot.value })) {
      throw new Error(
        `toggle to ${String(snapshot.value)} persisted ${JSON.stringify(last?.params)}`,
      );
    }
  },
});
