import { useEffect, useRef } from 'react';
import { INR_PER_USD } from '../../domain/money/conversion.ts';
import { formatRupeesIn } from '../../domain/money/display.ts';
import { originMark } from '../../domain/trading/order-origin.ts';
import { useCurrency } from '../hooks/use-currency.ts';
import { Button } from '../ui/Button.tsx';
import { TableScroll } from '../ui/TableScroll.tsx';
import { formatPrice } from '../widgets/market/format.ts';
import { FormError } from '../widgets/public-forms/FormOutcome.tsx';
import { formatTime } from './format-time.ts';
import * as css from './orders.css.ts';
import type { ContractNoteView } from './use-orders.ts';

/**
 * An executed order's contract note, printable on its own: who placed it (a stop-loss, take-profit
 * or liquidation is marked), the charges as paid, and for a future its realised P&L and a net
 * amount of P&L less charges (a future's notional is never paid).
 */
export function ContractNoteDialog({ note: dialog }: { note: ContractNoteView }) {
  const currency = useCurrency();
  const { note, error, loading, retry, close: onClose } = dialog;
  const dialogRef = useRef<HTMLDialogElement>(null);
  // DOM only: a modal <dialog>, where the browser traps focus and closes it with Escape.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={dialogRef} className={css.dialog} aria-labelledby="note-title" onClose={onClose}>
      <div className={css.printable}>
        <h2 id="note-title">Contract note</h2>
        {loading && <p className={css.muted}>Loading the contract note…</p>}
        <FormError message={error} />
        {error && (
          <Button kind="secondary" onClick={retry}>
            Try again
          </Button>
        )}
        {note && (
          <>
            <dl className={css.noteGrid}>
              <dt>Note</dt>
              <dd>{note.noteId}</dd>
              <dt>Trader</dt>
              <dd>
                {note.trader.name} ({note.trader.email})
              </dd>
              <dt>Order</dt>
              <dd>{note.orderId}</dd>
              <dt>Executed</dt>
              <dd>{formatTime(note.executedAt)}</dd>
              <dt>Instrument</dt>
              <dd>{note.symbol}</dd>
              <dt>Side</dt>
              <dd>{note.side}</dd>
              <dt>Placed by</dt>
              <dd data-testid="note-origin">
                {originMark(note.origin) === null
                  ? 'You'
                  : `${originMark(note.origin)} (the exchange closed the position)`}
              </dd>
              <dt>Size</dt>
              <dd>{note.size}</dd>
              <dt>Average price</dt>
              <dd>{formatPrice(note.averagePrice, currency)}</dd>
              <dt>Notional</dt>
              <dd>{formatRupeesIn(note.notional, currency)}</dd>
              <dt>Brokerage</dt>
              <dd>{formatRupeesIn(note.brokerage, currency)}</dd>
              <dt>GST (18%)</dt>
              <dd>{formatRupeesIn(note.gst, currency)}</dd>
              <dt>Charges</dt>
              <dd>{formatRupeesIn(note.charges ?? note.brokerage + note.gst, currency)}</dd>
              {note.realisedPnl !== undefined && (
                <>
                  <dt>Realised P&L</dt>
                  <dd data-testid="note-realised">
                    {note.realisedPnl === null ? '—' : formatRupeesIn(note.realisedPnl, currency)}
                  </dd>
                </>
              )}
              <dt>Net amount</dt>
              <dd data-testid="note-net">{formatRupeesIn(note.netAmount, currency)}</dd>
              <dt>Rate</dt>
              <dd data-testid="note-rate">
                US$1 = ₹{INR_PER_USD} (the fixed rate: the exchange prices in USD and settles in
                INR)
              </dd>
            </dl>
            <TableScroll label="Fills of this order">
              <table className={css.table}>
                <caption className={css.muted}>Fills</caption>
                <thead>
                  <tr>
                    <th className={css.th}>Time</th>
                    <th className={`${css.th} ${css.numeric}`}>Price</th>
                    <th className={`${css.th} ${css.numeric}`}>Size</th>
                  </tr>
                </thead>
                <tbody>
                  {note.fills.map((fill) => (
                    <tr key={`${fill.time}-${fill.price}-${fill.size}`}>
                      <td className={css.td}>{formatTime(fill.time)}</td>
                      <td className={`${css.td} ${css.numeric}`}>
                        {formatPrice(fill.price, currency)}
                      </td>
                      <td className={`${css.td} ${css.numeric}`}>{fill.size}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </>
        )}
        <div className={`${css.filters} ${css.noPrint}`}>
          {note && (
            <Button kind="primary" onClick={() => window.print()}>
              Print
            </Button>
          )}
          <Button kind="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </dialog>
  );
}
