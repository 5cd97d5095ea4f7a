import { rootActor } from '../../system.ts';

/** The order ticket's systemId (CONTRACTS.md: the ticket helper's actor). */
const ORDER_TICKET = 'orderTicket';

export interface TicketRequest {
  readonly symbol: string;
  readonly side?: 'BUY' | 'SELL';
  readonly size?: number;
  readonly reduceOnly?: boolean;
  /** An add: the position's leverage, which the exchange keeps for the whole position. */
  readonly leverage?: number;
}

/**
 * Opens the order ticket through the system. Returns false when this build has no ticket actor
 * (then the caller says so), so a missing ticket never crashes the page.
 */
export function openTicket(request: TicketRequest): boolean {
  const ticket = rootActor.system.get(ORDER_TICKET);
  if (!ticket) return false;
  ticket.send({ type: 'ticket.open', ...request });
  return true;
}
