import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { MarketEntry, OptionChainEntry } from '../../../contracts/market.ts';
import { ticketInstrument } from '../../../machines/trading/ticket-instrument.ts';
import type { TicketMarketMachine } from '../../../machines/trading/ticket-market.machine.ts';
import type { TicketMarket } from '../../../machines/trading/ticket-types.ts';
import { ticketActor } from '../../../ticket-system.ts';
import { useLiveValue } from '../../widgets/market/hooks.ts';
import type { OrderBookSeedActor } from '../depth/DepthAndTrades.tsx';

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

/**
 * The live market of the ticket's instrument (null until its first price arrives); the ticket
 * machine watches it while open.
 */
export function useTicketMarket(symbol: string): { market: TicketMarket | null; stale: boolean } {
  const option = ticketInstrument(symbol).kind === 'option';
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

type TicketMarketActor = ActorRefFrom<TicketMarketMachine>;

/** The order book seed of the open ticket's instrument (its market watch's child), once started. */
export function useTicketBookSeed(): OrderBookSeedActor | undefined {
  const market = useTicket((s) => s.children.market as TicketMarketActor | undefined);
  return useSelector(market, (s) => s?.children.seed as OrderBookSeedActor | undefined);
}
