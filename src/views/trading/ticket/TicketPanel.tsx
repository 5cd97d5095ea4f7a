import { lazy, Suspense } from 'react';
import { ticketInstrument } from '../../../machines/trading/ticket-instrument.ts';
import { useCurrency } from '../../hooks/use-currency.ts';
import { formatPrice } from '../../widgets/market/format.ts';
import { TicketBody } from './TicketBody.tsx';
import { TicketDialog } from './TicketDialog.tsx';
import * as css from './ticket.css.ts';
import { sendTicket, useTicketBookSeed, useTicketMarket } from './use-ticket.ts';

const DepthAndTrades = lazy(() =>
  import('../depth/DepthAndTrades.tsx').then((m) => ({ default: m.DepthAndTrades })),
);

/** The open ticket on one instrument (keyed by symbol, so its market topic follows it). */
export function TicketPanel({ symbol }: { symbol: string }) {
  const currency = useCurrency();
  const { market, stale } = useTicketMarket(symbol);
  const seed = useTicketBookSeed();
  const option = ticketInstrument(symbol).kind === 'option';

  return (
    <TicketDialog
      title={symbol}
      onClose={() => sendTicket({ type: 'ticket.close' })}
      subtitle={
        <p className={css.muted} data-testid="ticket-mark" data-stale={stale}>
          {option ? 'Option' : 'Perpetual'} · mark{' '}
          {market ? formatPrice(market.mark, currency) : '…'}
          {market?.bid != null && ` · bid ${formatPrice(market.bid, currency)}`}
          {market?.ask != null && ` · ask ${formatPrice(market.ask, currency)}`}
          {stale && ' · not live'}
        </p>
      }
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <TicketBody symbol={symbol} market={market} />
        <details className={css.breakdown}>
          <summary>Order book and recent trades</summary>
          <Suspense fallback={<p className={css.muted}>Loading the order book…</p>}>
            <DepthAndTrades symbol={symbol} compact seed={seed} />
          </Suspense>
        </details>
      </div>
    </TicketDialog>
  );
}

export default TicketPanel;
