import { type FormEvent, useId } from 'react';
import { formatRupeesIn } from '../../domain/money/display.ts';
import { financialYearOf, indiaDay } from '../../domain/records/india-day.ts';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../widgets/public-forms/FormOutcome.tsx';
import * as css from './orders.css.ts';
import { useRecords } from './use-orders.ts';

/** CSV of orders, fills and wallet transactions for any range, and the financial-year statement. */
export function RecordsPanel() {
  const records = useRecords();
  const id = useId();
  const today = new Date();
  const currentFy = financialYearOf(today);
  const years = [currentFy, currentFy - 1, currentFy - 2];
  const exportCsv = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    records.exportCsv(String(data.get('from')), String(data.get('to')));
  };
  const statement = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    records.loadStatement(Number(new FormData(event.currentTarget).get('fy')));
  };
  const s = records.statement;
  return (
    <section className={css.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Records</h2>
      <p className={css.muted}>
        One CSV file with your orders, fills and wallet transactions, for any dates (no 90-day
        limit), and your financial-year statement for tax.
      </p>
      <form className={css.filters} onSubmit={exportCsv}>
        <label className={css.field}>
          From
          <input
            className={css.control}
            type="date"
            name="from"
            defaultValue={`${currentFy}-04-01`}
            required
          />
        </label>
        <label className={css.field}>
          To
          <input
            className={css.control}
            type="date"
            name="to"
            defaultValue={indiaDay(today)}
            required
          />
        </label>
        <Button kind="secondary" type="submit" disabled={records.busy}>
          Download CSV
        </Button>
      </form>
      <form className={css.filters} onSubmit={statement}>
        <label className={css.field}>
          Financial year
          <select className={css.control} name="fy" defaultValue={currentFy}>
            {years.map((fy) => (
              <option key={fy} value={fy}>
                April {fy} – March {fy + 1}
              </option>
            ))}
          </select>
        </label>
        <Button kind="secondary" type="submit" disabled={records.busy}>
          Show statement
        </Button>
      </form>
      <FormError message={records.error} />
      {s && (
        <section className={css.printable} aria-labelledby={`${id}-statement`}>
          <h3 id={`${id}-statement`}>
            Statement for April {s.fy} – March {s.fy + 1}
          </h3>
          <table className={css.table}>
            <caption className={css.muted}>Realised P&L by instrument</caption>
            <thead>
              <tr>
                <th className={css.th}>Instrument</th>
                <th className={`${css.th} ${css.numeric}`}>Realised P&L</th>
              </tr>
            </thead>
            <tbody>
              {s.realisedByInstrument.length === 0 && (
                <tr>
                  <td className={css.td} colSpan={2}>
                    No closed trades in this year.
                  </td>
                </tr>
              )}
              {s.realisedByInstrument.map((row) => (
                <tr key={row.symbol}>
                  <td className={css.td}>{row.symbol}</td>
                  <td className={`${css.td} ${css.numeric}`}>
                    {formatRupeesIn(row.realisedPnl, 'INR')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className={css.noteGrid}>
            <dt>Fees paid</dt>
            <dd>{formatRupeesIn(s.fees, 'INR')}</dd>
            <dt>GST paid</dt>
            <dd>{formatRupeesIn(s.gst, 'INR')}</dd>
            <dt>Deposits</dt>
            <dd>{formatRupeesIn(s.deposits, 'INR')}</dd>
            <dt>Withdrawals</dt>
            <dd>{formatRupeesIn(s.withdrawals, 'INR')}</dd>
          </dl>
          <div className={`${css.filters} ${css.noPrint}`}>
            <Button kind="primary" onClick={() => window.print()}>
              Print
            </Button>
            <Button kind="secondary" onClick={records.closeStatement}>
              Close statement
            </Button>
          </div>
        </section>
      )}
    </section>
  );
}
