import type { Currency } from '../../../domain/money/currency.ts';
import { formatRupeesIn } from '../../../domain/money/display.ts';
import { BROKERAGE_PAISE, GST_ON_BROKERAGE_PAISE } from '../../../domain/trading/fees.ts';
import type { TicketEstimate } from '../../../machines/trading/ticket-estimate.ts';
import { formatMoney, formatPrice } from '../../widgets/market/format.ts';
import * as css from './ticket.css.ts';

const rupees = (paise: number, currency: Currency) => formatRupeesIn(paise / 100, currency);

/** The flat brokerage per trade and its GST (spec section 9), shown in the display currency. */
const BROKERAGE_RUPEES = BROKERAGE_PAISE / 100;
const BROKERAGE_GST_RUPEES = GST_ON_BROKERAGE_PAISE / 100;

/** The live figures: margin, the ₹20 fee and its GST, available after, the liquidation estimate. */
export function TicketFigures({
  estimate,
  available,
  currency,
  option,
}: {
  estimate: TicketEstimate;
  available: number | null;
  currency: Currency;
  option: boolean;
}) {
  const after = estimate.availableAfterPaise;
  const liquidation = estimate.liquidation;
  return (
    <>
      <dl className={css.figures} aria-live="polite" data-testid="ticket-figures">
        <dt>Entry (estimated)</dt>
        <dd>{estimate.entry === null ? '—' : formatPrice(estimate.entry, currency)}</dd>
        <dt>{option ? 'Premium or margin' : 'Required margin'}</dt>
        <dd data-testid="ticket-margin">{rupees(estimate.marginPaise, currency)}</dd>
        <dt>
          Fee ({formatRupeesIn(BROKERAGE_RUPEES, currency)} + GST{' '}
          {formatRupeesIn(BROKERAGE_GST_RUPEES, currency)})
        </dt>
        <dd data-testid="ticket-fee">
          {rupees(estimate.brokeragePaise + estimate.gstPaise, currency)}
        </dd>
        <dt className={css.strong}>Total required</dt>
        <dd className={css.strong}>{rupees(estimate.requiredPaise, currency)}</dd>
        <dt>Available now</dt>
        <dd>{available === null ? '—' : formatRupeesIn(available, currency)}</dd>
        <dt>Available after</dt>
        <dd
          className={after !== null && after < 0 ? css.negative : undefined}
          data-testid="ticket-available-after"
        >
          {after === null ? '—' : rupees(after, currency)}
        </dd>
        {liquidation && (
          <>
            <dt className={css.strong}>Est. liquidation price</dt>
            <dd className={css.strong} data-testid="ticket-liquidation">
              {formatPrice(liquidation.price, currency)}
            </dd>
          </>
        )}
      </dl>
      {liquidation && (
        <details className={css.breakdown} data-testid="liquidation-breakdown">
          <summary>Why this liquidation price</summary>
          <dl className={css.figures}>
            <dt>Entry</dt>
            <dd>{formatPrice(liquidation.entry, currency)}</dd>
            <dt>Leverage</dt>
            <dd>
              {liquidation.leverage}x (margin {((1 / liquidation.leverage) * 100).toFixed(2)}%)
            </dd>
            <dt>Maintenance margin ({(liquidation.maintenanceRate * 100).toFixed(2)}%)</dt>
            <dd>{formatMoney(liquidation.maintenanceUsd, currency)}</dd>
            <dt>Without fees</dt>
            <dd>{formatPrice(liquidation.withoutFees, currency)}</dd>
            <dt>
              Closing fee {formatRupeesIn(BROKERAGE_RUPEES + BROKERAGE_GST_RUPEES, currency)} moves
              it by
            </dt>
            <dd>{formatPrice(liquidation.feeShift, currency)}</dd>
          </dl>
        </details>
      )}
    </>
  );
}
