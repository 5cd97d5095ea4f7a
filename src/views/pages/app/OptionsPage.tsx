import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { ConnectionBadge, ConnectionNotice } from '../../widgets/market/ConnectionBadge.tsx';
import { LiveStatusProvider } from '../../widgets/market/LivePrice.tsx';
import * as css from '../../widgets/market/market.css.ts';
import { OptionChainView } from '../../widgets/market/options/OptionChain.tsx';

export default function OptionsPage() {
  useDocumentTitle('Options');
  return (
    <LiveStatusProvider>
      <section aria-labelledby="page-title">
        <div className={css.pageHeader}>
          <div>
            <h1 id="page-title" className={css.title}>
              Options
            </h1>
            <p className={css.subtitle}>
              BTC and ETH option chains: calls on the left, puts on the right, centred on the money.
            </p>
          </div>
          <ConnectionBadge />
        </div>
        <ConnectionNotice />
        <OptionChainView />
      </section>
    </LiveStatusProvider>
  );
}
