import { Link } from 'wouter';
import { convertUsd } from '../../../domain/money/currency.ts';
import { type DeviceLayout, formatFundsBadge } from '../../../domain/money/format.ts';
import { useCurrency } from '../../hooks/use-currency.ts';
import { useGrandTotal } from '../../hooks/use-session-view.ts';
import * as css from './funds-badge.css.ts';

/** The grand total of the trader's funds, linking to Funds; '0.00' until funds arrive. */
export function FundsBadge({ layout }: { layout: DeviceLayout }) {
  const currency = useCurrency();
  const grandTotalUsd = useGrandTotal();
  const amount = formatFundsBadge(
    grandTotalUsd === null ? null : convertUsd(grandTotalUsd, currency),
    layout,
  );
  return (
    <Link
      href="/wallet"
      className={css.badge}
      aria-label={`Funds: ${currency} ${amount}`}
      data-testid={`funds-badge-${layout}`}
    >
      <span className={css.code}>{currency}</span>
      <span className={css.amount}>{amount}</span>
    </Link>
  );
}
