import { pendingPages } from '../../../content/pending-pages.ts';
import { PendingPage } from '../../ui/PendingPage.tsx';

export default function FuturesPage() {
  return <PendingPage {...pendingPages.futures} />;
}
