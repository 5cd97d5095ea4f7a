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
  const live = option
    ? chain && {
        quote: quoted(chain.data.mark_price, chain.data.best_bid_price, chain.data.best_ask_price),
        underlying: chain.data.underlying_price,
        stale: chain.stale,
      }
    : future && {
        quote: quoted(future.data.price, future.data.bid, future.data.ask),
        underlying: null,
        stale: future.stale,
      };
  if (!live) return { market: null, stale: false };
  return { market: { ...live.quote, underlying: live.underlying }, stale: live.stale };
}

/** A mark with its best bid and ask; a side without an order (0) is null. */
const quoted = (mark: number, bid: number, ask: number) => ({
  mark,
  bid: bid > 0 ? bid : null,
  ask: ask > 0 ? ask : null,
});

type TicketMarketActor = ActorRefFrom<TicketMarketMachine>;

/** The order book seed of the open ticket's instrument (its market watch's child), once started. */
export function useTicketBookSeed(): OrderBookSeedActor | undefined {
  const market = useTicket((s) => s.children.market as TicketMarketActor | undefined);
  return useSelector(market, (s) => s?.children.seed as OrderBookSeedActor | undefined);
}
