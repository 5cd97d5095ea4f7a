import { enqueueActions, setup } from 'xstate';
import type { OptionCurrency } from '../../contracts/market.ts';
import { marketTopicMachine } from '../market/market-topic.machine.ts';
import { orderBookSeedMachine } from '../market/order-book-seed.machine.ts';
import { ticketInstrument } from './ticket-instrument.ts';

/** The systemId of the ticket's order book watch, which its seed follows. */
export const TICKET_BOOK_SYSTEM_ID = 'orderTicket.market.book';

/** The topic that keeps one instrument's prices live while the ticket shows it. */
export function instrumentTopic(symbol: string): unknown {
  const instrument = ticketInstrument(symbol);
  return instrument.kind === 'option'
    ? {
        category: 'option_chain_symbol',
        currency: instrument.coin as OptionCurrency,
        symbols: [symbol],
      }
    : { category: 'futures_symbol', symbols: [symbol] };
}

/**
 * The market data of the order ticket's instrument while the ticket is open (the ticket invokes
 * it per instrument): the watch of its prices, and its order book and recent trades with the
 * book's REST seed, as children the ticket's views read.
 */
export const ticketMarketMachine = setup({
  types: { input: {} as { symbol: string }, context: {} as { symbol: string } },
  actors: { topic: marketTopicMachine, bookSeed: orderBookSeedMachine },
  actions: {
    watchInstrument: enqueueActions(({ context, enqueue }) => {
      const { symbol } = context;
      enqueue.spawnChild('topic', { id: 'instrument', input: { topic: instrumentTopic(symbol) } });
      enqueue.spawnChild('topic', {
        id: 'book',
        systemId: TICKET_BOOK_SYSTEM_ID,
        input: { topic: { category: 'orderbook', symbols: [symbol] } },
      });
      enqueue.spawnChild('topic', {
        id: 'trades',
        input: { topic: { category: 'trades', symbols: [symbol] } },
      });
      enqueue.spawnChild('bookSeed', {
        id: 'seed',
        input: { symbol, topic: TICKET_BOOK_SYSTEM_ID },
      });
    }),
  },
}).createMachine({
  id: 'ticketMarket',
  description:
    'The ticket instrument’s market data while the ticket is open: its prices’ watch, its book and trades with the book’s REST seed.',
  context: ({ input }) => ({ symbol: input.symbol }),
  initial: 'watching',
  states: {
    watching: {
      description: 'The watches and the seed run as children; closing the ticket stops them.',
      entry: 'watchInstrument',
    },
  },
});

export type TicketMarketMachine = typeof ticketMarketMachine;
