import type { AnyMachineSnapshot } from 'xstate';
import { marketTopicMachine } from '../../../src/machines/market/market-topic.machine.ts';
import { orderBookSeedMachine } from '../../../src/machines/market/order-book-seed.machine.ts';
import {
  TICKET_BOOK_SYSTEM_ID,
  ticketMarketMachine,
} from '../../../src/machines/trading/ticket-market.machine.ts';
import { defineModelSpec, inertMachine, type ModelSpec } from '../harness/index.ts';

type Child = { getSnapshot(): { context: Record<string, unknown> } };

export const ticketMarketSpec: ModelSpec = defineModelSpec({
  name: 'ticket-market',
  machine: ticketMarketMachine,
  input: { symbol: 'BTC-27NOV26-90000-C' },
  provide: {
    actors: {
      topic: inertMachine(marketTopicMachine),
      bookSeed: inertMachine(orderBookSeedMachine),
    },
  },
  check: ({ snapshot }: { snapshot: AnyMachineSnapshot }) => {
    const children = snapshot.children as Record<string, Child | undefined>;
    const topicOf = (id: string) => children[id]?.getSnapshot().context.topic;
    const expected = {
      instrument: {
        category: 'option_chain_symbol',
        currency: 'BTC',
        symbols: ['BTC-27NOV26-90000-C'],
      },
      book: { category: 'orderbook', symbols: ['BTC-27NOV26-90000-C'] },
      trades: { category: 'trades', symbols: ['BTC-27NOV26-90000-C'] },
    };
    for (const [id, topic] of Object.entries(expected)) {
      if (JSON.stringify(topicOf(id)) !== JSON.stringify(topic)) {
        throw new Error(`the ${id} watch is ${JSON.stringify(topicOf(id))}`);
      }
    }
    const seed = children.seed?.getSnapshot().context;
    if (seed?.symbol !== 'BTC-27NOV26-90000-C' || seed.topic !== TICKET_BOOK_SYSTEM_ID) {
      throw new Error('the book seed does not follow the ticket’s book watch');
    }
  },
});
