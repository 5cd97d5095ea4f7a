import {
  transactionStatusLabels,
  transactionTypeLabels,
  walletText,
} from '../../../content/wallet.ts';
import { TRANSACTION_TYPES, type TransactionType } from '../../../contracts/funds-limits.ts';
import { formatRupeesIn } from '../../../domain/money/display.ts';
import { useCurrency } from '../../hooks/use-currency.ts';
import { Pager } from '../../ui/Pager.tsx';
import { TableScroll } from '../../ui/TableScroll.tsx';
import { FormError } from '../public-forms/FormOutcome.tsx';
import { useTransactions } from './use-wallet.ts';
import * as css from './wallet.css.ts';

const text = walletText.history;
const time = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const statusClass = {
  pending: css.statusPending,
  completed: css.statusCompleted,
  failed: css.statusFailed,
} as const;

/** The history, newest first, a page at a time; its machine reads it again when the funds change. */
export function TransactionHistory() {
  const history = useTransactions();
  const currency = useCurrency();
  const pages = Math.max(1, Math.ceil(history.total / history.pageSize));
  return (
    <section className={css.panel} aria-labelledby="history-title" aria-busy={history.loading}>
      <div className={css.historyHead}>
        <h2 id="history-title" className={css.panelTitle}>
          {text.title}
        </h2>
        <label>
          <span className="visually-hidden">{text.filter}</span>
          <select
            className={css.select}
            value={history.type ?? ''}
            onChange={(event) =>
              history.filter(
                event.currentTarget.value === ''
                  ? null
                  : (event.currentTarget.value as TransactionType),
              )
            }
          >
            <option value="">{text.all}</option>
            {TRANSACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {transactionTypeLabels[type]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FormError message={history.error} />
      {history.rows.length === 0 && !history.loading ? (
        <p className={css.hint}>{text.empty}</p>
      ) : (
        <TableScroll label="Transactions table">
          <table className={css.table}>
            <thead>
              <tr>
                <th className={css.th}>{text.columns.time}</th>
                <th className={css.th}>{text.columns.type}</th>
                <th className={`${css.th} ${css.numeric}`}>{text.columns.amount}</th>
                <th className={`${css.th} ${css.desktopColumn}`}>{text.columns.status}</th>
                <th className={`${css.th} ${css.numeric} ${css.desktopColumn}`}>
                  {text.columns.balance}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.rows.map((row) => (
                <tr
                  key={row.id}
                  data-testid="transaction-row"
                  data-type={row.type}
                  data-status={row.status}
                >
                  <td className={`${css.td} ${css.timeCell}`}>
                    {time.format(new Date(row.createdAt))}
                  </td>
                  <td className={`${css.td} ${css.timeCell}`}>
                    {transactionTypeLabels[row.type]}
                    <span className={`${css.status} ${statusClass[row.status]} ${css.phoneOnly}`}>
                      {transactionStatusLabels[row.status]}
                    </span>
                  </td>
                  <td
                    className={`${css.td} ${css.numeric} ${row.walletChange >= 0 ? css.credit : css.debit}`}
                  >
                    {row.walletChange >= 0 ? '+' : '−'}
                    {formatRupeesIn(Math.abs(row.walletChange), currency)}
                  </td>
                  <td className={`${css.td} ${css.desktopColumn}`}>
                    <span className={`${css.status} ${statusClass[row.status]}`}>
                      {transactionStatusLabels[row.status]}
                    </span>
                  </td>
                  <td className={`${css.td} ${css.numeric} ${css.desktopColumn}`}>
                    {formatRupeesIn(row.balanceAfter, currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pager
        page={history.page}
        pages={pages}
        onGo={history.goTo}
        previous={text.previous}
        next={text.next}
      >
        <span className={css.hint}>
          {history.page} / {pages}
        </span>
      </Pager>
    </section>
  );
}
