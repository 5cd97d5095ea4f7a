import { lazy, Suspense } from 'react';
import { useDockedTicketSymbol } from '../ticket-dock.ts';
import { useTicket } from './use-ticket.ts';

const TicketPanel = lazy(() => import('./TicketPanel.tsx'));

/** Mounted once in the signed-in shell: shows the ticket while the machine has it open. */
export function TicketHost() {
  const symbol = useTicket((s) => (s.matches('open') ? s.context.symbol : null));
  // The trade screen shows its contract's ticket in its own column: no drawer over it.
  const docked = useDockedTicketSymbol();
  if (symbol === null || symbol === docked) return null;
  return (
    <Suspense fallback={null}>
      <TicketPanel key={symbol} symbol={symbol} />
    </Suspense>
  );
}
