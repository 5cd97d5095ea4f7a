import { Link } from 'wouter';
import type { Currency } from '../../../domain/money/currency.ts';
import type { OrderTicketContext } from '../../../machines/trading/order-ticket.machine.ts';
import type { TicketMarket } from '../../../machines/trading/ticket-types.ts';
import { button } from '../../ui/button.css.ts';
import { formatPrice } from '../../widgets/market/format.ts';
import * as css from './ticket.css.ts';
import { sendTicket, type TicketStep } from './use-ticket.ts';

const sideWord = (side: 'BUY' | 'SELL') => (side === 'BUY' ? 'Buy' : 'Sell');

/** What the trader can do at each step: review, confirm a warning, confirm, retry, start again. */
export function TicketActions({
  step,
  context,
  market,
  available,
  currency,
  perpetual,
}: {
  perpetual: boolean;
  step: TicketStep;
  context: OrderTicketContext;
  market: TicketMarket | null;
  available: number | null;
  currency: Currency;
}) {
  const order = context.order;
  const what = `${sideWord(context.side)} ${context.size} ${context.symbol}`;
  switch (step) {
    case 'editing':
      return (
        <>
          {context.refusal && (
            <div className={css.alert} role="alert" data-testid="ticket-refusal">
              {context.refusal.message}
              {context.refusal.code === 'insufficientFunds' && (
                <>
                  {' '}
                  <Link href="/wallet">Add funds in the wallet</Link>
                </>
              )}
            </div>
          )}
          <div className={css.actions}>
            <button
              type="button"
              className={button.primary}
              disabled={market === null}
              onClick={() => market && sendTicket({ type: 'ticket.review', market, available })}
            >
              Review {sideWord(context.side).toLowerCase()} order
            </button>
          </div>
        </>
      );
    case 'warning':
      return (
        <>
          <div className={css.alert} role="alert" data-testid="ticket-warning">
            {context.warning}
          </div>
          <div className={css.actions}>
            <button
              type="button"
              className={button.secondary}
              onClick={() => sendTicket({ type: 'ticket.back' })}
            >
              Change the price
            </button>
            <button
              type="button"
              className={button.primary}
              onClick={() => sendTicket({ type: 'ticket.proceed' })}
            >
              Place it anyway
            </button>
          </div>
        </>
      );
    case 'reviewing':
      return (
        <>
          <p className={css.success} data-testid="ticket-summary">
            {what} at{' '}
            {context.type === 'limit' && context.price !== null
              ? `limit ${formatPrice(context.price, currency)}`
              : 'market'}
            {perpetual ? `, ${context.leverage}x` : ''}
            {context.reduceOnly ? ', reduce-only' : ''}
            {context.stopLoss !== null
              ? `, stop-loss ${formatPrice(context.stopLoss, currency)}`
              : ''}
            {context.takeProfit !== null
              ? `, take-profit ${formatPrice(context.takeProfit, currency)}`
              : ''}
            .
          </p>
          <div className={css.actions}>
            <button
              type="button"
              className={button.secondary}
              onClick={() => sendTicket({ type: 'ticket.back' })}
            >
              Edit
            </button>
            <button
              type="button"
              className={button.primary}
              onClick={() =>
                sendTicket({ type: 'ticket.confirm', clientOrderId: crypto.randomUUID() })
              }
            >
              Confirm {sideWord(context.side).toLowerCase()}
            </button>
          </div>
        </>
      );
    case 'submitting':
      return (
        <div className={css.actions}>
          <button type="button" className={button.primary} disabled aria-busy="true">
            Placing the order…
          </button>
        </div>
      );
    case 'accepted':
      return (
        <>
          <p className={css.success} role="status" data-testid="ticket-accepted">
            Order accepted:{' '}
            {order?.status === 'filled' ? 'filled' : (order?.status ?? '').replace('_', ' ')}{' '}
            {order?.filledSize ? `${order.filledSize} ${context.symbol}` : ''}
            {order?.averagePrice ? ` at ${formatPrice(order.averagePrice, currency)}` : ''}.
          </p>
          <div className={css.actions}>
            <button
              type="button"
              className={button.secondary}
              onClick={() => sendTicket({ type: 'ticket.back' })}
            >
              New order
            </button>
            <button
              type="button"
              className={button.primary}
              onClick={() => sendTicket({ type: 'ticket.close' })}
            >
              Done
            </button>
          </div>
        </>
      );
    case 'rejected':
      return (
        <>
          <div className={css.alert} role="alert" data-testid="ticket-rejected">
            The exchange rejected the order: {context.error}
          </div>
          <div className={css.actions}>
            <button
              type="button"
              className={button.primary}
              onClick={() => sendTicket({ type: 'ticket.back' })}
            >
              Edit the order
            </button>
          </div>
        </>
      );
    case 'failed':
      return (
        <>
          <div className={css.alert} role="alert" data-testid="ticket-failed">
            No answer from the exchange: {context.error}. Retrying cannot place the order twice.
          </div>
          <div className={css.actions}>
            <button
              type="button"
              className={button.secondary}
              onClick={() => sendTicket({ type: 'ticket.back' })}
            >
              Back
            </button>
            <button
              type="button"
              className={button.primary}
              onClick={() => sendTicket({ type: 'ticket.retry' })}
            >
              Retry
            </button>
          </div>
        </>
      );
    default:
      return null;
  }
}
