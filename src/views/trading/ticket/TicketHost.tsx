import { lazy, Suspense } from 'react';
import { useTicket } from './use-ticket.ts';

const TicketPanel = lazy(() => import('./TicketPanel.tsx'));

/** Mounted once in the signed-in shell: shows the ticket while the machine has it open. */
export function TicketHost() {
  const symbol = useTicket((s) => (s.matches('open') ? s.context.symbol : null));
  if (symbol === null) return null;
  return (
    <Suspense fallback={null}>
      <TicketPanel key={symbol} symbol={symbol} />
    </Suspense>
  );
}
