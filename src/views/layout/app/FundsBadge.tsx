import { RefreshCw } from 'lucide-react';
import { Link } from 'wouter';
import type { DeviceLayout } from '../../../domain/money/format.ts';
import { fundsBadgeText } from '../../../domain/money/funds-badge.ts';
import { useCurrency } from '../../hooks/use-currency.ts';
import { useFundStreamStatus } from '../../hooks/use-funds-view.ts';
import { useGrandTotal } from '../../hooks/use-session-view.ts';
import * as css from './funds-badge.css.ts';

/**
 * The grand total of the trader's funds (kept in rupees), linking to Funds; '0.00' until funds
 * arrive. While the fund stream is down it says so, since the figure may be behind.
 */
export function FundsBadge({ layout }: { layout: DeviceLayout }) {
  const currency = useCurrency();
  const grandTotalInr = useGrandTotal();
  const stream = useFundStreamStatus();
  const amount = fundsBadgeText(grandTotalInr, currency, layout);
  const reconnecting = stream === 'reconnecting' || stream === 'offline';
  return (
    <Link
      href="/wallet"
      className={css.badge}
      aria-label={`Funds: ${currency} ${amount}${reconnecting ? ', reconnecting' : ''}`}
      data-testid={`funds-badge-${layout}`}
      data-stream={stream}
    >
      <span className={css.code}>{currency}</span>
      <span className={css.amount} data-testid={`funds-badge-${layout}-amount`}>
        {amount}
      </span>
      {reconnecting && (
        <span className={css.reconnecting} title="Reconnecting to live funds">
          <RefreshCw size={12} aria-hidden className={css.spin} />
          {layout === 'desktop' && <span>Reconnecting</span>}
        </span>
      )}
    </Link>
  );
}
