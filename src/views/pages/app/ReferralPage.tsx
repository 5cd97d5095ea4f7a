import { pendingPages } from '../../../content/pending-pages.ts';
import { PendingPage } from '../../ui/PendingPage.tsx';

export default function ReferralPage() {
  return <PendingPage {...pendingPages.referral} />;
}
