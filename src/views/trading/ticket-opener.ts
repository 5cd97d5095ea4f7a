import { createContext, useContext } from 'react';
import type { TicketSide } from '../../machines/trading/ticket-types.ts';

/** What an entry point asks for: the `ticket.open` event's fields (CONTRACTS.md). */
export interface TicketRequest {
  readonly symbol: string;
  readonly side?: TicketSide;
  readonly size?: number;
  readonly reduceOnly?: boolean;
}

/**
 * Opens the order ticket, provided by the signed-in shell; null on the public pages, where the
 * same market widgets keep leading guests to /login instead.
 */
export const TicketOpenerContext = createContext<((request: TicketRequest) => void) | null>(null);

export const useTicketOpener = () => useContext(TicketOpenerContext);
