import { BadgeCheck, CircleDashed, CircleX, Clock } from 'lucide-react';
import type { KycOverallStatus } from '../../../contracts/kyc.ts';
import * as css from './kyc.css.ts';

export const kycStatusLabels: Record<KycOverallStatus, string> = {
  none: 'Not started',
  in_progress: 'In progress',
  verified: 'Verified',
  rejected: 'Rejected',
};

const icons = { none: CircleDashed, in_progress: Clock, verified: BadgeCheck, rejected: CircleX };

/** The KYC status as a coloured badge with an icon, so colour is never the only signal. */
export function KycStatusBadge({ status }: { status: KycOverallStatus }) {
  const Icon = icons[status];
  return (
    <span className={css.badge[status]} data-testid="kyc-status">
      <Icon size={14} aria-hidden />
      {kycStatusLabels[status]}
    </span>
  );
}
