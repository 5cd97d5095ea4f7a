import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Currency } from '../../../domain/money/currency.ts';
import type { OrderTicketContext } from '../../../machines/trading/order-ticket.machine.ts';
import type { Order, TicketMarket } from '../../../machines/trading/ticket-types.ts';
import { button } from '../../ui/button.css.ts';
import { formatPrice } from '../../widgets/market/format.ts';
import * as css from './ticket.css.ts';
import { sendTicket, type TicketStep } from './use-ticket.ts';

const sideWord = (side: 'BUY' | 'SELL') => (side === 'BUY' ? 'Buy' : 'Sell');

/** "filled 0.001 BTCUSDT-PERP at ₹78,82,657.0." or "resting at limit ₹75,00,000.0." (never a blank). */
function acceptedText(order: Order | null, symbol: string, currency: Currency): string {
  if (order === null) return 'sent.';
  const filled = order.filledSize > 0 ? ` ${order.filledSize} ${symbol}` : '';
  const at = order.averagePrice ? ` at ${formatPrice(order.averagePrice, currency)}` : '';
  if (order.status === 'filled') return `filled${filled}${at}.`;
  if (order.status === 'partially_filled')
    return `partly filled${filled}${at}; the rest rests on the book.`;
  if (order.status === 'cancelled')
    return `cancelled${filled ? ` after filling${filled}${at}` : ' with nothing filled'}.`;
  const limit = order.price ? ` at limit ${formatPrice(order.price, currency)}` : '';
  return `open on the book${limit}.`;
}

interface Choice {
  readonly label: string;
  readonly kind: 'primary' | 'secondary';
  readonly act?: () => void;
  readonly disabled?: boolean;
  /** Takes the focus when it appears (Confirm after Review: Enter again places the order). */
  readonly focus?: boolean;
}

/** Stable, so React calls it when the button mounts, not on every render (a tick re-renders). */
const focusOnMount = (element: HTMLButtonElement | null) => {
  element?.focus();
};

/**
 * The buttons of one step, the secondary choice first and the step's main action last, pinned
 * at the foot of the drawer or sheet so the main action is always in view.
 */
function Choices({ items, notice }: { items: readonly Choice[]; notice?: ReactNode }) {
  return (
    <div className={css.pinned}>
      {notice}
      <div className={css.actions}>
        {items.map((choice) => (
          <button
            key={choice.label}
            ref={choice.focus === true ? focusOnMount : undefined}
            type="button"
            className={button[choice.kind]}
            disabled={choice.disabled === true || choice.act === undefined}
            aria-busy={choice.act === undefined ? true : undefined}
            onClick={choice.act}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * A step's alert appears at the foot of a long panel, where the trader clicked: brought whole into
 * view when it appears (a stable ref callback, so React calls it on mount, not on every render).
 */
const revealOnMount = (element: HTMLElement | null) => {
  element?.scrollIntoView?.({ block: 'nearest' });
};

/** A step's alert, brought into view when it appears. */
function TicketAlert({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div ref={revealOnMount} className={css.alert} role="alert" data-testid={testId}>
      {children}
    </div>
  );
}

const back = (label: string, kind: Choice['kind'] = 'secondary'): Choice => ({
  label,
  kind,
  act: () => sendTicket({ type: 'ticket.back' }),
});

/** What the trader can do at each step: review, confirm a warning, confirm, retry, start again. */
export function TicketActions({
  step,
  context,
  market,
  available,
  currency,
  perpetual,
  onReview,
}: {
  perpetual: boolean;
  /** Review the order against the live market, the funds and the display currency. */
  onReview?: () => void;
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
        <Choices
          notice={
            context.refusal && (
              <TicketAlert testId="ticket-refusal">
                {context.refusal.message}
                {context.refusal.code === 'insufficientFunds' && (
                  <>
                    {' '}
                    <Link href="/wallet">Add funds in the wallet</Link>
                  </>
                )}
              </TicketAlert>
            )
          }
          items={[
            {
              label: `Review ${sideWord(context.side).toLowerCase()} order`,
              kind: 'primary',
              disabled: market === null,
              act:
                onReview ??
                (() =>
                  market && sendTicket({ type: 'ticket.review', market, available, currency })),
            },
          ]}
        />
      );
    case 'warning':
      return (
        <Choices
          notice={<TicketAlert testId="ticket-warning">{context.warning}</TicketAlert>}
          items={[
            back('Change the price'),
            {
              label: 'Place it anyway',
              kind: 'primary',
              act: () => sendTicket({ type: 'ticket.proceed' }),
            },
          ]}
        />
      );
    case 'reviewing':
      return (
        <Choices
          notice={
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
          }
          items={[
            back('Edit'),
            {
              label: `Confirm ${sideWord(context.side).toLowerCase()}`,
              kind: 'primary',
              focus: true,
              act: () => sendTicket({ type: 'ticket.confirm', clientOrderId: crypto.randomUUID() }),
            },
          ]}
        />
      );
    case 'submitting':
      return <Choices items={[{ label: 'Placing the order…', kind: 'primary' }]} />;
    case 'accepted':
      return (
        <Choices
          notice={
            <p className={css.success} role="status" data-testid="ticket-accepted">
              Order accepted: {acceptedText(order, context.symbol, currency)}
            </p>
          }
          items={[
            back('New order'),
            { label: 'Done', kind: 'primary', act: () => sendTicket({ type: 'ticket.close' }) },
          ]}
        />
      );
    case 'rejected':
      return (
        <Choices
          notice={
            <TicketAlert testId="ticket-rejected">
              The exchange rejected the order: {context.error}
            </TicketAlert>
          }
          items={[back('Edit the order', 'primary')]}
        />
      );
    case 'failed':
      return (
        <Choices
          notice={
            <TicketAlert testId="ticket-failed">
              No answer from the exchange: {context.error}. Retrying cannot place the order twice.
            </TicketAlert>
          }
          items={[
            back('Back'),
            { label: 'Retry', kind: 'primary', act: () => sendTicket({ type: 'ticket.retry' }) },
          ]}
        />
      );
    default:
      return null;
  }
}
