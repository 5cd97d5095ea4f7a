import { ticketEstimate } from '../../../machines/trading/ticket-estimate.ts';
import { ticketInstrument, ticketTick } from '../../../machines/trading/ticket-instrument.ts';
import type { TicketMarket } from '../../../machines/trading/ticket-types.ts';
import { useCurrency } from '../../hooks/use-currency.ts';
import { useFundsData } from '../../hooks/use-funds-view.ts';
import { PayoffChart } from './PayoffChart.tsx';
import { TicketActions } from './TicketActions.tsx';
import { TicketFigures } from './TicketFigures.tsx';
import { TicketForm } from './TicketForm.tsx';
import { sendTicket, ticketStep, useTicket } from './use-ticket.ts';

/**
 * The ticket's form, its figures (and an option's payoff chart) and the step's buttons, on the
 * live market: the drawer's panel and the trade screen's docked ticket show the same. Review (or
 * Enter in a field) prices the order on that market.
 */
export function TicketBody({ symbol, market }: { symbol: string; market: TicketMarket | null }) {
  const context = useTicket((s) => s.context);
  const step = useTicket(ticketStep);
  const currency = useCurrency();
  const funds = useFundsData();
  const instrument = ticketInstrument(symbol);
  const option = instrument.kind === 'option';
  const available = funds?.availableFunds ?? null;
  const estimate = ticketEstimate(instrument, context, market, available);
  const review = () => {
    if (market !== null && step === 'editing') {
      sendTicket({ type: 'ticket.review', market, available, currency });
    }
  };
  return (
    <>
      <TicketForm
        draft={context}
        instrument={instrument}
        tick={ticketTick(instrument, market?.mark ?? null)}
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
    </>
  );
}
