import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { ConnectionBadge, ConnectionNotice } from '../../widgets/market/ConnectionBadge.tsx';
import { DashboardGrid } from '../../widgets/market/dashboard/DashboardGrid.tsx';
import { LiveStatusProvider } from '../../widgets/market/LivePrice.tsx';
import * as css from '../../widgets/market/market.css.ts';

export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  return (
    <LiveStatusProvider>
      <section aria-labelledby="page-title">
        <div className={css.pageHeader}>
          <div>
            <h1 id="page-title" className={css.title}>
              Dashboard
            </h1>
            <p className={css.subtitle}>Live prices with the 24 h change, high, low and trend.</p>
          </div>
          <ConnectionBadge />
        </div>
        <ConnectionNotice />
        <DashboardGrid />
      </section>
    </LiveStatusProvider>
  );
}
