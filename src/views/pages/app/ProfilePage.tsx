import { pendingPages } from '../../../content/pending-pages.ts';
import { PendingPage } from '../../ui/PendingPage.tsx';

export default function ProfilePage() {
  return <PendingPage {...pendingPages.profile} />;
}
