import { lazy, Suspense } from 'react';
import { ticketEstimate } from '../../../machines/trading/ticket-estimate.ts';
import { ticketInstrument, ticketTick } from '../../../machines/trading/ticket-instrument.ts';
import { useCurrency } from '../../hooks/use-currency.ts';
import { useFundsData } from '../../hooks/use-funds-view.ts';
import { formatPrice } from '../../widgets/market/format.ts';
import { PayoffChart } from './PayoffChart.tsx';
import { TicketActions } from './TicketActions.tsx';
import { TicketDialog } from './TicketDialog.tsx';
import { TicketFigures } from './TicketFigures.tsx';
import { TicketForm } from './TicketForm.tsx';
import * as css from './ticket.css.ts';
import {
  sendTicket,
  ticketStep,
  useTicket,
  useTicketBookSeed,
  useTicketMarket,
} from './use-ticket.ts';

const DepthAndTrades = lazy(() =>
  import('../depth/DepthAndTrades.tsx').then((m) => ({ default: m.DepthAndTrades })),
);

/** The open ticket on one instrument (keyed by symbol, so its market topic follows it). */
export function TicketPanel({ symbol }: { symbol: string }) {
  const context = useTicket((s) => s.context);
  const step = useTicket(ticketStep);
  const currency = useCurrency();
  const funds = useFundsData();
  const { market, stale } = useTicketMarket(symbol);
  const seed = useTicketBookSeed();
  const instrument = ticketInstrument(symbol);
  const available = funds?.availableFunds ?? null;
  const estimate = ticketEstimate(instrument, context, market, available);
  const tick = ticketTick(instrument, market?.mark ?? null);
  const option = instrument.kind === 'option';
  const review = () => {
    if (market !== null && step === 'editing') {
      sendTicket({ type: 'ticket.review', market, available, currency });
    }
  };

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
        <TicketForm
          draft={context}
          instrument={instrument}
          tick={tick}
          mark={market?.mark ?? null}
          currency={currency}
          disabled={step !== 'editing'}
          onEnter={review}
          positionLeverage={context.positionLeverage}
        />
        <TicketFigures
          estimate={estimate}
          available={available}
          currency={currency}
          option={option}
        />
        {estimate.payoff && <PayoffChart payoff={estimate.payoff} currency={currency} />}
        <TicketActions
          step={step}
          context={context}
          market={market}
          available={available}
          currency={currency}
          perpetual={!option}
          onReview={review}
        />
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
