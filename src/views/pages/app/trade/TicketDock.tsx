import { ticketEstimate } from '../../../../machines/trading/ticket-estimate.ts';
import { ticketInstrument, ticketTick } from '../../../../machines/trading/ticket-instrument.ts';
import type { TicketSide } from '../../../../machines/trading/ticket-types.ts';
import { useCurrency } from '../../../hooks/use-currency.ts';
import { useFundsData } from '../../../hooks/use-funds-view.ts';
import { TicketActions } from '../../../trading/ticket/TicketActions.tsx';
import { TicketFigures } from '../../../trading/ticket/TicketFigures.tsx';
import { TicketForm } from '../../../trading/ticket/TicketForm.tsx';
import {
  sendTicket,
  ticketStep,
  useTicket,
  useTicketMarket,
} from '../../../trading/ticket/use-ticket.ts';
import { useDesktop } from '../../../trading/ticket-dock.ts';
import * as css from './trade.css.ts';

/** Buy (green) and Sell (red): open the ticket on this contract with that side. */
export function SideButtons({ symbol }: { symbol: string }) {
  const open = (side: TicketSide) => sendTicket({ type: 'ticket.open', symbol, side });
  return (
    <div className={css.sideButtons}>
      <button type="button" className={css.buy} onClick={() => open('BUY')}>
        Buy / Long
      </button>
      <button type="button" className={css.sell} onClick={() => open('SELL')}>
        Sell / Short
      </button>
    </div>
  );
}

function DockedForm({ symbol }: { symbol: string }) {
  const context = useTicket((s) => s.context);
  const step = useTicket(ticketStep);
  const currency = useCurrency();
  const funds = useFundsData();
  const { market } = useTicketMarket(symbol);
  const instrument = ticketInstrument(symbol);
  const available = funds?.availableFunds ?? null;
  const estimate = ticketEstimate(instrument, context, market, available);
  const tick = ticketTick(instrument, market?.mark ?? null);
  // As the drawer's panel does: Review (or Enter in a field) prices the order on the live market.
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
        tick={tick}
        mark={market?.mark ?? null}
        currency={currency}
        disabled={step !== 'editing'}
        onEnter={review}
        positionLeverage={context.positionLeverage}
      />
      <TicketFigures estimate={estimate} available={available} currency={currency} option={false} />
      <TicketActions
        step={step}
        context={context}
        market={market}
        available={available}
        currency={currency}
        perpetual
        onReview={review}
      />
    </>
  );
}

/**
 * The order ticket docked in the trade screen's right column on a desktop: Buy and Sell open it
 * here (the ticket machine of the root system, the drawer stays shut for this contract), with the
 * same form, figures and steps as the drawer. On a phone the column is hidden and the drawer opens.
 */
export function TicketDock({ symbol }: { symbol: string }) {
  const desktop = useDesktop();
  const openHere = useTicket((s) => !s.matches('closed') && s.context.symbol === symbol);
  return (
    <section className={css.ticketPanel} aria-label="Order ticket" data-testid="docked-ticket">
      <h2 className={css.heading}>Place an order</h2>
      {openHere && desktop ? (
        // The form has its own Buy and Sell.
        <DockedForm symbol={symbol} />
      ) : (
        <>
          <SideButtons symbol={symbol} />
          <p className={css.muted}>
            Choose a side to size the order, set its price and its stop-loss.
          </p>
        </>
      )}
    </section>
  );
}
