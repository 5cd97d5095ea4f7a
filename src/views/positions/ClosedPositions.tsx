import type { ClosedPosition } from '../../contracts/records.ts';
import type { Currency } from '../../domain/money/currency.ts';
import { formatRupeesIn } from '../../domain/money/display.ts';
import { originMark } from '../../domain/trading/order-origin.ts';
import { Button } from '../ui/Button.tsx';
import * as data from '../ui/data.css.ts';
import { TableScroll } from '../ui/TableScroll.tsx';
import { FormError } from '../widgets/public-forms/FormOutcome.tsx';
import { pnlClass } from './pnl-class.ts';
import * as css from './positions.css.ts';
import type { useClosedPositions } from './use-closed-positions.ts';

const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const money = (rupees: number, currency: Currency) => (
  <span className={pnlClass(rupees, currency)}>{formatRupeesIn(rupees, currency)}</span>
);

/** The closed-positions tab: each position from open to close, with its realised P&L, fees and funding. */
export function ClosedPositions({
  closed,
  currency,
}: {
  closed: ReturnType<typeof useClosedPositions>;
  currency: Currency;
}) {
  if (closed.state === 'failed') {
    return (
      <div className={css.empty}>
        <FormError message={closed.error} />
        <Button kind="secondary" onClick={closed.retry}>
          Try again
        </Button>
      </div>
    );
  }
  if (closed.state === 'loading' && closed.positions.length === 0) {
    return (
      <p className={css.notice} role="status">
        Loading your closed positions…
      </p>
    );
  }
  if (closed.positions.length === 0) {
    return <p className={css.notice}>You have no closed positions yet.</p>;
  }
  return (
    <TableScroll label="Closed positions">
      <table className={data.table} data-testid="closed-positions">
        <thead>
          <tr>
            <th className={data.th.compact}>Closed</th>
            <th className={data.th.compact}>Contract</th>
            <th className={data.th.compact}>Side</th>
            <th className={`${data.th.compact} ${data.numeric}`}>Size</th>
            <th className={`${data.th.compact} ${data.numeric}`}>Realised P&L</th>
            <th className={`${data.th.compact} ${data.numeric}`}>Fees</th>
            <th className={`${data.th.compact} ${data.numeric}`}>Funding</th>
            <th className={`${data.th.compact} ${data.numeric}`}>Net</th>
          </tr>
        </thead>
        <tbody>
          {closed.positions.map((p: ClosedPosition) => (
            <tr key={`${p.symbol}-${p.closedAt}`}>
              <td className={data.td.compact}>{time.format(new Date(p.closedAt))}</td>
              <td className={data.td.compact}>{p.symbol}</td>
              <td className={data.td.compact}>
                {p.side === 'long' ? 'Long' : 'Short'}
                {originMark(p.closedBy) && ` · ${originMark(p.closedBy)}`}
              </td>
              <td className={`${data.td.compact} ${data.numeric}`}>{p.size}</td>
              <td className={`${data.td.compact} ${data.numeric}`}>
                {money(p.realisedPnl, currency)}
              </td>
              <td className={`${data.td.compact} ${data.numeric}`}>
                {formatRupeesIn(p.fees, currency)}
              </td>
              <td className={`${data.td.compact} ${data.numeric}`}>{money(p.funding, currency)}</td>
              <td className={`${data.td.compact} ${data.numeric}`}>{money(p.net, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
