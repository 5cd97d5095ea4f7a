import { useSelector } from '@xstate/react';
import type { MarketEntry, OptionChainEntry, OptionCurrency } from '../../../contracts/market.ts';
import { ticketInstrument } from '../../../machines/trading/ticket-instrument.ts';
import type { TicketMarket } from '../../../machines/trading/ticket-types.ts';
import type { MarketTopic } from '../../../services/market/topics.ts';
import { ticketActor } from '../../../ticket-system.ts';
import { useLiveValue, useMarketTopic } from '../../widgets/market/hooks.ts';

export type TicketSnapshot = ReturnType<typeof ticketActor.getSnapshot>;

export const useTicket = <T>(select: (snapshot: TicketSnapshot) => T): T =>
  useSelector(ticketActor, select);

export const sendTicket = ticketActor.send.bind(ticketActor);

/** The step the ticket is at, for the view. */
export type TicketStep =
  | 'closed'
  | 'editing'
  | 'warning'
  | 'reviewing'
  | 'submitting'
  | 'accepted'
  | 'rejected'
  | 'failed';

export const ticketStep = (snapshot: TicketSnapshot): TicketStep => {
  if (snapshot.matches('closed')) return 'closed';
  const value = snapshot.value as { open: TicketStep };
  return value.open;
};

/** The topic that keeps one instrument's prices live while the ticket shows it. */
export function instrumentTopic(symbol: string): MarketTopic {
  const instrument = ticketInstrument(symbol);
  return instrument.kind === 'option'
    ? {
        category: 'option_chain_symbol',
        currency: instrument.coin as OptionCurrency,
        symbols: [symbol],
      }
    : { category: 'futures_symbol', symbols: [symbol] };
}

/** The live market of the ticket's instrument (null until its first price arrives). */
export function useTicketMarket(symbol: string): { market: TicketMarket | null; stale: boolean } {
  const option = ticketInstrument(symbol).kind === 'option';
  useMarketTopic(instrumentTopic(symbol));
  const future = useLiveValue<MarketEntry>('futures', option ? '' : symbol);
  const chain = useLiveValue<OptionChainEntry>('option', option ? symbol : '');
  if (option) {
    if (!chain) return { market: null, stale: false };
    const d = chain.data;
    return {
      market: {
        mark: d.mark_price,
        bid: d.best_bid_price > 0 ? d.best_bid_price : null,
        ask: d.best_ask_price > 0 ? d.best_ask_price : null,
        underlying: d.underlying_price,
      },
      stale: chain.stale,
    };
  }
  if (!future) return { market: null, stale: false };
  const d = future.data;
  return {
    market: {
      mark: d.price,
      bid: d.bid > 0 ? d.bid : null,
      ask: d.ask > 0 ? d.ask : null,
      underlying: null,
    },
    stale: future.stale,
  };
}
