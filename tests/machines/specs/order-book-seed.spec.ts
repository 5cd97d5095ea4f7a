import { orderBookSeedMachine } from '../../../src/machines/market/order-book-seed.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, lastCall } from './helpers.ts';

const book = {
  symbol: 'BTCUSDT-PERP',
  bids: [{ price: 99_990, size: 0.05 }],
  asks: [],
  timestamp: 1,
};

export const orderBookSeedSpec: ModelSpec = defineModelSpec({
  name: 'order-book-seed',
  machine: orderBookSeedMachine,
  input: { symbol: 'BTCUSDT-PERP', topic: null },
  events: {
    ...bareEvents('depth.live', 'depth.offline'),
  },
  invokes: { fetchBook: { done: [book], error: [new Error('Network error')] } },
  check: ({ run, event, snapshot }) => {
    if (event.type === 'xstate.done.actor.fetchBook') {
      const call = lastCall(run.calls, 'storeBook');
      if (!snapshot.matches('polling') || call === undefined) {
        throw new Error('a book read is stored and polling goes on');
      }
    }
  },
});
