import { FuturesTable } from '../../widgets/market/futures/FuturesTable.tsx';
import { MarketPage } from '../../widgets/market/MarketPage.tsx';

export default function FuturesPage() {
  return (
    <MarketPage
      title="Futures"
      subtitle="Every perpetual contract, live. Search and sort the list."
    >
      <FuturesTable />
    </MarketPage>
  );
}
