import { pendingPages } from '../../../content/pending-pages.ts';
import { PendingPage } from '../../ui/PendingPage.tsx';

export default function ForgotPasswordPage() {
  return <PendingPage {...pendingPages.forgotPassword} />;
}
