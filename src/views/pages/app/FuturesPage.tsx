import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { ConnectionBadge, ConnectionNotice } from '../../widgets/market/ConnectionBadge.tsx';
import { FuturesTable } from '../../widgets/market/futures/FuturesTable.tsx';
import { LiveStatusProvider } from '../../widgets/market/LivePrice.tsx';
import * as css from '../../widgets/market/market.css.ts';

export default function FuturesPage() {
  useDocumentTitle('Futures');
  return (
    <LiveStatusProvider>
      <section aria-labelledby="page-title">
        <div className={css.pageHeader}>
          <div>
            <h1 id="page-title" className={css.title}>
              Futures
            </h1>
            <p className={css.subtitle}>
              Every perpetual contract, live. Search and sort the list.
            </p>
          </div>
          <ConnectionBadge />
        </div>
        <ConnectionNotice />
        <FuturesTable />
      </section>
    </LiveStatusProvider>
  );
}
