import { BadgeCheck, Clock } from 'lucide-react';
import { referralText } from '../../../content/referral.ts';
import type { ReferralStatus, ReferralsResponse } from '../../../contracts/referral.ts';
import { inrToUsd } from '../../../domain/money/conversion.ts';
import type { Currency } from '../../../domain/money/currency.ts';
import { referralStepText } from '../../../domain/referral/referral-step.ts';
import { useCurrency } from '../../hooks/use-currency.ts';
import { Button } from '../../ui/Button.tsx';
import { TableScroll } from '../../ui/TableScroll.tsx';
import * as css from './referral.css.ts';

const text = referralText.track;
const joined = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
/** Whole amounts as ₹500 or $6, not ₹500.00; paise or cents when there are any. */
const formats: Record<Currency, Intl.NumberFormat> = {
  INR: new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }),
  USD: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }),
};

/** A reward (paid in rupees) in the display currency, at the fixed rate. */
const rewardText = (rupees: number, currency: Currency): string =>
  formats[currency].format(currency === 'USD' ? inrToUsd(rupees) : rupees);

/** Active or Pending, with an icon so colour is never the only signal. */
function StatusBadge({ status }: { status: ReferralStatus }) {
  const Icon = status === 'Active' ? BadgeCheck : Clock;
  return (
    <span className={css.badge[status]} data-testid="referral-status">
      <Icon size={14} aria-hidden />
      {status}
    </span>
  );
}

/** Track Referral: totals, then each referred trader (masked) with status, step and reward. */
export function ReferralTracker({
  data,
  onShowLink,
}: {
  data: ReferralsResponse;
  onShowLink: () => void;
}) {
  const active = data.referrals.filter((row) => row.status === 'Active').length;
  const currency = useCurrency();
  return (
    <div className={css.panel}>
      <div className={css.summary}>
        <div className={css.figure}>
          <span className={css.figureLabel}>{text.total}</span>
          <span className={css.figureValue} data-testid="referral-count">
            {data.referrals.length}
          </span>
        </div>
        <div className={css.figure}>
          <span className={css.figureLabel}>{text.active}</span>
          <span className={css.figureValue}>{active}</span>
        </div>
        <div className={css.figure}>
          <span className={css.figureLabel}>{text.rewards}</span>
          <span className={css.figureValue} data-testid="referral-total">
            {rewardText(data.totalRewards, currency)}
          </span>
        </div>
      </div>
      <section className={css.card}>
        {data.referrals.length === 0 ? (
          <div className={css.empty} data-testid="referral-empty">
            <h2 className={css.cardTitle}>{text.emptyTitle}</h2>
            <p className={css.hint}>{text.emptyText}</p>
            <Button kind="primary" onClick={onShowLink}>
              {text.emptyAction}
            </Button>
          </div>
        ) : (
          <TableScroll label="Referred traders table">
            <table className={css.table}>
              <caption className={css.caption}>{text.caption}</caption>
              <thead>
                <tr>
                  <th className={css.th}>{text.columns.name}</th>
                  <th className={`${css.th} ${css.desktopColumn}`}>{text.columns.email}</th>
                  <th className={`${css.th} ${css.desktopColumn}`}>{text.columns.joined}</th>
                  <th className={css.th}>{text.columns.status}</th>
                  <th className={`${css.th} ${css.numeric}`}>{text.columns.reward}</th>
                </tr>
              </thead>
              <tbody>
                {data.referrals.map((row, index) => (
                  <tr
                    // Masked rows can look alike; the order (newest first) is stable.
                    // biome-ignore lint/suspicious/noArrayIndexKey: no id is shown for another trader.
                    key={index}
                    data-testid="referral-row"
                    data-status={row.status}
                  >
                    <td className={css.td}>
                      {row.userName}
                      <span className={css.phoneDetail}>{row.email}</span>
                      <span className={css.phoneDetail}>
                        {joined.format(new Date(row.joinDate))}
                      </span>
                    </td>
                    <td className={`${css.td} ${css.desktopColumn}`} data-testid="referral-email">
                      {row.email}
                    </td>
                    <td className={`${css.td} ${css.desktopColumn}`}>
                      {joined.format(new Date(row.joinDate))}
                    </td>
                    <td className={css.td}>
                      <StatusBadge status={row.status} />
                      <span className={css.stepNote} data-testid="referral-step">
                        {referralStepText(row.steps)}
                      </span>
                    </td>
                    <td className={`${css.td} ${css.numeric}`}>
                      {rewardText(row.rewards, currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </div>
  );
}
