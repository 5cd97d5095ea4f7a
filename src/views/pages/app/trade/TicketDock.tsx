import type { TicketSide } from '../../../../machines/trading/ticket-types.ts';
import { TicketBody } from '../../../trading/ticket/TicketBody.tsx';
import { sendTicket, useTicket, useTicketMarket } from '../../../trading/ticket/use-ticket.ts';
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
  const { market } = useTicketMarket(symbol);
  return <TicketBody symbol={symbol} market={market} />;
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
